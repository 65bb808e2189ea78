import { CacheProvider } from '@emotion/react';
import { StrictMode, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { composingStyleCache, emotionNameOf } from './styleCache';

export interface PageSnapshot {
  /** The route's markup exactly as hydration expects it (React's server output). */
  html: string;
  /** Document head tags the page rendered (title, description, canonical, sharing tags). */
  head: string;
  /** CSS rules the page needs that are not in the shell's own stylesheets. */
  css: string;
  /** Emotion style names whose rules are all in `css` (see styleCache.ts). */
  emotionNames: string[];
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

/** A CSS rule and, for a rule emotion wrote for a style name, that name. */
interface CollectedRule {
  css: string;
  name?: string;
}

/**
 * Rules of every stylesheet except the ones the page's HTML template links
 * itself, in document order. Emotion's <style> elements are read as text: in
 * prerender mode emotion writes text (styleCache.ts), exactly as it generated
 * it. Other sheets, such as a remote's stylesheet (e.g. a carousel's CSS), are
 * read from the CSSOM and inlined, so prerendered HTML does not point at a
 * remote's hashed file that a later redeploy removes.
 */
function collectCss(templateSheets: ReadonlySet<Element>): { rules: CollectedRule[]; links: string[] } {
  const rules: CollectedRule[] = [];
  const links: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    const owner = sheet.ownerNode as Element | null;
    if (owner && templateSheets.has(owner)) continue;
    if (owner instanceof HTMLStyleElement && owner.dataset.emotion !== undefined && owner.textContent) {
      rules.push({ css: owner.textContent, name: emotionNameOf(owner) });
      continue;
    }
    try {
      for (const rule of Array.from(sheet.cssRules)) rules.push({ css: rule.cssText });
    } catch {
      if (sheet.href) links.push(sheet.href);
    }
  }
  return { rules, links };
}

const emotionClass = /\bcss-[a-z0-9]+\b/g;

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
 * The rules the page uses, and the emotion names all of whose rules are among
 * them. A rule with an emotion class is used when the class is in the HTML or
 * was merged into a class that is (`composed`). The live render leaves rules
 * for states the page is no longer in (loading placeholders, animations' start
 * states): about a quarter of the home page's CSS. Emotion adds any such rule
 * again when hydration or a later interaction renders it. Rules without an
 * emotion class (global styles, keyframes, other stylesheets) are all kept.
 */
function rulesInUse(
  rules: readonly CollectedRule[],
  html: string,
  composed: ReadonlySet<string>,
): { css: string; emotionNames: string[] } {
  const used = new Set([...(html.match(emotionClass) ?? []), ...composed]);
  const kept: string[] = [];
  const complete = new Map<string, boolean>();
  for (const rule of rules) {
    const classes = rule.css.match(emotionClass);
    const keep = !classes || classes.some((name) => used.has(name));
    if (keep) kept.push(rule.css);
    if (rule.name !== undefined) complete.set(rule.name, keep && complete.get(rule.name) !== false);
  }
  const emotionNames = [...complete].filter(([, all]) => all).map(([name]) => name);
  return { css: kept.join('\n'), emotionNames };
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
  templateSheets: ReadonlySet<Element>,
  stopLiveApp: () => void,
): Promise<PageSnapshot> {
  // What the live render put in the head and the stylesheets, taken first: the
  // live app then stops, since a client render still in progress would share
  // context state with the server renderer on this page.
  const head = Array.from(document.head.querySelectorAll(headSelector), (element) => element.outerHTML).join('\n');
  const styles = collectCss(templateSheets);
  stopLiveApp();
  const { cache, composedClasses } = composingStyleCache();
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
  return { html, head, ...rulesInUse(styles.rules, html, composedClasses), links: styles.links, headScripts };
}
