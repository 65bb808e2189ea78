import { serviceLevels } from 'shared';
import type {
  FeatureCardsBlock,
  OverviewBlock,
  PointsBlock,
  ServicePageContent,
  StatHighlightBlock,
  StepsBlock,
} from './types';

export interface PriorAuthorizationContent extends ServicePageContent {
  overview: OverviewBlock;
  perks: FeatureCardsBlock;
  caseData: PointsBlock;
  initialDenials: StatHighlightBlock;
  process: StepsBlock;
}

/**
 * The federal decision timeframes for prior authorization, written once for
 * the page: the CMS Interoperability and Prior Authorization final rule
 * (CMS-0057-F, 89 FR 8758, 8 February 2024), in force from January 1, 2026
 * for the "impacted payers" it names (42 CFR 422.568 and 422.572 for
 * Medicare Advantage; 438.210, 440.230, 457.495 and 457.1230 for Medicaid
 * and CHIP, as amended). Issuers of qualified health plans on the
 * federal exchange are impacted payers for the rule's other provisions but
 * not for these timeframes, which stay at the ACA and ERISA claims rules
 * (45 CFR 147.136; 29 CFR 2560.503-1(f)(2): 72 hours urgent, 15 days
 * standard); other commercial plans follow those rules, their contracts and
 * state law.
 */
const federalDecisionTimes =
  'Since January 1, 2026, a federal rule (CMS-0057-F) requires Medicare Advantage plans, Medicaid and CHIP programs and their managed care plans to decide an expedited request for an item or service within 72 hours and a standard one within 7 calendar days, and to give a specific reason when they deny one. Drug requests follow their own, shorter limits (for Medicare Advantage Part B drugs, 24 hours expedited and 72 hours standard).';

export const priorAuthorization: PriorAuthorizationContent = {
  header: {
    art: 'authorization-tracker',
    statesRules: true,
    title: 'Prior Authorization Services',
    variant: 'support',
    text: 'When your patient arrives, the approval should already be on file. We request, track and follow up on prior authorizations with each of your payers, aiming to have each decision on file before the visit, and we check each claim for the approval it needs before it goes out.',
  },
  overview: {
    eyebrow: 'Prior authorization',
    heading: 'What is prior authorization?',
    paragraphs: [
      'Prior authorization, also called pre-certification or pre-approval, is the insurer’s approval of a treatment, test or procedure that a doctor recommends, obtained before the service is performed. The payer uses it to confirm that the service is covered and medically necessary under the patient’s plan.',
      'When the request is approved, the payer issues a Prior Authorization Number (PAN). That number must be used when scheduling the appointment and reported on the claim; without it, even a medically necessary service can be denied.',
    ],
    callout: {
      label: 'Prior Authorization Number (PAN)',
      description:
        'The reference the payer issues on approval. We record it with the approved CPT or HCPCS codes, units or visits and validity dates, attach it to the appointment, and report it on the claim (item 23 of the CMS-1500).',
    },
    highlights: [
      'Requirement checked for every order',
      'Requests sent as soon as the documentation is complete',
      `Follow-up ${serviceLevels.authorizationFollowUp.phrase} until a decision`,
      'PAN on the schedule as soon as it is issued',
    ],
  },
  perks: {
    eyebrow: 'Perks of the service',
    heading: 'What we take off your staff’s desk',
    cards: [
      {
        title: 'Works with all commercial plans',
        icon: 'plans',
        points: [
          'Commercial plans, Medicare Advantage and Medicaid managed care plans',
          'Each payer’s own forms, portals and clinical criteria',
        ],
      },
      {
        title: 'We submit the paperwork',
        icon: 'paperwork',
        points: [
          'Request forms completed and signed off by your office',
          'Clinical notes, imaging and lab results attached',
        ],
      },
      {
        title: 'Tracking and follow-up',
        icon: 'tracking',
        points: [
          'Every request tracked from submission to decision',
          `Insurers followed up ${serviceLevels.authorizationFollowUp.phrase}; urgent cases escalated`,
        ],
      },
      {
        title: 'Fewer errors',
        icon: 'accuracy',
        points: [
          'Codes, dates, provider and facility checked before sending',
          'Approved services matched to what is scheduled and billed',
        ],
      },
    ],
  },
  caseData: {
    eyebrow: 'What we collect',
    heading: 'The information payers ask for, gathered for you',
    intro: 'Incomplete requests are the most common reason an authorization stalls. We collect what the payer asks for before we submit.',
    groups: [
      {
        heading: 'Inpatient cases',
        points: ['Diagnosis', 'Length of stay', 'Treatment plan'],
      },
      {
        heading: 'Outpatient cases',
        points: ['Procedure codes', 'Diagnosis codes', 'Dates of service'],
      },
    ],
  },
  initialDenials: {
    eyebrow: 'Why it matters',
    heading: 'A missing approval is a denial you can prevent',
    figure: { value: 15, suffix: '%', qualifier: 'About', label: 'of claims are initially denied' },
    external: true,
    citation: 'Source: Premier Inc., 2024 national industry survey of hospitals and health systems on claims submitted to private payers.',
    paragraphs: [
      'A 2024 Premier Inc. survey of hospitals and health systems found that about 15% of claims submitted to private payers are initially denied, and every one of them has to be reworked, appealed or written off. An authorization that is missing, expired or does not match the service billed is one of the denial reasons a practice can prevent before the visit.',
    ],
    points: [
      'Approvals checked against the codes and dates actually scheduled',
      'Renewals requested before an authorization expires',
      'Visit and unit counts tracked so you know before an approved limit is reached',
    ],
  },
  process: {
    eyebrow: 'Our process',
    heading: 'How we handle each authorization',
    steps: [
      {
        label: 'Check the requirement',
        description: 'As soon as the order is placed, we check whether the payer and plan require authorization for that CPT or HCPCS code.',
      },
      {
        label: 'Verify eligibility and benefits',
        description: 'Active coverage, network status and benefits are confirmed so the approval is for the right plan.',
      },
      {
        label: 'Gather documentation',
        description: 'Diagnosis, clinical notes, prior treatments tried and test results are collected from your EHR.',
      },
      {
        label: 'Submit the request',
        description: 'The request goes to the payer through its portal, electronic prior authorization, fax or phone.',
      },
      {
        label: 'Follow up',
        description:
          `We check the status ${serviceLevels.authorizationFollowUp.phrase}, answer a payer’s request for more information ${serviceLevels.payerRequests.phrase}, and escalate a Medicare Advantage, Medicaid or CHIP plan past its federal decision time for an item or service (72 hours expedited, 7 calendar days standard).`,
      },
      {
        label: 'Record the PAN',
        description: 'The approval number, approved services and validity dates go into your schedule and practice management system, and the number onto each claim it covers, so a covered claim is not denied for a missing authorization number.',
      },
      {
        label: 'Handle denials and renewals',
        description: 'If a request is denied we arrange a peer-to-peer review or appeal, and we request renewals before approvals expire.',
      },
    ],
  },
  related: {
    eyebrow: 'Related services',
    heading: 'From approval to payment',
  },
  faq: {
    heading: 'FAQs About The Service',
    intro: 'What practices ask us about prior authorization.',
    items: [
      {
        question: 'Which services usually need prior authorization?',
        answer:
          'Advanced imaging such as MRI, CT and PET, many surgeries and procedures, specialty drugs and infusions, durable medical equipment, sleep studies and planned inpatient admissions are common examples. Requirements differ by payer and plan, which is why we check every order.',
      },
      {
        question: 'How long does a prior authorization take?',
        answer:
          `${federalDecisionTimes} Exchange and other commercial plans follow their own rules, commonly 72 hours for an urgent request and up to 15 days for a standard one, and some approve instantly through their portal. We submit as soon as the documentation is complete and follow up ${serviceLevels.authorizationFollowUp.phrase}, so you know where each request stands.`,
      },
      {
        question: 'What is a Prior Authorization Number (PAN) and where is it used?',
        answer:
          'It is the reference a payer issues when it approves a request. The PAN must be used when scheduling the appointment and is reported on the claim, in item 23 of the CMS-1500 or the matching field of the electronic claim.',
      },
      {
        question: 'What happens if a request is denied?',
        answer:
          `We tell you the reason ${serviceLevels.authorizationDenials.phrase}, send any missing documentation, and arrange a peer-to-peer review between your physician and the payer’s reviewer or file an appeal when the clinical facts support it.`,
      },
      {
        question: 'Can an authorization be obtained after the service?',
        answer:
          'Some payers accept retroactive requests for urgent services within a short window, and we file them where allowed. Most do not, so the reliable approach is an approval on file before the visit.',
      },
    ],
  },
  closing: {
    heading: 'Let us handle your prior authorizations',
    text: 'Schedule a meeting and tell us which services and payers slow your schedule down. We will show you how we would take them over.',
  },
};
