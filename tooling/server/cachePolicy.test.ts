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

  it('revalidates what keeps its name across deploys', () => {
    for (const path of ['/', '/aboutus', '/remoteEntry.js', '/remotes.json', '/mf-manifest.json', '/favicon.svg', '/assets/']) {
      expect(cacheControl(path), path).toBe(revalidateCacheControl);
    }
    expect(revalidateCacheControl).toBe('no-cache');
  });
});
