import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemotePageRef } from '../routes/routeTable';

type RemoteName = RemotePageRef['remote'];

/** remotes.json: remote name -> URL of its remoteEntry.js (absolute or relative to the file). */
export type RemoteManifest = Record<string, string>;

const manifestUrl = new URL(`${import.meta.env.BASE_URL}remotes.json`, window.location.href).href;
const attempts = new Map<string, number>();
let manifest: Promise<RemoteManifest> | null = null;

function entryUrl(entries: RemoteManifest, name: string): string {
  const url = new URL(entries[name]!, manifestUrl);
  // A module import that failed may stay failed for its URL: a retry asks under a new one.
  const attempt = attempts.get(name);
  if (attempt) url.searchParams.set('retry', String(attempt));
  return url.href;
}

/**
 * Reads remotes.json (once; again after a failure) and registers its remotes
 * with the federation runtime, so moving a remote is an edit of that file.
 */
function loadManifest(): Promise<RemoteManifest> {
  manifest ??= fetch(manifestUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json() as Promise<RemoteManifest>;
    })
    .then((entries) => {
      registerRemotes(Object.keys(entries).map((name) => ({ name, entry: entryUrl(entries, name), type: 'module' })));
      return entries;
    })
    .catch((error: unknown) => {
      manifest = null;
      throw error;
    });
  return manifest;
}

/** The module a remote exposes, e.g. loadRemoteModule('contact', 'ContactPage'). */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  await loadManifest();
  const loaded = await loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`Remote module ${remote}/${module} could not be loaded`);
  return loaded;
}

/** Forgets a failed remote, so the next load fetches its entry afresh. */
export async function resetRemote(remote: RemoteName): Promise<void> {
  const entries = await loadManifest();
  if (!entries[remote]) return;
  attempts.set(remote, (attempts.get(remote) ?? 0) + 1);
  registerRemotes([{ name: remote, entry: entryUrl(entries, remote), type: 'module' }], { force: true });
}
