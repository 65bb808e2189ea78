import { describe, expect, it } from 'vitest';
import { cacheControl, immutableCacheControl, revalidateCacheControl } from './cachePolicy.mjs';

describe('cacheControl', () => {
  it('keeps hashed assets for good', () => {
    for (const path of [
      '/assets/framework-DSNNQqSu.js',
      '/assets/index-CGpqFERp.css',
      '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
      '/assets/_virtual_mf___mfe_internal__contact__loadShare__shared-DlxwO8cv.js',
    ]) {
      expect(cacheControl(path), path).toBe(immutableCacheControl);
    }
  });

  it("keeps every file of a remote's versioned release for good, not the list of its releases", () => {
    for (const path of ['/releases/20261128T192043Z-cd8e75592c/remoteEntry.js', '/releases/20261128T192043Z-cd8e75592c/mf-manifest.json']) {
      expect(cacheControl(path), path).toBe(immutableCacheControl);
    }
    for (const path of ['/releases.json', '/releases/', '/releases/x/']) {
      expect(cacheControl(path), path).toBe(revalidateCacheControl);
    }
  });

  it('revalidates what keeps its name across deploys', () => {
    for (const path of ['/', '/aboutus', '/remoteEntry.js', '/remotes.json', '/mf-manifest.json', '/favicon.svg', '/assets/']) {
      expect(cacheControl(path), path).toBe(revalidateCacheControl);
    }
    expect(revalidateCacheControl).toBe('no-cache');
  });
});
