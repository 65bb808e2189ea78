import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion's styles on a prerendered page.
 *
 * The prerendered HTML carries every emotion rule the page uses (snapshot.ts).
 * Without more, hydration would still compile each of them again with stylis
 * and insert it a second time, in React's commit, which cannot be split: on
 * the home page that was a third of the longest task. So the page also lists
 * the emotion style names whose rules it carries, and the visitors' cache
 * counts those as inserted. A name stands for one exact set of rules (a hash
 * of the styles), so a remote redeployed since the prerender brings new names
 * for changed styles, and those are inserted as usual.
 */

/** The attribute of the prerendered <style> listing the emotion names it holds. */
export const insertedNamesAttribute = 'data-emotion-inserted';

/** A cache for hydrating a prerendered page: its listed names count as inserted. */
export function hydratingStyleCache(document: Document): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const style of document.querySelectorAll(`style[${insertedNamesAttribute}]`)) {
    for (const name of (style.getAttribute(insertedNamesAttribute) ?? '').split(' ')) {
      if (name) cache.inserted[name] = true;
    }
  }
  return cache;
}

/** The emotion name each <style> element of the prerender's cache was written for. */
const nameOfStyle = new WeakMap<Element, string>();

/**
 * The prerender's cache: rules written as text (not through the CSSOM, which
 * re-serialises a rule's declarations in its own order and so changes what
 * wins when physical and logical properties mix), one <style> element per
 * rule, each remembered with the name it belongs to. Global styles (not cached
 * by name: a Global component writes them again on every change) get none.
 */
export function recordingStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css', speedy: false });
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const before = sheet.tags.length;
    const result = insert(selector, serialized, sheet, shouldCache);
    if (shouldCache) for (const tag of sheet.tags.slice(before)) nameOfStyle.set(tag, serialized.name);
    return result;
  };
  return cache;
}

/**
 * A cache for the snapshot's server render that notes every class whose
 * styles a component merged into its own class. MUI's components are layered
 * (a Button is a styled ButtonBase): each layer's class is inserted in the
 * browser, but only the innermost, merged class reaches the HTML. Hydration
 * inserts those inner layers too, so the page carries their rules as well.
 */
export function composingStyleCache(): { cache: EmotionCache; composedClasses: Set<string> } {
  const cache = createCache({ key: 'css' });
  const composedClasses = new Set<string>();
  cache.registered = new Proxy(cache.registered, {
    get(target, key, receiver) {
      const styles: unknown = Reflect.get(target, key, receiver);
      if (typeof key === 'string' && styles !== undefined) composedClasses.add(key);
      return styles;
    },
  });
  return { cache, composedClasses };
}

/** The emotion name a <style> element of the prerender's cache holds a rule of, if any. */
export const emotionNameOf = (style: Element): string | undefined => nameOfStyle.get(style);
