/**
 * How long browsers and caches keep each file, for every server of the site
 * (serve.mjs, and any config rendered for another server). A hashed asset
 * never changes under its name, and neither does a file of a remote's
 * versioned release, so it is kept for a year without asking again.
 * Everything else (pages, remote entries, remotes.json, the federation
 * manifests) can change under the same name with a deploy, so it
 * is revalidated on each use: a 304 without a body when it has not changed.
 */

/** A hashed asset's path inside a deployment (the shell's or a remote's): `/assets/<name>-<hash>.<ext>`. */
export const hashedAssetPath = /^\/assets\/.+-[\w-]{6,}\.\w+$/;

/**
 * A file of a remote's release, inside the remote's deployment:
 * `/releases/<version>/…`, never written again once published
 * (tooling/release/). The release's list, releases.json, is not one.
 */
export const releasePath = /^\/releases\/[\w-]+\/./;

export const immutableCacheControl = 'public, max-age=31536000, immutable';
export const revalidateCacheControl = 'no-cache';

/**
 * Cache-Control for a file, by its path inside its deployment.
 * @param {string} path
 */
export function cacheControl(path) {
  return hashedAssetPath.test(path) || releasePath.test(path) ? immutableCacheControl : revalidateCacheControl;
}
