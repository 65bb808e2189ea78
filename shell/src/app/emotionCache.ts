import createCache from '@emotion/cache';

/**
 * The site's emotion cache, the same for the prerender and the browser (so
 * the names the HTML carries are the ones hydration expects). Without
 * emotion's default vendor prefixer: every rule it wrote again as
 * `-webkit-box`, `-ms-flexbox` and the like is for browsers the site does not
 * support (its build targets ES2022 browsers, which need none of them), and
 * those copies made up a large part of each page's inline styles (figures in
 * docs/performance.md).
 */
export function siteEmotionCache() {
  return createCache({ key: 'css', stylisPlugins: [] });
}
