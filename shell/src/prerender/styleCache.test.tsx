import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import styled from '@emotion/styled';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { composingStyleCache, emotionNameOf, hydratingStyleCache, recordingStyleCache } from './styleCache';

const Red = styled.div({ color: 'red' });
const Blue = styled.div({ color: 'blue' });

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

async function render(cache: EmotionCache, children: ReactNode): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(<CacheProvider value={cache}>{children}</CacheProvider>));
  return container;
}

/** The emotion name in an element's class ("css-<name>"). */
const nameIn = (element: Element | null) => /\bcss-([a-z0-9]+)\b/.exec(element?.className ?? '')?.[1];

/** How many rules for `.css-<name>` emotion's own <style> elements hold (the prerendered one aside). */
const insertedRules = (name: string) =>
  Array.from(document.querySelectorAll('style[data-emotion]'), (style) => style.textContent ?? '').join('\n').split(
    `.css-${name}{`,
  ).length - 1;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('hydratingStyleCache', () => {
  it('does not insert the rules of names the prerendered page lists, and inserts the others', async () => {
    const probe = await render(createCache({ key: 'probe' }), <Red />);
    const red = /\bprobe-([a-z0-9]+)\b/.exec(probe.firstElementChild?.className ?? '')?.[1];
    expect(red).toBeTruthy();
    document.head.innerHTML = `<style data-prerendered data-emotion-inserted="${red} other">.css-${red}{color:red;}</style>`;
    document.body.innerHTML = '';

    const cache = hydratingStyleCache(document);
    expect(cache.inserted).toMatchObject({ [red!]: true, other: true });
    const page = await render(
      cache,
      <>
        <Red />
        <Blue />
      </>,
    );
    const [redElement, blueElement] = Array.from(page.children);
    expect(nameIn(redElement!)).toBe(red);
    expect(insertedRules(red!)).toBe(0);
    expect(insertedRules(nameIn(blueElement!)!)).toBe(1);
  });

  it('inserts everything when the page lists no names', async () => {
    const page = await render(hydratingStyleCache(document), <Red />);
    expect(insertedRules(nameIn(page.firstElementChild)!)).toBe(1);
  });
});

describe('recordingStyleCache', () => {
  it("remembers each rule's name, and none for global styles", async () => {
    const cache = recordingStyleCache();
    const page = await render(
      cache,
      <>
        <Global styles={{ body: { margin: 0 } }} />
        <Red />
      </>,
    );
    const red = nameIn(page.firstElementChild);
    const styles = Array.from(document.querySelectorAll('style[data-emotion]'));
    const named = styles.filter((style) => emotionNameOf(style) !== undefined);
    expect(named.map(emotionNameOf)).toEqual([red]);
    expect(named[0]?.textContent).toBe(`.css-${red}{color:red;}`);
    // The global rule is in a style element of its own, with no name.
    expect(styles.some((style) => style.textContent === 'body{margin:0;}' && emotionNameOf(style) === undefined)).toBe(
      true,
    );
  });
});

describe('composingStyleCache', () => {
  it('notes the classes of layers merged into the class the HTML carries', () => {
    // Like MUI's components: a styled component wrapping a component that renders a styled one.
    const Inner = (props: { className?: string }) => <Red {...props} />;
    const Layered = styled(Inner)({ margin: 0 });
    const { cache, composedClasses } = composingStyleCache();
    const html = renderToString(
      <CacheProvider value={cache}>
        <Layered />
      </CacheProvider>,
    );
    const inHtml = html.match(/css-[a-z0-9]+/g);
    expect(inHtml).toHaveLength(1);
    expect(composedClasses.size).toBe(1);
    const [layer] = composedClasses;
    expect(layer).toMatch(/^css-[a-z0-9]+$/);
    expect(inHtml).not.toContain(layer);
  });

  it('notes nothing for a component of one layer', () => {
    const { cache, composedClasses } = composingStyleCache();
    renderToString(
      <CacheProvider value={cache}>
        <Red />
        <Blue />
      </CacheProvider>,
    );
    expect(composedClasses.size).toBe(0);
  });
});
