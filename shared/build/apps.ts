/**
 * The deployable apps of the workspace and where each one lives. The dev
 * runner, the production server and the shell's dev config all read this, so
 * adding a remote is one entry here plus its folder.
 */
export interface RemoteApp {
  /** Federation name: the key in remotes.json and the prefix of `loadRemote` ids. */
  readonly name: string;
  /** Workspace folder and package name. */
  readonly dir: string;
  /** Port of its Vite dev server. */
  readonly devPort: number;
}

export const remoteApps = [
  { name: 'home', dir: 'remote-home', devPort: 5001 },
  { name: 'services', dir: 'remote-services', devPort: 5002 },
  { name: 'specialties', dir: 'remote-specialties', devPort: 5003 },
  { name: 'contact', dir: 'remote-contact', devPort: 5004 },
] as const satisfies readonly RemoteApp[];

export type RemoteName = (typeof remoteApps)[number]['name'];

export const shellDevPort = 5000;

/** URL path under which the production server deploys a remote's build. */
export function remoteDeployPrefix(name: string): string {
  return `/mf/${name}/`;
}
