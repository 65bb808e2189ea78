import { claims } from 'shared';

/** A figure of the statistics panel. */
export interface Stat {
  value: number;
  suffix: string;
  label: string;
}

/** The five statistics the specification names, from the company's claims. */
export const stats: readonly Stat[] = [
  { value: claims.yearsOfExperience.value, suffix: claims.yearsOfExperience.suffix, label: 'Years of Experience in the Medical Billing' },
  { value: claims.cleanClaim.value, suffix: claims.cleanClaim.suffix, label: 'Clean Claim Ratio' },
  { value: claims.revenueChange.value, suffix: claims.revenueChange.suffix, label: 'Revenue Increase' },
  { value: claims.firstPass.value, suffix: claims.firstPass.suffix, label: 'First Pass Ratio' },
  { value: claims.denialRateChange.value, suffix: claims.denialRateChange.suffix, label: 'Reduce Denial Rate' },
];

/**
 * The notes under the figures: what each percentage measures (as DECISIONS.md
 * defines them), then that they are averages, not promises.
 */
export const statDefinitions = [claims.cleanClaim, claims.firstPass, claims.revenueChange, claims.denialRateChange].map(
  (claim) => ({ label: claim.label, measures: claim.measures }),
);
export const statsCaveat = 'The percentages are averages across our client practices; individual results vary.';
