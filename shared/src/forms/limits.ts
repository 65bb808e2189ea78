/** The longest each field may be, in characters as a visitor counts them (DECISIONS.md, "Form limits and abuse"). */
export const fieldLimits = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5000,
} as const;

export type LimitedField = keyof typeof fieldLimits;

/**
 * Stacked combining marks draw a handful of characters out of thousands of
 * code points, and the email service caps the size of a request. Text
 * weighing more than this many code points per allowed character is too long
 * too, so a message that passes stays under 40 KB even at four bytes each.
 */
const codePointsPerCharacter = 2;

/** One segmenter, made when first needed. */
let graphemes: Intl.Segmenter | undefined;

/**
 * Counts what a person sees as characters: an emoji, a flag or a letter with
 * its accent is one, however many UTF-16 units or code points it is made of.
 * Stops counting past `stopAfter`, so a huge paste costs no more than the limit.
 */
export function countCharacters(text: string, stopAfter = Number.POSITIVE_INFINITY): number {
  // Without a segmenter (a browser with none), code points: an emoji still counts once, a flag twice.
  if (typeof Intl.Segmenter !== 'function') return countUpTo(text, stopAfter);
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return countUpTo(graphemes.segment(text), stopAfter);
}

/** How many items there are, counting no further than one past `stopAfter`. */
function countUpTo(items: Iterable<unknown>, stopAfter: number): number {
  const iterator = items[Symbol.iterator]();
  let count = 0;
  while (count <= stopAfter && !iterator.next().done) count += 1;
  return count;
}

/** Whether the field's value, as it would be sent (trimmed), is over its limit. */
export function isTooLong(field: LimitedField, value: string): boolean {
  const limit = fieldLimits[field];
  const text = value.trim();
  // Every character is at least one UTF-16 unit: short text needs no counting.
  if (text.length <= limit) return false;
  const maxCodePoints = limit * codePointsPerCharacter;
  if (countUpTo(text, maxCodePoints) > maxCodePoints) return true;
  return countCharacters(text, limit) > limit;
}
