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
