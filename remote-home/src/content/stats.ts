/** A figure of the statistics panel. */
export interface Stat {
  value: number;
  suffix: string;
  label: string;
}

/** The five statistics, as the specification states them. */
export const stats: readonly Stat[] = [
  { value: 15, suffix: '+', label: 'Years of Experience in the Medical Billing' },
  { value: 99, suffix: '%', label: 'Clean Claim Ratio' },
  { value: 30, suffix: '%', label: 'Revenue Increase' },
  { value: 97, suffix: '%', label: 'First Pass Ratio' },
  { value: 15, suffix: '%', label: 'Reduce Denial Rate' },
];

/**
 * The note under the figures: what the accuracy figures measure (as DECISIONS.md
 * defines them) and that the statistics are averages, not promises.
 */
export const statsNote =
  'Clean claim ratio: claims that pass our pre-submission scrubber (payer and NCCI edits) with no correction needed. First pass ratio: claims paid on first submission, without rework or appeal. The percentages are averages across our client practices; individual results vary.';
