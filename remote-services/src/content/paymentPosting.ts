import { reviewBeforeBaa, serviceLevels } from 'shared';
import type { FeatureCardsBlock, OverviewBlock, PointsBlock, ServicePageContent, StepsBlock } from './types';
import art from 'shared/art/services/payment-posting.json' with { type: 'json' };

export interface PaymentPostingContent extends ServicePageContent {
  overview: OverviewBlock;
  posting: FeatureCardsBlock;
  reconciliation: StepsBlock;
  denialFlags: PointsBlock;
}

export const paymentPosting: PaymentPostingContent = {
  header: {
    art,
    statesRules: true,
    title: 'Payment Posting Services',
    variant: 'support',
    text: `Payments posted ${serviceLevels.paymentPosting.phrase}, and research on any exception ${serviceLevels.exceptionResearch.phrase}. Accurate posting is how you know what you were paid, what you are still owed and what needs follow-up.`,
  },
  overview: {
    eyebrow: 'Payment posting',
    heading: 'What is payment posting?',
    paragraphs: [
      'Payment posting records each insurance and patient payment against the claim lines it pays, together with contractual adjustments, patient responsibility and denial reasons. It is the step that turns a remittance into an accurate ledger.',
      'Posting errors are costly and quiet: a denial posted as an adjustment drops out of follow-up, an underpayment goes unchallenged, and a patient receives the wrong statement. We post line by line and reconcile every batch to the bank.',
    ],
    highlights: [
      'ERA (835) and paper EOB posting',
      'Line-level CARC and RARC review',
      `Reconciliation to bank deposits ${serviceLevels.reconciliation.phrase}`,
      'Denials and underpayments flagged for follow-up',
    ],
  },
  posting: {
    eyebrow: 'ERA and EOB posting',
    heading: 'Electronic and manual posting, done line by line',
    intro: 'Whether a payer sends an electronic remittance or a paper explanation of benefits, each service line is posted with its allowed, paid and adjusted amounts.',
    cards: [
      {
        title: 'Electronic posting (ERA 835)',
        icon: 'electronic',
        points: [
          'ERAs auto-posted from your clearinghouse, then checked line by line',
          'EFT payments matched to their ERA by trace number',
          'Exceptions posted by hand instead of forced through',
        ],
      },
      {
        title: 'Manual posting (paper EOBs)',
        icon: 'manual',
        points: [
          'Paper EOBs and lockbox batches keyed with payer, check number and date',
          'Allowed, paid and adjusted amounts entered per line',
          'Scanned EOBs attached to the claim for audits and appeals',
        ],
      },
      {
        title: 'Patient payments',
        icon: 'patientPayments',
        points: [
          'Copays, deductibles and coinsurance from the front desk, portal and mail',
          'Payments applied to the right visit, statement and payment plan',
          'Credit balances identified and reviewed for refund to the patient or payer',
        ],
      },
    ],
  },
  reconciliation: {
    eyebrow: 'Reconciliation',
    heading: `Reconciled ${serviceLevels.reconciliation.phrase}`,
    intro: 'Posting is finished only when what was posted equals what reached your bank account.',
    steps: [
      {
        label: 'Log the day’s receipts',
        description: 'ERAs, EOBs, lockbox files and patient payments are logged by date, payer and source.',
      },
      {
        label: 'Match to the bank',
        description: 'EFT trace numbers and check numbers are matched to the deposits on your bank statement.',
      },
      {
        label: 'Balance the batch',
        description: `Posted totals must equal deposited totals; research on any difference ${serviceLevels.exceptionResearch.phrase}.`,
      },
      {
        label: 'Report',
        description: `You receive a posting summary ${serviceLevels.reconciliation.phrase} and a month-end reconciliation your accountant can rely on.`,
      },
    ],
  },
  denialFlags: {
    eyebrow: 'Denial flags',
    heading: 'What posting catches, follow-up fixes',
    intro: 'Posting is the first place a denial or underpayment shows up, so we flag it there and send it straight to the team that resolves it.',
    link: { label: 'How we manage denials', to: '/denial-management-services' },
    groups: [
      {
        heading: 'Flagged at posting',
        points: [
          'Zero-paid and denied lines, with their CARC and RARC codes',
          'Payments below your contracted rate',
          'Claims paid to the wrong provider or location',
          'Recoupments and offsets shown as provider-level (PLB) adjustments',
        ],
      },
      {
        heading: 'Sent straight to work',
        points: [
          `Denials routed to our denial team, ${serviceLevels.denialRouting.phrase}`,
          'Underpayments queued for a reprocessing request',
          'Deductible, coinsurance and copay (PR-1, PR-2, PR-3) moved to patient statements',
          'Credit balances reviewed for refund',
        ],
      },
    ],
  },
  related: {
    eyebrow: 'Related services',
    heading: 'Where posting leads',
  },
  faq: {
    heading: 'Frequently Asked Questions',
    intro: 'What practices ask us about payment posting.',
    items: [
      {
        question: 'What is the difference between an ERA and an EOB?',
        answer:
          'An ERA (electronic remittance advice, the 835 transaction) is the electronic explanation of a payer’s payment and can be posted automatically. An EOB (explanation of benefits) is the paper or PDF version. Both show what was billed, allowed, paid and adjusted, with reason codes for each line.',
      },
      {
        question: 'How quickly are payments posted?',
        answer:
          `We post them ${serviceLevels.paymentPosting.phrase} of the ERA, EOB or deposit, so your A/R and patient balances keep up with what has been received.`,
      },
      {
        question: 'Why not let the system auto-post everything?',
        answer:
          'Auto-posting is fast but not careful. It can post a denial as a contractual adjustment or accept an underpayment without question. We auto-post clean ERAs and review every exception by hand.',
      },
      {
        question: 'How do you catch underpayments?',
        answer:
          'Each payment is compared with the allowed amount in your contracted fee schedule. Short payments are flagged at posting and sent back to the payer with a reprocessing request or appeal.',
      },
      {
        question: 'Do you post patient payments too?',
        answer:
          'Yes. Front-desk, portal, mail and card payments are posted to the right visit, payment plans are applied, and credit balances are reviewed for refund.',
      },
    ],
  },
  closing: {
    heading: 'Know exactly what you were paid',
    text: `Schedule a meeting and we will review a month of your remittances with you, ${reviewBeforeBaa}, and show you what posting line by line would catch.`,
  },
};
