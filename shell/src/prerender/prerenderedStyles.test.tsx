import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { act, type ReactNode, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { type CollectedRule, prerenderedStyles } from './prerenderedStyles';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const Red = styled.div({ color: 'red' });
const Blue = styled.div({ color: 'blue', animation: `${fade} 1s` });
// Like MUI's components: a styled component wrapping a component that renders a styled one.
const Layered = styled((props: { className?: string }) => <Red {...props} />)({ margin: 0 });
// Shown only in a state the page has left (a loading placeholder).
const Placeholder = styled.div({ color: 'grey' });

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** The emotion names in an element's classes. */
const namesIn = (element: Element) => Array.from(element.className.matchAll(/\bcss-([a-z0-9]+)/g), (match) => match[1]!);

/** Rules emotion's cache wrote into elements of its own (the prerendered one, with names, aside). */
const insertedRules = () =>
  Array.from(document.querySelectorAll('style[data-emotion="css"]'), (style) => style.textContent ?? '')
    .join('')
    .split('}')
    .filter(Boolean);

async function renderLive(cache: EmotionCache, children: ReactNode) {
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root.render(<CacheProvider value={cache}>{children}</CacheProvider>));
  return root;
}

/** The page as the prerender writes it: the live render's rules, then the server markup. */
async function prerender(page: ReactNode, stale: ReactNode) {
  const live = createCache({ key: 'css', speedy: false });
  const root = await renderLive(
    live,
    <>
      {stale}
      {page}
    </>,
  );
  const rules: CollectedRule[] = Array.from(document.querySelectorAll('style[data-emotion]'), (style) => ({
    css: style.textContent ?? '',
    emotion: style.getAttribute('data-emotion') === 'css',
  }));
  await act(async () => root.unmount());
  const server = createCache({ key: 'css' });
  const html = renderToString(<CacheProvider value={server}>{page}</CacheProvider>);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  return { html, ...prerenderedStyles(rules, html, live, Object.keys(server.registered)) };
}

describe('prerenderedStyles', () => {
  it('keeps the rules of the classes in the markup and of the layers merged into them, with their names', async () => {
    const page = (
      <>
        <Layered />
        <Blue />
      </>
    );
    const { html, css, emotion } = await prerender(page, <Placeholder key="stale" />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const inMarkup = Array.from(container.querySelectorAll('div'), namesIn).flat();
    expect(inMarkup).toHaveLength(2);
    // The markup's classes, the layer merged into the first, and the keyframes.
    expect(emotion.key).toBe('css');
    expect(emotion.ids).toHaveLength(4);
    expect(emotion.ids).toEqual(expect.arrayContaining([...inMarkup, fade.name]));
    for (const name of emotion.ids) expect(emotion.css).toContain(name);
    expect(emotion.css).toContain('@keyframes');
    // The stale state's rule is left out; there is no other stylesheet here.
    expect(emotion.css).not.toContain('grey');
    expect(css).toBe('');
  });

  it('sorts rules that are not the cache’s apart, and lists no name the live render did not insert', () => {
    const rules: CollectedRule[] = [
      { css: 'body{margin:0;}', emotion: false },
      { css: '.swiper{overflow:hidden;}', emotion: false },
      { css: '.css-abc{color:red;}', emotion: true },
      { css: '.css-old{color:grey;}', emotion: true },
    ];
    const html = '<div class="css-abc"></div><div class="css-new"></div>';
    const styles = prerenderedStyles(rules, html, { key: 'css', inserted: { abc: true, old: true } }, []);
    expect(styles.css).toBe('body{margin:0;}\n.swiper{overflow:hidden;}');
    expect(styles.emotion).toEqual({ key: 'css', ids: ['abc'], css: '.css-abc{color:red;}' });
  });
});

describe("emotion's own hydration of the prerendered styles", () => {
  it('a plain cache takes them over: hydration inserts none of them again and matches the markup', async () => {
    const page = (
      <>
        <Layered />
        <Blue />
      </>
    );
    const { html, emotion } = await prerender(page, <Placeholder key="stale" />);
    document.head.innerHTML = `<style data-emotion="${emotion.key} ${emotion.ids.join(' ')}">${emotion.css}</style>`;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;

    const cache = createCache({ key: 'css' });
    for (const name of emotion.ids) expect(cache.inserted[name]).toBe(true);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <CacheProvider value={cache}>{page}</CacheProvider>, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(insertedRules()).toEqual([]);
    // The prerendered element is the cache's now, and still holds every rule.
    const prerendered = document.querySelector('style[data-emotion^="css "]');
    expect(prerendered?.hasAttribute('data-s')).toBe(true);
    expect(prerendered?.textContent).toBe(emotion.css);
  });

  it('inserts what the page did not come with', async () => {
    // A part that shows up only once scripts run.
    function Later() {
      const [shown, setShown] = useState(false);
      useEffect(() => setShown(true), []);
      return shown ? <Placeholder /> : null;
    }
    const page = (
      <>
        <Red />
        <Later />
      </>
    );
    const { html, emotion } = await prerender(page, null);
    expect(emotion.css).not.toContain('grey');
    document.head.innerHTML = `<style data-emotion="${emotion.key} ${emotion.ids.join(' ')}">${emotion.css}</style>`;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <CacheProvider value={createCache({ key: 'css' })}>{page}</CacheProvider>, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(insertedRules()).toEqual([expect.stringContaining('color:grey')]);
  });
});
