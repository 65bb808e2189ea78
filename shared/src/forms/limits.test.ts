import { describe, expect, it } from 'vitest';
import { countCharacters, fieldLimits, isTooLong } from './limits';

describe('fieldLimits', () => {
  it('are the limits DECISIONS.md sets', () => {
    expect(fieldLimits).toEqual({ name: 100, email: 254, phone: 30, message: 5000 });
  });
});

describe('countCharacters', () => {
  it.each([
    ['plain letters', 'Hello', 5],
    ['an emoji outside the basic plane (two UTF-16 units)', '😀', 1],
    ['a family joined by zero-width joiners', '👨‍👩‍👧‍👦', 1],
    ['a flag (two regional indicators)', '🇺🇸', 1],
    ['an emoji with a skin tone', '👍🏽', 1],
    ['a letter with a combining accent', 'e\u0301', 1],
    ['a line break written as CR LF', 'a\r\nb', 3],
    ['HTML, character by character', '<b>hi</b>', 9],
    ['empty', '', 0],
  ])('%s', (_label, text, expected) => {
    expect(countCharacters(text)).toBe(expected);
  });

  it('stops one past the point it was asked to', () => {
    expect(countCharacters('x'.repeat(100_000), 10)).toBe(11);
    expect(countCharacters('😀'.repeat(20), 10)).toBe(11);
  });
});

describe('isTooLong', () => {
  it.each(Object.entries(fieldLimits) as [keyof typeof fieldLimits, number][])(
    '%s: %i characters fit, one more does not',
    (field, limit) => {
      expect(isTooLong(field, 'a'.repeat(limit))).toBe(false);
      expect(isTooLong(field, 'a'.repeat(limit + 1))).toBe(true);
    },
  );

  it('counts emoji as one character each, not as UTF-16 units', () => {
    // 5,000 emoji are 10,000 UTF-16 units: still 5,000 characters.
    expect(isTooLong('message', '😀'.repeat(5000))).toBe(false);
    expect(isTooLong('message', '😀'.repeat(5001))).toBe(true);
    expect(isTooLong('name', '🇺🇸'.repeat(100))).toBe(false);
    expect(isTooLong('name', '🇺🇸'.repeat(101))).toBe(true);
  });

  it('measures what is sent: surrounding spaces and line breaks do not count', () => {
    expect(isTooLong('phone', `   ${'5'.repeat(30)}  \n`)).toBe(false);
    expect(isTooLong('message', `\n\n${'a'.repeat(5000)}\n\n`)).toBe(false);
  });

  it('counts spaces inside the text', () => {
    expect(isTooLong('phone', `${'5'.repeat(15)} ${'5'.repeat(15)}`)).toBe(true);
  });

  it('refuses text that draws few characters out of a great many code points', () => {
    // Each "character" here is a letter with twenty stacked accents.
    const stacked = `a${'\u0301'.repeat(20)}`;
    expect(countCharacters(stacked.repeat(10))).toBe(10);
    expect(isTooLong('name', stacked.repeat(10))).toBe(true);
    // Ordinary accented text, even all of it decomposed, is fine.
    expect(isTooLong('name', 'e\u0301'.repeat(100))).toBe(false);
  });
});
