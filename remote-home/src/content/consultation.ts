import { onboardingTypical } from 'shared';

/** The free-consultation band on the home page, beside its booking form. */
export const consultation = {
  heading: 'Need Help with Medical Billing? Book a Free Consultation Today!',
  offer: [
    'A billing specialist talks through your billing with you',
    'No obligation and no cost',
    `If you go ahead, onboarding ${onboardingTypical}`,
  ],
  callPrompt: 'Prefer to talk now? Call',
  submit: 'BOOK FREE CONSULTATION',
} as const;
