/**
 * A remote's releases: what is published, which one is live, and the checks a
 * release must pass before it goes live. Pure functions over plain data (the
 * release tool, release.mjs, reads and writes the files), plus the one write
 * that switches a release live: a file written beside its target and renamed
 * over it.
 *
 * A release is a remote's build published under `releases/<version>/` in the
 * remote's deployment (served at `/mf/<name>/releases/<version>/`), never
 * written again, so an open tab that loaded it keeps loading its parts. The
 * remote's `releases.json` lists them, oldest first, each with the entry the
 * shell's `remotes.json` names while it is live.
 */
import { createHash } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { satisfy } from '@module-federation/runtime';

/** How many releases are kept besides the live one. */
export const keptReleases = 5;

/** The folder, inside a remote's deployment, that holds its releases. */
export const releasesDir = 'releases';

/** The file, inside a remote's deployment, that lists its releases. */
export const releasesFile = 'releases.json';

/**
 * @typedef {object} Release
 * @property {string} version
 * @property {string} entry what remotes.json names while it is live
 * @property {string} [publishedAt] ISO date (none for the build deployed before any release)
 */

/**
 * @typedef {object} ReleaseState
 * @property {Release[]} releases oldest first
 * @property {string} live the live release's version
 */

/** The version of the build deployed in place before the first release. */
export const unversioned = 'unversioned';

/**
 * A release's version: the time it is published and a hash of its files'
 * content, so versions sort by date and name what they hold.
 * @param {Array<[path: string, content: Buffer | string]>} files
 * @param {Date} date
 */
export function releaseVersion(files, date) {
  const hash = createHash('sha256');
  for (const [path, content] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    hash.update(`${path}\0`).update(content).update('\0');
  }
  const stamp = date.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${hash.digest('hex').slice(0, 10)}`;
}

/** The content hash part of a version. */
export const contentOf = (/** @type {string} */ version) => version.slice(version.lastIndexOf('-') + 1);

/**
 * remotes.json's entry for a release of a remote.
 * @param {string} name
 * @param {string} version
 */
export function releaseEntry(name, version) {
  return `/mf/${name}/${releasesDir}/${version}/remoteEntry.js`;
}

/**
 * The state before any release: the build deployed in place is live.
 * @param {string} entry remotes.json's entry for the remote
 * @returns {ReleaseState}
 */
export function initialState(entry) {
  return { releases: [{ version: unversioned, entry }], live: unversioned };
}

/**
 * The state once `release` is published and live, and the versions whose
 * folders are to be removed: beyond the last `keep` releases besides the live
 * one (the build deployed in place is never removed, having no folder).
 * @param {ReleaseState} state
 * @param {Release} release
 * @param {number} [keep]
 * @returns {{ state: ReleaseState, removed: string[] }}
 */
export function addRelease(state, release, keep = keptReleases) {
  const others = state.releases.filter((candidate) => candidate.version !== release.version);
  const versioned = others.filter((old) => old.version !== unversioned);
  const gone = new Set(versioned.slice(0, Math.max(0, versioned.length - keep)).map((old) => old.version));
  return {
    state: { releases: [...others.filter((old) => !gone.has(old.version)), release], live: release.version },
    removed: [...gone],
  };
}

/**
 * The release published before the live one, or null when there is none.
 * @param {ReleaseState} state
 * @returns {Release | null}
 */
export function previousRelease(state) {
  const index = state.releases.findIndex((release) => release.version === state.live);
  return index > 0 ? (state.releases[index - 1] ?? null) : null;
}

/**
 * The state once the previous release is live again.
 * @param {ReleaseState} state
 * @returns {ReleaseState}
 */
export function rollBack(state) {
  const previous = previousRelease(state);
  if (!previous) throw new Error(`No release before ${state.live} is kept: nothing to roll back to.`);
  return { ...state, live: previous.version };
}

/**
 * The releases as `pnpm releases <remote>` prints them, newest first.
 * @param {ReleaseState} state
 */
export function describeReleases(state) {
  return [...state.releases]
    .reverse()
    .map((release) => `${release.version === state.live ? '* live ' : '       '}${release.version}  ${release.publishedAt ?? '(deployed before any release)'}`)
    .join('\n');
}

/**
 * The pages the route table maps to a remote that its build does not expose.
 * @param {string[]} mapped module names the route table asks of the remote
 * @param {string[]} exposed module names of its mf-manifest.json
 */
export function missingExposes(mapped, exposed) {
  const names = new Set(exposed.map((name) => name.replace(/^\.\//, '')));
  return [...new Set(mapped)].filter((name) => !names.has(name));
}

/**
 * @typedef {object} ManifestShare
 * @property {string} name
 * @property {string} version
 * @property {boolean} [singleton]
 * @property {string | false} [requiredVersion]
 */

/**
 * The remote's shared singletons the shell's do not satisfy, each as a
 * sentence: one the shell does not provide, or provides in a version outside
 * the range the remote requires (what the federation runtime would refuse,
 * checked with its own `satisfy`).
 * @param {ManifestShare[]} remote the remote's mf-manifest.json `shared`
 * @param {ManifestShare[]} shell the shell's mf-manifest.json `shared`
 */
export function unsatisfiedSingletons(remote, shell) {
  const provided = new Map(shell.map((share) => [share.name, share.version]));
  return remote
    .filter((share) => share.singleton)
    .flatMap((share) => {
      const version = provided.get(share.name);
      if (version === undefined) return [`${share.name}: the shell does not provide it`];
      const range = share.requiredVersion;
      if (typeof range === 'string' && range !== '*' && !satisfy(version, range)) {
        return [`${share.name}: requires ${range}, the shell provides ${version}`];
      }
      return [];
    });
}

/**
 * Writes a file in one step: to a temporary file beside it, then renamed over
 * it, so a reader sees the old content or the new, never part of either.
 * @param {string} path
 * @param {string} content
 */
export function writeAtomically(path, content) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}
