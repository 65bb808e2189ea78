import { claims, type LabelledItem } from 'shared';

/** The promises beside the support card under the hero; `label` names the icon's meaning. */
export const trustPoints: readonly LabelledItem[] = [
  { label: 'HIPAA Privacy & Security Rules', description: 'Followed under a BAA signed before any data is shared' },
  { label: `Live, typically within ${claims.onboardingDays.figure}`, description: 'No change to your EHR or workflow' },
  { label: 'Free consultation', description: 'A billing specialist reviews your numbers' },
];
