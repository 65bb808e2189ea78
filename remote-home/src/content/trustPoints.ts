import { claims, summaryFigures, type LabelledItem } from 'shared';

/** The three points beside the support card under the hero; `label` names the icon's meaning. */
export const trustPoints: readonly LabelledItem[] = [
  { label: 'HIPAA Privacy & Security Rules', description: 'Followed under a BAA signed before any patient data is shared' },
  {
    label: `Live, typically within ${claims.onboardingDays.figure}`,
    description: 'Once we have system access, for providers already enrolled with their payers; no change to your EHR',
  },
  { label: 'Free consultation', description: `A billing specialist reviews your ${summaryFigures.name} with you (no patient data)` },
];
