/**
 * How the code tables are kept in the company's own words. CPT descriptors
 * are the AMA's copyrighted text, so the site shows a plain-language summary
 * beside each CPT code and modifier (codeCatalogue.ts, modifierCatalogue.ts),
 * and the repository keeps no AMA descriptor either. What it keeps instead
 * (cptDescriptorWording.json) are fingerprints of the descriptors the site
 * once showed, computed once from that text before it was rewritten:
 *
 * - a hash of every run of five consecutive words of each descriptor, and
 * - for a descriptor shorter than five words (a modifier name such as
 *   "Distinct procedural service"), the hash of the whole descriptor and its
 *   length in words.
 *
 * codeCatalogue.test.ts hashes the same runs of every summary and fails on any
 * it finds there, and on the phrasing that marks CPT's descriptor style
 * (`cptPhrasing`). A hash cannot be turned back into the words it was made from.
 */

/** The words of a text as the check compares them: lower case, letters and digits only ("and/or" is "and", "or"). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** How many consecutive words make a run. */
export const runLength = 5;

/** Every run of `length` consecutive words of a text, each as its words joined by one space. */
export function wordRuns(text: string, length = runLength): string[] {
  const words = wordsOf(text);
  return words.slice(0, Math.max(0, words.length - length + 1)).map((_, start) => words.slice(start, start + length).join(' '));
}

const fnvOffset = 0xcbf29ce484222325n;
const fnvPrime = 0x100000001b3n;
const mask64 = (1n << 64n) - 1n;

/** A 48-bit fingerprint of a run of words (FNV-1a, 64-bit, first 12 hex digits). */
export function wordingHash(run: string): string {
  let hash = fnvOffset;
  for (let index = 0; index < run.length; index += 1) {
    hash ^= BigInt(run.charCodeAt(index));
    hash = (hash * fnvPrime) & mask64;
  }
  return hash.toString(16).padStart(16, '0').slice(0, 12);
}

/** The fingerprints stored for a set of descriptors. */
export interface DescriptorWording {
  /** What was fingerprinted, and when. */
  about: string;
  /** Hashes of every five-word run of the descriptors. */
  runs: string[];
  /** Descriptors shorter than five words (three or four): their length in words and the hash of the whole. */
  short: Array<{ words: number; hash: string }>;
}

/** Fingerprints of a set of descriptors (used once, to make cptDescriptorWording.json; kept to show how it was made). */
export function fingerprint(descriptors: readonly string[], about: string): DescriptorWording {
  const runs = new Set(descriptors.flatMap((text) => wordRuns(text).map(wordingHash)));
  const short = new Map<string, { words: number; hash: string }>();
  for (const text of descriptors) {
    const words = wordsOf(text);
    // Two-word names ("Professional component", "Bilateral procedure") are the ordinary terms of the trade.
    if (words.length >= 3 && words.length < runLength) {
      const hash = wordingHash(words.join(' '));
      short.set(hash, { words: words.length, hash });
    }
  }
  return { about, runs: [...runs].sort(), short: [...short.values()].sort((a, b) => a.hash.localeCompare(b.hash)) };
}

/**
 * Where a text repeats the fingerprinted wording: each run of words whose hash
 * is stored (an empty list when the text is in its own words).
 */
export function repeatedWording(text: string, stored: DescriptorWording): string[] {
  const runs = new Set(stored.runs);
  const repeated = wordRuns(text).filter((run) => runs.has(wordingHash(run)));
  const lengths = new Set(stored.short.map((entry) => entry.words));
  const shortHashes = new Set(stored.short.map((entry) => entry.hash));
  for (const length of lengths) {
    repeated.push(...wordRuns(text, length).filter((run) => shortHashes.has(wordingHash(run))));
  }
  return repeated;
}

/**
 * The marks of CPT's descriptor style, which a plain-language summary does not
 * use: the semicolon that joins a parent descriptor to its indented child,
 * "(eg, …)", "and/or", "with or without", "each additional", "which requires",
 * the add-on instruction, and the E/M descriptors' formulas.
 */
export const cptPhrasing: readonly RegExp[] = [
  /;/,
  /\((?:eg|ie)\b/i,
  /\band\/or\b/i,
  /\bwith or without\b/i,
  /\beach additional\b/i,
  /\bwhich requires\b/i,
  /\bfor the evaluation and management of\b/i,
  /\bmedically appropriate history\b/i,
  /\blist separately in addition\b/i,
  /\bspecify (?:number|substance)\b/i,
  /\bother qualified health care professional\b/i,
  /\bincluding\b/i,
  /\bwhen performed\b/i,
  /\(separate procedure\)/i,
];

/** The CPT-style phrases a text uses (an empty list for plain language). */
export function cptPhrasingIn(text: string): string[] {
  return cptPhrasing.flatMap((pattern) => text.match(pattern)?.[0] ?? []);
}
