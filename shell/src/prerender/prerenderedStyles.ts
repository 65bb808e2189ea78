import type { EmotionCache } from '@emotion/cache';

/** A rule of the live page's stylesheets; `emotion` when emotion's cache wrote it (not a Global's sheet). */
export interface CollectedRule {
  css: string;
  emotion: boolean;
}

export interface PrerenderedStyles {
  /** Rules that are not the cache's: global styles and other stylesheets (a carousel's CSS). */
  css: string;
  /**
   * The cache's rules the page uses, and the names of the styles they are
   * all the rules of: emotion's server-rendering format, which its cache in
   * the browser takes over when it is created (`<style data-emotion="css
   * name name…">`), so hydration does not insert those styles again.
   */
  emotion: { key: string; ids: string[]; css: string };
}

const keyframesName = /^@(?:-webkit-)?keyframes\s+([\w-]+)/;

/**
 * The styles a prerendered page carries, from the rules of the live render.
 *
 * A rule of the cache belongs to the style named in its class (`.css-<name>`,
 * in every rule emotion writes for a class). It is kept when that class is in
 * the HTML, or was merged into a class that is (`composedClasses`: MUI's
 * components are layered, a Button is a styled ButtonBase, and hydration
 * inserts every layer while only the innermost, merged class reaches the
 * HTML). The live render also leaves rules for states the page is no longer
 * in (loading placeholders, animations' start states); emotion inserts any
 * such rule when hydration or a later interaction renders it. Keyframes and
 * rules of no class are all kept. A name is listed only if the live cache
 * inserted it, so every listed name has its rules on the page.
 */
export function prerenderedStyles(
  rules: readonly CollectedRule[],
  html: string,
  cache: Pick<EmotionCache, 'key' | 'inserted'>,
  composedClasses: Iterable<string>,
): PrerenderedStyles {
  const classPattern = new RegExp(`\\b${cache.key}-([a-zA-Z0-9_-]+)`, 'g');
  const namesIn = (text: string) => Array.from(text.matchAll(classPattern), (match) => match[1]!);
  const used = new Set([...namesIn(html), ...Array.from(composedClasses, namesIn).flat()]);
  const other: string[] = [];
  const emotion: string[] = [];
  for (const rule of rules) {
    if (!rule.emotion) {
      other.push(rule.css);
      continue;
    }
    const names = namesIn(rule.css);
    if (names.length === 0) {
      emotion.push(rule.css);
      const keyframes = keyframesName.exec(rule.css)?.[1];
      if (keyframes) used.add(keyframes);
    } else if (names.some((name) => used.has(name))) {
      emotion.push(rule.css);
    }
  }
  const ids = Object.keys(cache.inserted).filter((name) => used.has(name));
  return { css: other.join('\n'), emotion: { key: cache.key, ids, css: emotion.join('\n') } };
}
