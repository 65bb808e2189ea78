import { createInstance } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import type { RemotePageRef } from '../routes/routeTable';
import { sharedRegistrations } from './sharedModules';

type RemoteName = RemotePageRef['remote'];

/** remotes.json: remote name -> URL of its remoteEntry.js (absolute or relative to the file). */
export type RemoteManifest = Record<string, string>;

// Remotes are built with the federation plugin's externalRuntime: they use
// this runtime instead of downloading a copy of their own.
(runtimeCore.Global as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;

const federation = createInstance({ name: 'shell', remotes: [], shareStrategy: 'loaded-first' });
federation.registerShared(sharedRegistrations());

const manifestUrl = new URL(`${import.meta.env.BASE_URL}remotes.json`, window.location.href).href;
let manifest: Promise<RemoteManifest> | null = null;
const retries = new Map<string, number>();

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const entries = (await response.json()) as RemoteManifest;
  federation.registerRemotes(
    Object.entries(entries).map(([name, entry]) => ({
      name,
      entry: new URL(entry, manifestUrl).href,
      type: 'module',
    })),
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
  const loaded = await federation.loadRemote<T>(`${remote}/${module}`);
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
  federation.registerRemotes([{ name: remote, entry: url.href, type: 'module' }], { force: true });
}
