import { describe, expect, it } from 'vitest';
import { codeTokens, correctQuery, editDistance, excerptParts, isCodeToken, markCodes, namesCode, namesCptCode } from './searchQuery';

const words = ['billing', 'authorization', 'prior', 'cardiology', 'modifier', 'claims', 'claim', 'denial', 'denials'];

describe('codes in a query', () => {
  it('takes numbers, HCPCS codes and two-letter modifiers for codes, and words for words', () => {
    expect(['99291', 'G0447', '0238T', '25', 'XS', 'lt', 'AS'].every(isCodeToken)).toBe(true);
    expect(['billing', 'of', 'as', 'modifier'].some(isCodeToken)).toBe(false);
    expect(codeTokens('modifier xs with 37254')).toEqual(['XS', '37254']);
  });

  it('match a code only as a whole token', () => {
    expect(namesCode('Critical care is 99291 for the first hour', '99291')).toBe(true);
    expect(namesCode('add-on to 99291).', '99291')).toBe(true);
    expect(namesCode('992910 is no code', '99291')).toBe(false);
    expect(namesCode('modifier 250', '25')).toBe(false);
    expect(namesCode('Modifier 25: Significant', '25')).toBe(true);
    expect(namesCode('Modifier XS: Separate structure', 'xs')).toBe(true);
    expect(namesCode('37254–37262: Revascularization, iliac artery', '37255')).toBe(true);
    expect(namesCode('37254–37262: Revascularization, iliac artery', '37263')).toBe(false);
  });

  it('are marked where they stand in a title', () => {
    expect(markCodes('99292: add-on to 99291', ['99291'])).toEqual([
      { text: '99292: add-on to ', marked: false },
      { text: '99291', marked: true },
    ]);
    expect(markCodes('Modifier 25', [])).toEqual([{ text: 'Modifier 25', marked: false }]);
  });
});

describe('spelling correction', () => {
  it('counts a swap of two letters as one edit and gives up past the limit', () => {
    expect(editDistance('cardiolgoy', 'cardiology', 2)).toBe(1);
    expect(editDistance('authorizaton', 'authorization', 2)).toBe(1);
    expect(editDistance('denial', 'billing', 2)).toBe(3);
  });

  it('replaces a word the pages never use with the nearest one they do', () => {
    expect(correctQuery('prior authorizaton', words)).toBe('prior authorization');
    expect(correctQuery('cardiolgy', words)).toBe('cardiology');
  });

  it('keeps words the pages use, words being typed, codes and words too far from any', () => {
    expect(correctQuery('denials', words)).toBe('denials');
    expect(correctQuery('authori', words)).toBe('authori');
    expect(correctQuery('modifier 25 XS', words)).toBe('modifier 25 XS');
    expect(correctQuery('zzqxv', words)).toBe('zzqxv');
  });

  it('allows one edit in a short word, so a short word is not turned into another', () => {
    expect(correctQuery('clam', words)).toBe('claim');
    expect(correctQuery('clxxm', words)).toBe('clxxm');
  });
});

describe('excerptParts', () => {
  it('splits Pagefind’s excerpt into marked and plain text, unescaped', () => {
    expect(excerptParts('Billing &amp; <mark>coding</mark> for &lt;you&gt;')).toEqual([
      { text: 'Billing & ', marked: false },
      { text: 'coding', marked: true },
      { text: ' for <you>', marked: false },
    ]);
  });
});

describe('namesCptCode', () => {
  const part = (text: string) => ({ text, marked: false });
  it.each([
    ['a CPT code row', { section: [part('99213'), part(' Office visit')], excerpt: [] }, true],
    ['a Category II code in an excerpt', { excerpt: [part('report 3074F with the visit')] }, true],
    ['a HCPCS Level II code only', { section: [part('G2211 Visit complexity')], excerpt: [] }, false],
    ['no code', { excerpt: [part('payment posting every business day')] }, false],
  ])('%s', (_, hit, names) => {
    expect(namesCptCode(hit)).toBe(names);
  });
});
