import { afterEach, describe, expect, it } from 'vitest';
import { adoptFrameSheet, frameSheetTag, siteEmotionCache } from './emotionCache';

describe('the frame’s stylesheet and emotion in the browser', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  /** The page's head as the prerender writes it, its stylesheet's `sheet` as the browser gives it. */
  function headWithFrameSheet(sheet: Partial<CSSStyleSheet> | null) {
    document.head.innerHTML = frameSheetTag('/assets/frame/styles-abcdef1234.css', ['13g6ve7', 'jsyn4r']);
    Object.defineProperty(document.head.querySelector('link'), 'sheet', { value: sheet });
  }
  const loaded = { cssRules: { length: 170 } as CSSRuleList };
  // Chromium's, for a stylesheet that did not load: a sheet whose rules cannot be read.
  const failed = {
    get cssRules(): CSSRuleList {
      throw new DOMException('Cannot access rules', 'SecurityError');
    },
  };

  it('once the stylesheet has loaded, emotion takes its rules as written and does not write them again', () => {
    headWithFrameSheet(loaded);
    adoptFrameSheet(document);
    const cache = siteEmotionCache();
    expect(cache.inserted['13g6ve7']).toBe(true);
    expect(cache.inserted.jsyn4r).toBe(true);
  });

  it.each([
    ['no sheet', null],
    ['a sheet whose rules cannot be read', failed],
    ['an empty sheet', { cssRules: { length: 0 } as CSSRuleList }],
  ])('when it did not load (%s), emotion is told nothing and writes the frame’s rules itself', (_label, sheet) => {
    headWithFrameSheet(sheet);
    adoptFrameSheet(document);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    expect(siteEmotionCache().inserted['13g6ve7']).toBeUndefined();
  });
});
