/**
 * The deployable apps of the workspace and where each one lives. The dev
 * runner, the production server, the shell's dev config and the remotes'
 * configs all read this (plain JavaScript so Node scripts can too), so adding
 * a remote is one entry here plus its folder.
 */

/**
 * @typedef {object} RemoteApp
 * @property {string} name Federation name: the key in remotes.json and the prefix of `loadRemote` ids.
 * @property {string} dir Workspace folder and package name.
 * @property {number} devPort Port of its Vite dev server.
 */

/** @type {readonly RemoteApp[]} */
export const remoteApps = [
  { name: 'home', dir: 'remote-home', devPort: 5001 },
  { name: 'services', dir: 'remote-services', devPort: 5002 },
  { name: 'specialties', dir: 'remote-specialties', devPort: 5003 },
  { name: 'contact', dir: 'remote-contact', devPort: 5004 },
];

export const shellDevPort = 5000;

/** URL path under which the production server deploys a remote's build. */
/** @param {string} name */
export function remoteDeployPrefix(name) {
  return `/mf/${name}/`;
}
