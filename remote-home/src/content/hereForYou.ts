import { onboardingTypical, reviewBeforeBaaBrief, serviceLevels, type LabelledItem } from 'shared';

/** The six steps from first call to ongoing billing ("We are here for you." panel). */
export const onboardingSteps: readonly LabelledItem[] = [
  {
    label: 'Reach Out to Us',
    description: 'Call us or book a free consultation and tell us about your practice and its billing goals.',
  },
  {
    label: 'Comprehensive Practice Audit',
    description:
      `We review your denials, A/R aging and payer contracts ${reviewBeforeBaaBrief}, to find the revenue you are missing.`,
  },
  {
    label: 'Custom Solutions Proposal',
    description: 'A written plan with the services you need, how the work will flow and a clear price.',
  },
  {
    label: 'Seamless Onboarding',
    description: `BAA signed, fee schedules loaded and claims moving ${onboardingTypical}; no change to your EHR.`,
  },
  {
    label: 'Ongoing Billing Management',
    description: `Charge entry, claim submission, payment posting, follow-up and appeals, ${serviceLevels.businessDayWork.phrase}.`,
  },
  {
    label: 'Transparent Reporting & Support',
    description: 'A monthly report on every key figure and a named account manager whenever you have a question.',
  },
];

export const vision =
  'To be the billing partner that lets every independent practice spend its time on patients, not paperwork, with cash flow it can plan around.';

/** The panel's heading and intro, over the steps and the two cards beside them. */
export const hereForYouIntro = {
  eyebrow: 'How we work',
  heading: 'We are here for you.',
  text: 'Switching billing partners sounds like work. It isn’t: here is everything that happens between your first call and your first monthly report.',
} as const;

/** The meeting card beside the steps. */
export const meeting = {
  heading: 'Schedule a Meeting',
  text: 'Talk to a billing specialist about your practice, your payers and your numbers. It is free and there is no obligation.',
  action: 'Schedule Meeting',
} as const;
