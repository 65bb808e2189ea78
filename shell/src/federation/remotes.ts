import { getInstance, satisfy, type ModuleFederation } from '@module-federation/runtime';
import type { RemotePageRef } from '../routes/routeTable';

type RemoteName = RemotePageRef['remote'];

/** remotes.json: remote name -> URL of its remoteEntry.js (absolute or relative to the file). */
export type RemoteManifest = Record<string, string>;

const attempts = new Map<string, number>();

/**
 * Version skew: the first shared singleton whose copy in the page (the
 * shell's) misses what the remote was built for (its requiredVersion, from
 * its build), read from the two federation instances. The runtime's
 * strictVersion alone does not refuse such a remote: the plugin's share bridge
 * logs the runtime's error and goes on with the shell's copy.
 */
function versionSkew(remote: string): string | undefined {
  const shell = federation().options.shared;
  const own = getInstance((instance) => instance.name === remote)?.options.shared ?? {};
  for (const [library, builds] of Object.entries(own)) {
    const provided = shell[library]?.[0]?.version;
    for (const { shareConfig } of builds) {
      const required = shareConfig?.requiredVersion;
      if (shareConfig?.singleton && provided && typeof required === 'string' && !satisfy(provided, required)) {
        return `${remote} needs ${library} ${required}, and the page provides ${provided}`;
      }
    }
  }
  return undefined;
}

/**
 * The shell's federation instance (in Node, the prerender's, also named
 * "shell"). Found by name: each remote's entry initialises an instance of its
 * own, which the runtime's global functions would use from then on.
 */
function federation(): ModuleFederation {
  const host = getInstance((instance) => instance.name === 'shell');
  if (!host) throw new Error('The federation runtime has not been initialised');
  return host;
}
let registered: Promise<RemoteManifest> | null = null;

function entryUrl(entries: RemoteManifest, base: string, name: string): string {
  const url = new URL(entries[name]!, base);
  // A module import that failed may stay failed for its URL: a retry asks under a new one.
  const attempt = attempts.get(name);
  if (attempt) url.searchParams.set('retry', String(attempt));
  return url.href;
}

/**
 * Registers the remotes of a manifest (remotes.json, whose entries may be
 * relative to `base`) with the federation runtime. The browser reads
 * remotes.json itself; the prerender calls this with the deployment's.
 */
export function registerRemoteManifest(entries: RemoteManifest, base: string): void {
  const host = federation();
  const register = (name: string, force = false) =>
    host.registerRemotes([{ name, entry: entryUrl(entries, base, name), type: 'module' }], { force });
  for (const name of Object.keys(entries)) register(name);
  // The runtime's hook for a remote that failed to load: it forgets the
  // remote, so the next load (the visitor's Try again) fetches its entry
  // afresh under a new URL, and the failure goes on to the part that asked.
  host.registerPlugins([
    {
      name: 'fresh-entry-after-failure',
      errorLoadRemote({ id }) {
        const name = String(id).split('/')[0]!;
        if (!entries[name]) return undefined;
        attempts.set(name, (attempts.get(name) ?? 0) + 1);
        register(name, true);
        return undefined;
      },
    },
  ]);
  registered = Promise.resolve(entries);
}

/** Reads remotes.json (once; again after a failure), so moving a remote is an edit of that file. */
function loadManifest(): Promise<RemoteManifest> {
  if (registered) return registered;
  const url = new URL(`${import.meta.env.BASE_URL}remotes.json`, window.location.href).href;
  registered = fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json() as Promise<RemoteManifest>;
    })
    .then((entries) => {
      registerRemoteManifest(entries, url);
      return entries;
    })
    .catch((error: unknown) => {
      registered = null;
      throw error;
    });
  return registered;
}

/** The module a remote exposes, e.g. loadRemoteModule('contact', 'ContactPage'). */
export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  await loadManifest();
  const loaded = await federation().loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`Remote module ${remote}/${module} could not be loaded`);
  // Refused, its page stays as prerendered with Try again, as when a remote is down.
  const skew = versionSkew(remote);
  if (skew) throw new Error(`Refused the ${remote} remote for version skew: ${skew}`);
  return loaded;
}
