import type { RemotePageRef } from '../routes/routeTable';
import type * as FederationHost from './federationHost';
import { sharedRegistrations } from './sharedModules';

type RemoteName = RemotePageRef['remote'];

/** remotes.json: remote name -> URL of its remoteEntry.js (absolute or relative to the file). */
export type RemoteManifest = Record<string, string>;

const manifestUrl = new URL(`${import.meta.env.BASE_URL}remotes.json`, window.location.href).href;
const retries = new Map<string, number>();
let manifest: Promise<RemoteManifest> | null = null;
let host: Promise<typeof FederationHost> | null = null;

function loadHost() {
  // The shared modules stay in the frame's chunks: its MUI components are the
  // same modules the remotes ask for, not copies split off for the runtime.
  host ??= import('./federationHost').then(
    (federation) => {
      federation.registerShared(sharedRegistrations());
      return federation;
    },
    (error: unknown) => {
      host = null; // a later navigation or Retry asks again
      throw error;
    },
  );
  return host;
}

async function fetchManifest(): Promise<RemoteManifest> {
  // remotes.json and the runtime download side by side. (The server marks
  // remotes.json no-cache, so this revalidates; a prerendered page has
  // already preloaded it, which this request then takes.)
  const [response, federation] = await Promise.all([fetch(manifestUrl), loadHost()]);
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const entries = (await response.json()) as RemoteManifest;
  federation.registerRemotes(
    Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, new URL(entry, manifestUrl).href])),
  );
  return entries;
}

/** Starts reading remotes.json (once); later calls share the same request. */
export function loadManifest(): Promise<RemoteManifest> {
  manifest ??= fetchManifest().catch((error: unknown) => {
    manifest = null; // a later navigation or Retry asks again
    throw error;
  });
  return manifest;
}

/** The module a remote exposes, e.g. loadRemoteModule('contact', 'ContactPage'). */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  await loadManifest();
  const loaded = await (await loadHost()).loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`Remote module ${remote}/${module} is empty`);
  return loaded;
}

/**
 * Forgets a failed remote so the next load fetches its entry afresh. The entry
 * URL gets a retry marker because browsers may keep a failed module import.
 */
export async function resetRemote(remote: RemoteName): Promise<void> {
  const entries = await loadManifest();
  const entry = entries[remote];
  if (!entry) return;
  const attempt = (retries.get(remote) ?? 0) + 1;
  retries.set(remote, attempt);
  const url = new URL(entry, manifestUrl);
  url.searchParams.set('retry', String(attempt));
  (await loadHost()).registerRemotes({ [remote]: url.href }, true);
}
