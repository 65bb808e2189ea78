/**
 * Every figure, timeline and promise the company makes, defined once: what
 * it measures, how it is qualified wherever it is stated, and its basis.
 * Pages, badges, meta descriptions and the structured data read them from
 * here (DECISIONS.md, "Figures, defined once"); a unit test fails when visible
 * copy states a percentage, a day count or a year count of its own.
 *
 * The comment above each claim is its basis, for the people who maintain the
 * site: where the figure comes from and what must be confirmed before it is
 * published for a real company. (A comment, not a field: pages do not show
 * it, and visitors' phones need not download it.)
 */
export interface Claim {
  value: number;
  /** Decimal places shown. */
  decimals: number;
  /** What follows the number: "%", "+", " days". */
  suffix: string;
  /** The figure as written in copy, e.g. "97.02%". */
  figure: string;
  /** Its name, e.g. "Claim acceptance rate". */
  label: string;
  /** What it measures, in a sentence. */
  measures: string;
  /** How it is qualified wherever it is stated. */
  qualifier: string;
}

function claim(value: number, suffix: string, fields: Omit<Claim, 'value' | 'decimals' | 'suffix' | 'figure'>, decimals = 0): Claim {
  return { value, decimals, suffix, figure: `${value.toFixed(decimals)}${suffix}`, ...fields };
}

/** What every client-outcome figure is: an average, not a promise. */
export const averageAcrossClients = 'on average across our client practices; individual results vary';

/** What the onboarding time depends on, wherever it is stated. */
const onboardingConditions = 'once we have access to your systems, for providers already enrolled with their payers';

// Basis, unless a claim says otherwise: the company figure stated in the
// product specification (DECISIONS.md). Before publishing for a real company:
// the period, the number of practices and the reports it is drawn from.
export const claims = {
  claimAcceptance: claim(
    97.02,
    '%',
    {
      label: 'Claim acceptance rate',
      measures:
        'The share of submitted claims accepted by the clearinghouse and the payer’s front end on first submission (accepted for processing, not yet paid).',
      qualifier: averageAcrossClients,
    },
    2,
  ),
  cleanClaim: claim(99, '%', {
    label: 'Clean claim ratio',
    measures: 'The share of claims that pass our pre-submission scrubber (payer and NCCI edits) with no correction needed.',
    qualifier: averageAcrossClients,
  }),
  // Basis: measured over every claim submitted, as practices read a first
  // pass rate (claims paid on first submission ÷ all claims submitted), not
  // over the accepted ones only. Beside the 97.02% acceptance rate it says
  // that almost every accepted claim is paid the first time: the company's
  // reports must show that, or the figure is removed (README, "Before launch").
  firstPass: claim(97, '%', {
    label: 'First pass ratio',
    measures: 'Of all claims submitted, the share paid on first submission, without rework or appeal.',
    qualifier: averageAcrossClients,
  }),
  revenueChange: claim(30, '%', {
    label: 'Revenue increase',
    measures:
      'The change in a client practice’s collections after moving its billing to us, against its collections before. It compares before and after; it does not separate a practice’s own growth, such as new providers or locations, from our work.',
    qualifier: averageAcrossClients,
  }),
  denialRateChange: claim(15, '%', {
    label: 'Lower denial rate (relative)',
    measures:
      'The relative fall in a client practice’s initial denial rate after moving its billing to us: a share of its own earlier rate, not a share of all claims.',
    qualifier: averageAcrossClients,
  }),
  // Basis: the company's onboarding plan (DECISIONS.md: onboarding within 7 days).
  onboardingDays: claim(7, ' days', {
    label: 'Onboarding',
    measures:
      'From a signed agreement to claims going out: BAA, system access and fee schedules, for providers already enrolled with their payers. Payer enrollment and credentialing are separate and commonly take 60–120 days.',
    qualifier: `typically, ${onboardingConditions}`,
  }),
  // Basis: DECISIONS.md, "15+ years" wherever the company's age is stated.
  yearsOfExperience: claim(15, '+', {
    label: 'Years of medical billing',
    measures: 'How long the company has run medical billing for US practices.',
    qualifier: 'since the company’s first client',
  }),
  // Basis: the company's catalogue of its configured workflows, payer rule
  // sets and report templates (DECISIONS.md: "120+ custom tailored solutions").
  customSolutions: claim(120, '+', {
    label: 'Custom tailored solutions',
    measures: 'The workflows, payer rule sets and report templates we have built for client practices.',
    qualifier: 'built for our client practices and kept up to date',
  }),
  // Basis: the sixteen specialty pages of the route table (specialties.ts).
  specialties: claim(16, '', {
    label: 'Specialty pages',
    measures: 'The specialties with a billing page of their own on this site.',
    qualifier: 'we bill for other specialties as well',
  }),
} as const satisfies Record<string, Claim>;

export type ClaimId = keyof typeof claims;

/**
 * The onboarding time, short, for a page that states its conditions once
 * elsewhere (the home page's FAQ): "typically within 7 days".
 */
export const onboardingTypical = `typically within ${claims.onboardingDays.figure}`;

/**
 * The onboarding time as a phrase for a sentence: "typically within 7 days
 * once we have access to your systems, for providers already enrolled with
 * their payers".
 */
export const onboardingTimeline = `${onboardingTypical} ${onboardingConditions}`;

/**
 * A service level: how soon, or how often, the company does a piece of work
 * for a client practice. A practice relies on it when it chooses a billing
 * company, so it is written once, here, as what typically happens (or as a
 * cadence on business days), never as a guarantee, and every page reads it
 * from here; a unit test fails when content states a turnaround of its own.
 *
 * Basis, for every level below: the company's workflow and staffing plan.
 * Before publishing for a real company, each level is confirmed against its
 * staffing and its work-queue reports (README, "Before launch", item 6), or reworded
 * or removed here, and every page follows.
 */
export interface ServiceLevel {
  /** Its name, e.g. "Payment posting". */
  label: string;
  /** What is timed, from what to what, in a sentence. */
  measures: string;
  /** The level as a phrase for a sentence, qualified: "typically within one business day of receipt". */
  phrase: string;
}

export const serviceLevels = {
  chargeEntry: {
    label: 'Charge entry',
    measures: 'From the signed visit note to the charge entered in the practice management system.',
    phrase: 'typically within 24 hours of documentation',
  },
  claimSubmission: {
    label: 'Claim submission',
    measures: 'From the signed visit note, with any authorization in place, to the claim sent to the clearinghouse.',
    phrase: 'typically within 24 to 48 hours',
  },
  rejections: {
    label: 'Clearinghouse rejections',
    measures: 'From a rejection on the 999 or 277CA report to the claim corrected and resubmitted, or the fix started.',
    phrase: 'typically worked the business day they come back',
  },
  businessDayWork: {
    label: 'Daily claim work',
    measures: 'The days on which charge entry, submission, posting and follow-up are worked.',
    phrase: 'on every business day',
  },
  paymentPosting: {
    label: 'Payment posting',
    measures: 'From receipt of an ERA, EOB or deposit to its payments posted line by line.',
    phrase: 'typically within one business day of receipt',
  },
  reconciliation: {
    label: 'Reconciliation',
    measures: 'Posted totals balanced against bank deposits, with a posting summary to the practice.',
    phrase: 'every business day',
  },
  exceptionResearch: {
    label: 'Posting exceptions',
    measures: 'From a posting exception or a difference between posted and deposited totals to the start of its research.',
    phrase: 'typically begins the business day it is found',
  },
  denialRouting: {
    label: 'Denials from remittances',
    measures: 'From a denial posting on an ERA to its hand-over to the denial team, with its group code, CARC and RARC.',
    phrase: 'typically the business day they post',
  },
  replies: {
    label: 'Replies to practices',
    measures: 'From a message, a consultation request or a client’s question to a billing specialist’s reply.',
    phrase: 'typically within one business day',
  },
  authorizationFollowUp: {
    label: 'Prior authorization follow-up',
    measures: 'How often a pending prior authorization request’s status is checked with the payer, until a decision.',
    phrase: 'every business day',
  },
  payerRequests: {
    label: 'Payer requests for information',
    measures: 'From a payer’s request for more information on a prior authorization or an enrollment application to our answer, when the practice’s records hold it.',
    phrase: 'typically the business day it arrives',
  },
  authorizationDenials: {
    label: 'Prior authorization denials',
    measures: 'From a denied prior authorization request to the practice told the payer’s reason.',
    phrase: 'typically the business day the denial arrives',
  },
  enrollmentFollowUp: {
    label: 'Enrollment follow-up',
    measures: 'How often a pending enrollment or credentialing application is followed up with the payer, by phone or portal.',
    phrase: 'every week',
  },
} as const satisfies Record<string, ServiceLevel>;

export type ServiceLevelId = keyof typeof serviceLevels;
