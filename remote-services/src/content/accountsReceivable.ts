import { reviewBeforeBaaBrief, serviceLevels } from 'shared';
import type {
  BenefitsBlock,
  DemoBlock,
  FeatureCardsBlock,
  OverviewBlock,
  ServicePageContent,
  StepsBlock,
} from './types';

export interface AccountsReceivableContent extends ServicePageContent {
  overview: OverviewBlock;
  services: FeatureCardsBlock;
  features: BenefitsBlock;
  demo: DemoBlock;
  process: StepsBlock;
}

export const accountsReceivable: AccountsReceivableContent = {
  header: {
    art: 'sample-report',
    statesRules: true,
    title: 'Accounts Receivable Services',
    variant: 'support',
    text: 'Aged claims are revenue you have already earned. We work every open balance by payer and by age until it is paid, corrected or resolved, and we fix the causes that let the backlog build up.',
  },
  overview: {
    eyebrow: 'Accounts receivable management',
    heading: 'Bring down days in A/R and recover aged claims',
    paragraphs: [
      'Once a claim sits unworked past 90 days, the chance of collecting it drops quickly, and timely filing and appeal deadlines expire without anyone noticing. Our A/R specialists rank every open claim by value, payer and deadline, check its status, and take the action it needs.',
      'You see where your money is: aging by payer and bucket, the reason each claim is unpaid, and how much we recovered each month.',
    ],
    highlights: [
      'Claims ranked by value and timely filing deadline',
      'Status checked by portal, 276/277 inquiry and payer call',
      'Every action noted on the claim in your system',
      'Monthly aging and recovery reports',
    ],
  },
  services: {
    eyebrow: 'What we handle',
    heading: 'Our accounts receivable services',
    intro: 'Four services that keep money moving from the payer to your practice account.',
    cards: [
      {
        title: 'Claims processing and follow-up',
        icon: 'claims',
        points: [
          `Clean claims submitted, and clearinghouse rejections ${serviceLevels.rejections.phrase}`,
          'Unpaid claims followed up at 30 days, before they age',
          'Follow-up by payer portal, 276/277 status checks and phone',
        ],
      },
      {
        title: 'Denial management',
        icon: 'denials',
        points: [
          'Each denial read by its CARC and RARC and grouped by root cause',
          'Payer deadlines tracked; corrected claims and appeals sent before them where the records allow',
          'Trends reported back so the front-end errors behind them stop',
        ],
      },
      {
        title: 'Payment posting',
        icon: 'payments',
        points: [
          'ERA and EOB payments posted line by line',
          'Payments compared with contracted rates to catch underpayments',
          'Patient responsibility moved to statements promptly',
        ],
      },
      {
        title: 'Aging analysis',
        icon: 'reports',
        points: [
          'A/R aged in 0–30, 31–60, 61–90, 91–120 and 120+ day buckets',
          'Breakdowns by payer, provider, location and CPT code',
          'Targets for days in A/R and the share over 90 days',
        ],
      },
    ],
  },
  features: {
    eyebrow: 'How we recover what you are owed',
    heading: 'Beyond follow-up calls',
    items: [
      {
        label: 'Valuation of Insurance Payments',
        description:
          'Every payment is compared with your contracted fee schedule and the payer’s allowed amount. Underpayments, wrong contractual adjustments and bundling errors go back to the payer for reprocessing.',
      },
      {
        label: 'Appeals Filing',
        description:
          'When a denial is wrong, we appeal it in writing with the medical records, payer policy and coding guidance that support the claim, at the right appeal level, tracked against its deadline and sent before it where the records allow, then followed to a decision.',
      },
      {
        label: 'Handling Patient Statements and Balances',
        description:
          'Patient balances are billed promptly once insurance has paid, on statements patients can understand, with payment plans where your policy allows and courteous answers from our billing team.',
      },
    ],
  },
  demo: {
    heading: 'See what is hiding in your A/R',
    text: 'Book a free demo: we will walk through an aging report like yours and show how we would rank it, work it and report on it.',
    link: { label: 'Request a Free Demo', to: '/contactus' },
  },
  process: {
    eyebrow: 'Our process',
    heading: 'How we work your receivables',
    steps: [
      {
        label: 'Assess the backlog',
        description: 'We age your open A/R by payer and bucket and list every claim close to its timely filing or appeal limit.',
      },
      {
        label: 'Prioritize',
        description: 'High-dollar claims and claims near a deadline are worked first, so the most money is protected soonest.',
      },
      {
        label: 'Investigate',
        description: 'Status is confirmed through the payer portal, a 276/277 inquiry or a call, and the reason for non-payment is recorded.',
      },
      {
        label: 'Resolve',
        description: 'We correct and resubmit, appeal, send records the payer asked for, or bill the patient, whichever the claim needs.',
      },
      {
        label: 'Prevent and report',
        description: 'Root causes go back to registration, coding or charge entry, and you get a monthly report of what was recovered.',
      },
    ],
  },
  related: {
    eyebrow: 'Related services',
    heading: 'More ways we protect your revenue',
  },
  faq: {
    heading: 'Frequently Asked Questions',
    intro: 'Answers about taking over and working down accounts receivable.',
    items: [
      {
        question: 'Can you work our old A/R, including claims over 120 days?',
        answer:
          'Yes. We start with a review of the whole backlog, work what is still within filing and appeal limits, and tell you plainly which balances can no longer be collected so you can decide how to close them.',
      },
      {
        question: 'What is a healthy days-in-A/R figure?',
        answer:
          'Commonly cited benchmarks are under 40 days in A/R and less than 15 to 20% of receivables older than 90 days, though the right target depends on your specialty and payer mix. We set targets with you and report against them monthly.',
      },
      {
        question: 'How do you decide which claims to work first?',
        answer:
          'By value and by deadline. Large balances and claims close to a payer’s timely filing or appeal limit come first, followed by the oldest claims by payer. We track each claim’s filing and appeal dates so it can be worked before they pass.',
      },
      {
        question: 'Do you contact patients about their balances?',
        answer:
          'Yes, within the policies you approve. We send clear statements, answer calls on our billing line and set up payment plans. Accounts are sent to collections only when you tell us to.',
      },
      {
        question: 'Will we still see what is happening with our claims?',
        answer:
          'Every call and action is noted on the claim in your practice management system, and you receive a monthly report of aging, recoveries and the reasons claims were unpaid.',
      },
    ],
  },
  closing: {
    heading: 'Turn aged claims into deposits',
    text: `Schedule a meeting and we will review your A/R aging with you, ${reviewBeforeBaaBrief}, and show where the fastest recoveries are.`,
  },
};
