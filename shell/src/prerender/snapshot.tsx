import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { type CollectedRule, prerenderedStyles, type PrerenderedStyles } from './prerenderedStyles';

export interface PageSnapshot extends PrerenderedStyles {
  /** The route's markup exactly as hydration expects it (React's server output). */
  html: string;
  /** Document head tags the page rendered (title, description, canonical, sharing tags). */
  head: string;
  /** Stylesheets that could not be read (another origin without CORS): linked instead. */
  links: string[];
  /**
   * React's inline scripts for the page's head: the one that holds a form's
   * submit made before the form has hydrated, for React to replay (rendered
   * once when the page has a form with an action). Empty when there is none.
   */
  headScripts: string;
}

// Tags React hoists into <head> from the route's render.
const headSelector = [
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
].join(',');

/**
 * Rules of every stylesheet except the ones the page's HTML template links
 * itself, in document order. Emotion's <style> elements are read as text: in
 * prerender mode emotion writes text (main.tsx), exactly as it generated it,
 * where the CSSOM would re-serialise a rule's declarations in its own order
 * and so change what wins when physical and logical properties mix. Other
 * sheets, such as a remote's stylesheet (e.g. a carousel's CSS), are read
 * from the CSSOM and inlined, so prerendered HTML does not point at a
 * remote's hashed file that a later redeploy removes.
 */
function collectCss(cacheKey: string, templateSheets: ReadonlySet<Element>): { rules: CollectedRule[]; links: string[] } {
  const rules: CollectedRule[] = [];
  const links: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    const owner = sheet.ownerNode as Element | null;
    if (owner && templateSheets.has(owner)) continue;
    // The cache's own elements; a Global's have a key of their own (`css-global`).
    const emotion = owner instanceof HTMLStyleElement && owner.dataset.emotion === cacheKey;
    if (owner instanceof HTMLStyleElement && owner.dataset.emotion !== undefined && owner.textContent) {
      rules.push({ css: owner.textContent, emotion });
      continue;
    }
    try {
      for (const rule of Array.from(sheet.cssRules)) rules.push({ css: rule.cssText, emotion });
    } catch {
      if (sheet.href) links.push(sheet.href);
    }
  }
  return { rules, links };
}

// React's form-replaying script: an inline <script> without attributes (the
// page's own scripts, such as JSON-LD, have a type) that queues submits on the
// document as `$$reactFormReplay`.
const formReplayScript = /<script>(?:(?!<\/script>)[\s\S])*\$\$reactFormReplay(?:(?!<\/script>)[\s\S])*<\/script>/g;

/**
 * Takes React's form-replaying script out of the markup. React writes it after
 * the page's markup, which the page puts inside the hydration container: there
 * it would run only once the parser got past the whole page, so a submit made
 * on a form above it would go unheld, and it would be a node in the container
 * that the app does not render. The page's head carries it instead.
 */
function takeHeadScripts(html: string): { html: string; headScripts: string } {
  const scripts = html.match(formReplayScript) ?? [];
  return { html: html.replace(formReplayScript, ''), headScripts: scripts.join('') };
}

/**
 * Renders the site's routes as the server would for the current URL, once
 * every lazy part (the remote page, its sections) has loaded: in the router
 * made for server rendering, at a fixed location, as main.tsx renders them in
 * the browser's router. The markup carries React's hydration markers and the
 * same ids hydration will generate, which a copy of the live DOM would not.
 */
export async function snapshot(
  routes: ReactNode,
  liveCache: EmotionCache,
  templateSheets: ReadonlySet<Element>,
  stopLiveApp: () => void,
): Promise<PageSnapshot> {
  // What the live render put in the head and the stylesheets, taken first: the
  // live app then stops, since a client render still in progress would share
  // context state with the server renderer on this page.
  const head = Array.from(document.head.querySelectorAll(headSelector), (element) => element.outerHTML).join('\n');
  const styles = collectCss(liveCache.key, templateSheets);
  stopLiveApp();
  // A cache of its own for the server render: what it registers is the
  // classes merged into the markup's (see prerenderedStyles.ts).
  const cache = createCache({ key: liveCache.key });
  const { pathname, search, hash } = window.location;
  const app = (
    <StrictMode>
      <StaticRouter location={{ pathname, search, hash }}>{routes}</StaticRouter>
    </StrictMode>
  );
  const stream = await renderToReadableStream(<CacheProvider value={cache}>{app}</CacheProvider>, {
    // Every boundary inline and complete: the HTML must read without scripts
    // (by default React moves large boundaries after a fallback, swapped in by script).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      console.error('Prerender failed:', error);
    },
  });
  await stream.allReady;
  let rendered = await new Response(stream).text();
  // React emits the hoistable head tags first; the head keeps them instead.
  const hoisted = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/.exec(rendered);
  if (hoisted) rendered = rendered.slice(hoisted[0].length);
  const { html, headScripts } = takeHeadScripts(rendered);
  const composedClasses = Object.keys(cache.registered);
  return {
    html,
    head,
    ...prerenderedStyles(styles.rules, html, liveCache, composedClasses),
    links: styles.links,
    headScripts,
  };
}
