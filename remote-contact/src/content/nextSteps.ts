import { beforeBaaPage, claims, reviewBeforeBaaBrief, serviceLevels } from 'shared';

export interface NextStep {
  title: string;
  description: string;
  /** A link after the description. */
  more?: { label: string; to: string };
}

/** What a practice can expect after it writes or calls. */
export const nextSteps: readonly NextStep[] = [
  {
    title: `A reply, ${serviceLevels.replies.phrase}`,
    description:
      'A billing specialist reads your message and answers by email or phone, with the questions we need to understand your practice: your specialty, your providers, your EHR and practice management system, and where claims get stuck today.',
  },
  {
    title: 'A free consultation',
    description:
      `We look at your payer mix, denial trends and A/R aging with you, ${reviewBeforeBaaBrief}, and show where revenue is slipping. No cost and no obligation.`,
    more: beforeBaaPage,
  },
  {
    title: `Onboarding, typically within ${claims.onboardingDays.figure}`,
    description:
      'If you go ahead, we sign a BAA, set up system access and fee schedules, and keep claims going out for providers already enrolled with their payers. Any new payer enrollment runs alongside; it commonly takes 60–120 days. Your first monthly report comes at the end of the first month.',
  },
];
