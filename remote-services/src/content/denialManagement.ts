import { averageAcrossClients, claims, reviewBeforeBaaBrief, serviceLevels } from 'shared';
import type {
  FeatureCardsBlock,
  OverviewBlock,
  PointsBlock,
  ServicePageContent,
  StatHighlightBlock,
  StepsBlock,
} from './types';
import art from 'shared/art/services/denial-management.json' with { type: 'json' };

export interface DenialManagementContent extends ServicePageContent {
  overview: OverviewBlock;
  cleanClaims: StatHighlightBlock;
  process: StepsBlock;
  denialTypes: FeatureCardsBlock;
  compliance: PointsBlock;
}

export const denialManagement: DenialManagementContent = {
  header: {
    art,
    statesRules: true,
    title: 'Denial Management Services',
    variant: 'support',
    text: 'A denial is not the end of a claim. We find out why each one happened, track the payer’s deadline and correct or appeal it before that date where the records allow, and fix the cause upstream so the same denial is less likely to come back.',
  },
  overview: {
    eyebrow: 'Denial management',
    heading: 'Denials cost more than the claim itself',
    paragraphs: [
      'Many denied claims are never resubmitted, and every one that is takes staff time your practice does not have. Most denials trace back to a short list of preventable causes: eligibility, missing authorization, coding and modifier errors, missing information and late filing.',
      'We read every denial by its Claim Adjustment Reason Code (CARC) and Remittance Advice Remark Code (RARC), work it to payment or a documented decision, and turn the pattern into a fix at the front end.',
    ],
    highlights: [
      'CO-16: claim lacks information or has billing errors',
      'CO-197: precertification or authorization absent',
      'CO-29: the time limit for filing has expired',
      'CO-50: not deemed a medical necessity by the payer',
    ],
  },
  cleanClaims: {
    eyebrow: 'Clean claims',
    heading: 'Improving clean claim rates',
    figure: { value: claims.cleanClaim.value, suffix: claims.cleanClaim.suffix, label: claims.cleanClaim.label },
    citation: 'Average across our client practices; individual results vary.',
    paragraphs: [
      `The cheapest denial is the one that never happens. Every denial reason we see is fed back into registration, eligibility checks, coding and claim edits, so the next claim is checked for the same error before it goes out. Our clean claim ratio is the share of claims that pass our pre-submission scrubber (payer and NCCI edits) with no correction needed: ${claims.cleanClaim.figure} ${averageAcrossClients}.`,
    ],
    points: [
      'Denials tracked by CARC, RARC, payer, provider and CPT code',
      'A claim scrubber rule added for every recurring denial',
      'Documentation feedback to providers, with examples',
      'A monthly denial trend report with dollars recovered',
    ],
  },
  process: {
    eyebrow: 'Our process',
    heading: 'How we work every denial',
    steps: [
      {
        label: 'Capture',
        description: `Denials are picked up from the ERA, ${serviceLevels.denialRouting.phrase}, with their group code, CARC and RARC.`,
      },
      {
        label: 'Categorize',
        description: 'Each denial is assigned a root cause: front-end, coding, clinical documentation, authorization or payer error.',
      },
      {
        label: 'Correct or appeal',
        description:
          'We track every payer deadline and send a corrected claim, a reconsideration or a formal appeal with records before it, where the records allow.',
      },
      {
        label: 'Track to a decision',
        description: 'Open appeals are followed up until paid or closed, and escalated to the next appeal level when the facts support it.',
      },
      {
        label: 'Prevent',
        description: 'The cause is fixed where it started, with a new edit, a workflow change or training for your front desk.',
      },
    ],
  },
  denialTypes: {
    eyebrow: 'Denials we resolve',
    heading: 'The denials we see most, and how we fix them',
    cards: [
      {
        title: 'Eligibility and coverage',
        icon: 'coverage',
        points: [
          'CO-27: expenses incurred after coverage terminated',
          'CO-22: may be covered by another payer (coordination of benefits)',
          'Fixed by verifying coverage and the primary payer before each visit',
        ],
      },
      {
        title: 'Authorization',
        icon: 'authorization',
        points: [
          'CO-197: precertification or authorization absent',
          'CO-15: authorization number missing, invalid or not for this service',
          'Fixed by tracking every approval to its PAN and dates',
        ],
      },
      {
        title: 'Coding and bundling',
        icon: 'bundling',
        points: [
          'CO-4: procedure code inconsistent with the modifier used',
          'CO-11: diagnosis inconsistent with the procedure',
          'CO-97: included in payment for another service',
        ],
      },
      {
        title: 'Missing information and timely filing',
        icon: 'timely',
        points: [
          'CO-16: claim lacks information or has billing errors',
          'CO-29: the time limit for filing has expired',
          'CO-18: exact duplicate claim or service',
        ],
      },
      {
        title: 'Medical necessity',
        icon: 'necessity',
        points: [
          'CO-50: not deemed a medical necessity by the payer',
          'Diagnoses checked against LCD and NCD coverage rules',
          'Appeals supported with the clinical record',
        ],
      },
    ],
  },
  compliance: {
    eyebrow: 'Compliance support',
    heading: 'Appeals that hold up to an audit',
    intro: 'Winning payment is only half the job: every correction and appeal must also be right if an auditor looks at it later.',
    groups: [
      {
        heading: 'Coding and documentation',
        points: [
          'Claims corrected only when the documentation supports the change',
          'NCCI procedure-to-procedure and MUE edits respected',
          'Modifiers 25, 59 and XE, XS, XP, XU used only when the note supports them',
        ],
      },
      {
        heading: 'Privacy and audit trail',
        points: [
          'Records sent with appeals handled under the HIPAA Privacy and Security Rules',
          'Only the minimum necessary PHI in each appeal packet',
          'Every correction and appeal logged with date, reason and outcome',
        ],
      },
      {
        heading: 'Payer and regulatory rules',
        points: [
          'Medicare redeterminations filed within 120 days of the initial determination',
          'Commercial appeal limits tracked for each payer contract',
          'Overpayments reported and returned within 60 days of being identified, a deadline paused for up to 180 days by a timely, good-faith investigation',
        ],
      },
    ],
  },
  related: {
    eyebrow: 'Related services',
    heading: 'Stop denials before they start',
  },
  faq: {
    heading: 'Frequently Asked Questions',
    intro: 'How we handle denied claims, appeals and the deadlines around them.',
    items: [
      {
        question: 'What is the difference between a rejection and a denial?',
        answer:
          'A rejection never entered the payer’s system: the clearinghouse or payer sent it back for a formatting or data error, and it can be corrected and resubmitted. A denial was processed and not paid; it appears on the ERA with a CARC and must be corrected or appealed.',
      },
      {
        question: 'How long do we have to appeal a denied claim?',
        answer:
          'It depends on the payer. Medicare allows 120 days from the date you receive the notice of initial determination to request a redetermination, and presumes you received it 5 days after the date on the notice (42 CFR 405.942(a)); commercial plans set their own limits in the provider contract or manual, often between 60 and 180 days. We track every deadline so appeals can go out on time.',
      },
      {
        question: 'Will you work denials from before we signed with you?',
        answer:
          'Yes. We review open denials first, work those still within the appeal window, and report which ones can no longer be recovered.',
      },
      {
        question: 'How do you prevent the same denial from happening again?',
        answer:
          'Each recurring denial becomes a claim scrubber rule, a registration or eligibility check, or documentation feedback to the provider. The monthly denial report shows whether the fix worked.',
      },
      {
        question: 'Do you handle peer-to-peer reviews?',
        answer:
          'We request and schedule the peer-to-peer review and prepare a brief of the clinical facts and payer policy for your physician. The conversation itself is between your physician and the payer’s medical reviewer.',
      },
    ],
  },
  closing: {
    heading: 'Recover denied revenue and keep it',
    text: `Schedule a meeting and we will review your recent denials by reason and payer, ${reviewBeforeBaaBrief}, and show you what can still be recovered.`,
  },
};
