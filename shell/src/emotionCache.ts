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

/** On the frame stylesheet's <link>: the emotion classes whose rules it holds. */
const frameIdsAttribute = 'data-frame-ids';

/**
 * The <link> a prerendered page has for the frame's stylesheet (written by
 * the prerender, tooling/build/frameSheet.js), naming the classes it holds.
 */
export function frameSheetTag(href: string, ids: readonly string[]): string {
  return `<link rel="stylesheet" href="${href}" ${frameIdsAttribute}="${ids.join(' ')}">`;
}

/**
 * In the browser, before the site's cache is created: when the frame's
 * stylesheet has loaded, emotion is told that its rules are in place, in
 * emotion's own server-rendering format (a `<style data-emotion>` naming
 * them, as the page's own styles are named), so it neither writes them again
 * nor changes their order. When it did not load, nothing is said, and emotion
 * writes the frame's rules as the frame renders: the frame takes its looks
 * once the page is live. Module scripts run once the head's stylesheets have
 * loaded or failed, so the link's sheet tells which: its rules, or, when it
 * failed, none (Chromium then gives an empty sheet whose rules cannot be read,
 * not null).
 */
export function adoptFrameSheet(document: Document): void {
  const link = document.querySelector<HTMLLinkElement>(`link[${frameIdsAttribute}]`);
  const ids = link?.getAttribute(frameIdsAttribute);
  if (!link || !ids || !hasRules(link)) return;
  const named = document.createElement('style');
  named.setAttribute('data-emotion', `css ${ids}`);
  link.after(named);
}

function hasRules(link: HTMLLinkElement): boolean {
  try {
    return (link.sheet?.cssRules.length ?? 0) > 0;
  } catch {
    return false;
  }
}
