export interface RemoteApp {
  /** Federation name: the key in remotes.json and the prefix of `loadRemote` ids. */
  readonly name: string;
  /** Workspace folder and package name. */
  readonly dir: string;
  /** Port of its Vite dev server. */
  readonly devPort: number;
}

export declare const remoteApps: readonly RemoteApp[];
export declare const shellDevPort: number;
export declare function remoteDeployPrefix(name: string): string;
