export interface NextStep {
  title: string;
  description: string;
}

/** What a practice can expect after it writes or calls. */
export const nextSteps: readonly NextStep[] = [
  {
    title: 'A reply within one business day',
    description:
      'A billing specialist reads your message and answers by email or phone, with the questions we need to understand your practice.',
  },
  {
    title: 'A free consultation',
    description:
      'We look at your payer mix, denial trends and A/R aging with you, and show where revenue is slipping. No cost and no obligation.',
  },
  {
    title: 'Onboarding within 7 days',
    description:
      'If you go ahead, we set up system access, fee schedules and payer enrollments in a week, so claims keep going out while billing changes hands.',
  },
];
