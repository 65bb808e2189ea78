/**
 * What the site search does with a query before and after Pagefind: codes
 * are matched exactly, words are corrected when the pages never use them.
 *
 * Pagefind's own matching of a misspelt word is loose (docs/decisions/
 * 2026-11-27-site-search-pagefind.md): a query word the pages do not use is
 * replaced by the nearest word they do (the build's word list,
 * tooling/build/searchIndex.js), and the dialog says what it searched for.
 */

/** Two-letter words of a query that are words, unless typed in capitals (AS is also a modifier). */
const shortWords = new Set(['an', 'as', 'at', 'be', 'by', 'do', 'if', 'in', 'is', 'it', 'me', 'my', 'no', 'of', 'on', 'or', 'so', 'to', 'up', 'us', 'we']);

/**
 * A token that names a code rather than a word: it has a digit (99291,
 * G0447, 0238T, 25) or is a two-letter modifier (XS, lt).
 */
export const isCodeToken = (token: string) =>
  /\d/.test(token) || (/^[a-z]{2}$/i.test(token) && (token === token.toUpperCase() || !shortWords.has(token)));

export const queryTokens = (query: string) => query.trim().split(/\s+/).filter(Boolean);

/** The query's codes, upper-cased as the pages write them. */
export const codeTokens = (query: string) => queryTokens(query).filter(isCodeToken).map((token) => token.toUpperCase());

/**
 * Whether `text` names `code` as a whole token (99291 is not 992910, 25 is
 * not 250), or a range of five-digit codes that holds it (37254–37262 holds 37255).
 */
export function namesCode(text: string, code: string): boolean {
  const escaped = code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`(?:^|[^0-9A-Za-z])${escaped}(?:[^0-9A-Za-z]|$)`, 'i').test(text)) return true;
  if (!/^\d{5}$/.test(code)) return false;
  return [...text.matchAll(/(?<![0-9A-Za-z])(\d{5})–(\d{5})(?![0-9A-Za-z])/g)].some(
    ([, from, to]) => Number(from) <= Number(code) && Number(code) <= Number(to),
  );
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment),
 * giving up past `limit`: "authorizaton" is 1 from "authorization",
 * "cardiolgoy" 1 from "cardiology".
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const at = (row: number[], index: number) => row[index] ?? Infinity;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(at(previous, j) + 1, at(current, j - 1) + 1, at(previous, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, at(before, j - 2) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return at(previous, b.length);
}

/** One edit for words up to six letters, two for longer ones. */
const allowedEdits = (word: string) => (word.length <= 6 ? 1 : 2);

/**
 * The nearest word the pages use, or the word itself when the pages use it,
 * or use a word that starts with it (the visitor may still be typing).
 * `words` is most frequent first, so a tie goes to the commoner word.
 */
export function correctWord(word: string, words: readonly string[], known: ReadonlySet<string>): string {
  const lower = word.toLowerCase();
  if (lower.length < 4 || !/^[a-z]+$/.test(lower) || known.has(lower)) return word;
  if (words.some((candidate) => candidate.startsWith(lower))) return word;
  const limit = allowedEdits(lower);
  let best = word;
  let bestDistance = limit + 1;
  for (const candidate of words) {
    const distance = editDistance(lower, candidate, Math.min(limit, bestDistance - 1));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      if (distance === 1) break;
    }
  }
  return best;
}

/** The query with each word corrected; codes are left as typed. */
export function correctQuery(query: string, words: readonly string[], known: ReadonlySet<string> = new Set(words)): string {
  return queryTokens(query)
    .map((token) => (isCodeToken(token) ? token : correctWord(token, words, known)))
    .join(' ');
}

/** Pagefind's excerpt (its text escaped, the matched words in <mark>) as plain parts, marked or not. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" };

export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .map((part) => {
      const marked = part.startsWith('<mark>');
      const text = (marked ? part.slice(6, -7) : part).replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => entities[entity] ?? entity);
      return { text, marked };
    });
}

/** `text` with each of `codes` marked where it stands as a whole token. */
export function markCodes(text: string, codes: readonly string[]): ExcerptPart[] {
  if (!codes.length) return [{ text, marked: false }];
  const escaped = codes.map((code) => code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<![0-9A-Za-z])(${escaped.join('|')})(?![0-9A-Za-z])`, 'gi');
  return text
    .split(pattern)
    .filter(Boolean)
    .map((part) => ({ text: part, marked: codes.some((code) => code.toLowerCase() === part.toLowerCase()) }));
}

/** A token with the shape of a CPT code: five digits (Category I), or four digits and F or T (Categories II and III). */
const cptCodePattern = /(?<![0-9A-Za-z])(?:\d{5}|\d{4}[FT])(?![0-9A-Za-z])/;

/**
 * Whether a search hit shows a CPT code (in its heading, code row or
 * excerpt), so that the result list carries the AMA's CPT notice as every
 * page that shows a CPT code does. A five-digit number that is not a code
 * (a ZIP code) shows the notice too, which errs on the safe side.
 */
export function namesCptCode(hit: { section?: readonly ExcerptPart[]; excerpt: readonly ExcerptPart[] }): boolean {
  return [...(hit.section ?? []), ...hit.excerpt].some((part) => cptCodePattern.test(part.text));
}
