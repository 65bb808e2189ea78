import { claims } from './claims';

/**
 * Rules for copy that states figures, for the content tests of every app:
 * a percentage, a day count or a year count in the company's voice must be
 * one of its claims (claims.ts); anything else must be a sourced industry or
 * payer fact that the app's test names. And no claim is stated with "up to",
 * which contradicts its qualifier ("on average").
 */

/** A figure as copy states it: "97.02%", "7 days", "15+ years" ("7-day" and "7 business days" count as "7 days"). */
const figurePattern = /(\d+(?:\.\d+)?)(\+)?(?:\s*(%)|(?:\s|-)(?:business\s+|calendar\s+)?(day|year)s?\b)/gi;

function normalize(match: RegExpMatchArray): string {
  const [, number, plus, percent, unit] = match;
  if (percent) return `${number}%`;
  return `${number}${plus ?? ''} ${unit!.toLowerCase()}s`;
}

/** Every figure in the text, normalized. */
export function figuresIn(text: string): string[] {
  return [...text.matchAll(figurePattern)].map(normalize);
}

/** The claims' figures as copy may state them. */
export const claimFigures: ReadonlySet<string> = new Set(
  Object.values(claims).flatMap((claim) => {
    const number = claim.value.toFixed(claim.decimals);
    if (claim.suffix === '%') return [`${number}%`];
    if (claim.suffix === ' days') return [`${number} days`];
    // Years of experience: "15+ years", and "over 15 years" says the same.
    if (claim === claims.yearsOfExperience) return [`${number}+ years`, `${number} years`];
    return [];
  }),
);

/**
 * The figures in `text` that are neither a claim nor inside one of the
 * `industryFacts` (phrases of sourced facts that carry a figure of their own).
 */
export function strayFigures(text: string, industryFacts: readonly RegExp[] = []): string[] {
  const rest = industryFacts.reduce((remaining, fact) => remaining.replace(new RegExp(fact.source, 'gi'), ' '), text);
  return figuresIn(rest).filter((figure) => !claimFigures.has(figure));
}

/** Claims stated as a ceiling ("up to 30%"): their qualifier is an average. */
export function claimsStatedAsCeiling(text: string): string[] {
  return [...text.matchAll(/\bup to (?:an? )?(\d+(?:\.\d+)?\s*%)/gi)]
    .map((match) => match[1]!.replace(/\s+/g, ''))
    .filter((figure) => claimFigures.has(figure));
}

/** Every string in a module's exports (content objects, arrays, strings), for the rules above. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}
