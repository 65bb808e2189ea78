/**
 * How long browsers and caches keep each file, for every server of the site
 * (serve.mjs, and any config rendered for another server): a file that never
 * changes under its name for a year, anything else revalidated on each use
 * (docs/deploy.md, "Caching").
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
