import { claims, serviceLevels } from './claims';

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

/**
 * A service time as copy states it: "within one business day", "in 48 hours",
 * "the same day", "the day they post", "daily", "weekly", "every business day".
 */
const serviceTimePattern =
  /\b(?:(?:within|in) (?:one|two|three|a|an|\d+(?:\s*(?:to|–|-)\s*\d+)?) (?:business |working )?(?:hours?|days?)|\d+(?:\s*(?:to|–|-)\s*\d+)? hours|(?:the )?same(?: business)?[- ]day|the (?:business )?day (?:they|it)|daily|every (?:business )?day|each (?:business )?day|weekly|every week|next day|overnight)\b/gi;

/**
 * The service times in `text` that are not one of the company's service
 * levels (claims.ts, `serviceLevels`) nor inside one of the `industryFacts`
 * (sourced rules that carry a time of their own, such as a payer's decision time).
 */
export function strayServiceTimes(text: string, industryFacts: readonly RegExp[] = []): string[] {
  // The onboarding time is a claim of its own, with its figure ("within 7 days").
  const phrases = [...Object.values(serviceLevels).map((level) => level.phrase), `within ${claims.onboardingDays.figure}`];
  const levels = phrases.map((phrase) => new RegExp(phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'));
  const rest = [...levels, ...industryFacts].reduce((remaining, fact) => remaining.replace(new RegExp(fact.source, 'gi'), ' '), text);
  return [...rest.matchAll(serviceTimePattern)].map((match) => match[0]);
}
