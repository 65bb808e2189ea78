/**
 * The formats of the code sets the site's tables show, for the content tests.
 * A format check does not prove a code exists; deletedCodes2026.ts lists the
 * ones that no longer do.
 */

export type CodeSet = 'CPT' | 'CPT Category II' | 'CPT Category III' | 'HCPCS Level II' | 'ICD-10-CM';

const codeSetFormats: ReadonlyArray<readonly [CodeSet, RegExp]> = [
  // Category I: five digits (anesthesia codes included, e.g. 00100).
  ['CPT', /^\d{5}$/],
  // Category II (performance measurement): four digits and F, e.g. 3044F.
  ['CPT Category II', /^\d{4}F$/],
  // Category III (emerging technology): four digits and T, e.g. 0591T.
  ['CPT Category III', /^\d{4}T$/],
  // HCPCS Level II: a section letter and four digits, e.g. G0447, E0601, J3301 (D is the dental section).
  ['HCPCS Level II', /^[A-EG-HJ-MP-V]\d{4}$/],
  // ICD-10-CM: letter, digit, letter or digit, then optionally a dot and 1–4 letters or digits, e.g. I10, Z68.41, S72.001A.
  ['ICD-10-CM', /^[A-Z]\d[0-9A-Z](\.[0-9A-Z]{1,4})?$/],
];

/** The code set a single code has the format of, or undefined when it has none. */
export function codeSetOf(code: string): CodeSet | undefined {
  return codeSetFormats.find(([, format]) => format.test(code))?.[0];
}

/** Separators a range of codes may use: an en dash (as the pages show ranges) or a hyphen. */
export const rangeSeparators = ['–', '-'] as const;

/** The code set and, for HCPCS Level II, the section letter: both ends of a range must share it. */
function kindOf(code: string): string | undefined {
  const set = codeSetOf(code);
  if (!set) return undefined;
  return set === 'HCPCS Level II' || set === 'ICD-10-CM' ? `${set} ${code[0]}` : set;
}

/**
 * Why a code-table entry is malformed, or null when it is well formed: a single
 * CPT, HCPCS Level II or ICD-10-CM code, or a range of two codes of the same set
 * (and the same HCPCS section or ICD-10-CM chapter letter) in ascending order,
 * such as 37254–37299 or 00100-01999.
 */
export function tableCodeProblem(entry: string): string | null {
  const separator = rangeSeparators.find((candidate) => entry.includes(candidate));
  const parts = separator ? entry.split(separator) : [entry];
  if (parts.length > 2) return `"${entry}" is neither a single code nor a range of two codes`;
  for (const part of parts) {
    if (!codeSetOf(part)) return `"${part}" has the format of no code set (CPT, HCPCS Level II or ICD-10-CM)`;
  }
  if (parts.length === 1) return null;
  const [first = '', last = ''] = parts;
  if (kindOf(first) !== kindOf(last)) return `"${entry}" mixes codes of different sets`;
  if (first.length !== last.length || first >= last) return `"${entry}" does not ascend from its first code to its last`;
  return null;
}

/** Why a modifier is malformed, or null: CPT and HCPCS modifiers are two letters or digits (25, 59, XS, RT, P3). */
export function modifierProblem(modifier: string): string | null {
  return /^[A-Z0-9]{2}$/.test(modifier) ? null : `"${modifier}" is not a two-character modifier`;
}

/**
 * Every token in a text that has the shape of a CPT or HCPCS Level II code:
 * five digits, four digits and F or T, or a letter and four digits. Codes in
 * ranges ("37254–37299") and with modifiers ("93880-26") are found too.
 */
export function procedureCodesIn(text: string): string[] {
  return [...text.matchAll(/(?<!\w)(\d{5}|\d{4}[FT]|[A-Z]\d{4})(?!\w)/g)].map((match) => match[1] as string);
}
