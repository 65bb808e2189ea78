import { averageAcrossClients, claims, onboardingTimeline, reviewBeforeBaaBrief, serviceLevels } from 'shared';
import type {
  BenefitsBlock,
  FeatureCardsBlock,
  OverviewBlock,
  ServicePageContent,
  StatHighlightBlock,
  StepsBlock,
} from './types';

export interface MedicalBillingContent extends ServicePageContent {
  overview: OverviewBlock;
  acceptance: StatHighlightBlock;
  whoWeServe: FeatureCardsBlock;
  whyChooseUs: FeatureCardsBlock;
  services: StepsBlock;
  customSolutions: StatHighlightBlock;
  benefits: BenefitsBlock;
}

export const medicalBilling: MedicalBillingContent = {
  header: {
    art: 'sample-report',
    statesRules: true,
    title: 'Medical Billing Services',
    variant: 'support',
    text: `From the visit to the deposit, our billers and coders run your revenue cycle with the care you give your patients: payer-specific, following the HIPAA Privacy and Security Rules under a signed business associate agreement, and your billing running with us ${onboardingTimeline}.`,
  },
  overview: {
    eyebrow: 'Medical billing for doctors',
    heading: 'Streamline your operations and maximize your revenue',
    paragraphs: [
      'Every delayed or denied claim is care you have already delivered and not yet been paid for. We take over the work between the visit and the deposit: eligibility checks, coding review, claim scrubbing, submission, posting and follow-up, so your staff can stay with patients instead of payer portals and hold music.',
      'We work inside the EHR and practice management system you already use, apply each payer’s rules for your specialty, and report in plain numbers: clean claim rate, days in A/R, denial rate and collections against what your contracts say you should be paid.',
    ],
    highlights: [
      'Coders for CPT, HCPCS Level II and ICD-10-CM',
      'Claims checked against NCCI edits and payer policy',
      'A named account manager and a direct phone line',
      'A Business Associate Agreement signed before day one',
    ],
  },
  acceptance: {
    eyebrow: 'Claim acceptance',
    heading: 'Claims accepted on first submission, one clean claim at a time',
    figure: {
      value: claims.claimAcceptance.value,
      decimals: claims.claimAcceptance.decimals,
      suffix: claims.claimAcceptance.suffix,
      label: claims.claimAcceptance.label,
    },
    citation: 'Average across our client practices; individual results vary.',
    paragraphs: [
      'Our claim acceptance rate is the share of submitted claims accepted by the clearinghouse and the payer’s front end on first submission. Acceptance is decided before a claim leaves the building: each claim passes eligibility, demographic and NPI checks, diagnosis-to-procedure pairing, modifier logic and payer-specific edits before it reaches the clearinghouse.',
    ],
    points: [
      `Clearinghouse rejections (999 and 277CA) ${serviceLevels.rejections.phrase}`,
      'Coverage verified before the visit, not after the denial',
      'Front-end edits updated when a payer announces a policy change',
    ],
  },
  whoWeServe: {
    eyebrow: 'Who we serve',
    heading: 'Practices we work with',
    intro:
      `From a single-provider office to a multi-location group, we bill for physicians, nurse practitioners and therapists throughout the US, in the ${claims.specialties.figure} specialties on our specialty pages and others.`,
    link: { label: 'See the specialties we bill for', to: '/specialities' },
    cards: [
      {
        title: 'Independent and small practices',
        icon: 'physician',
        points: [
          'A complete billing department without hiring one',
          'Copay and deductible estimates for your front desk',
          'A monthly report you can read in five minutes',
        ],
      },
      {
        title: 'Group and multi-specialty practices',
        icon: 'group',
        points: [
          'Reporting by provider, location and payer',
          'Payer rules applied specialty by specialty',
          'Credentialing started well ahead of a new provider’s first clinic',
        ],
      },
      {
        title: 'Specialty practices',
        icon: 'specialty',
        points: [
          'Coders who know your specialty’s CPT and modifiers',
          'Global periods and bundling rules tracked per procedure',
          'Medical necessity checked against LCDs and NCDs',
        ],
      },
      {
        title: 'New practices and new providers',
        icon: 'newPractice',
        points: [
          'Medicare, Medicaid and commercial enrollment from the start',
          'Fee schedules, clearinghouse and payer portal set-up',
          'Billing set up before the first patient arrives',
        ],
      },
    ],
  },
  whyChooseUs: {
    eyebrow: 'Why choose us',
    heading: 'Why practices choose Revora',
    cards: [
      {
        title: `${claims.yearsOfExperience.figure} years in medical billing`,
        icon: 'experience',
        points: [
          `Billing teams that have followed payer policy changes for ${claims.yearsOfExperience.figure} years`,
          'Workflows refined with every payer rule change and every denial we have worked',
        ],
      },
      {
        title: 'Built on the HIPAA Privacy and Security Rules',
        icon: 'shield',
        points: [
          'Role-based access, multi-factor sign-in and audit logs',
          'Only the minimum necessary PHI, on encrypted systems',
        ],
      },
      {
        title: 'Coders assigned by specialty',
        icon: 'coding',
        points: [
          'Your claims coded by the coders assigned to your specialty',
          'Coding queries sent to providers with the documentation in question',
        ],
      },
      {
        title: 'Transparent reporting',
        icon: 'reports',
        points: [
          'Collections, denials and days in A/R every month',
          'Payer-by-payer trends you can act on, explained by your account manager',
        ],
      },
      {
        title: `Onboarding, typically within ${claims.onboardingDays.figure}`,
        icon: 'onboarding',
        points: [
          'Claims going out for providers already enrolled with their payers',
          'Open A/R worked from the day we have access',
        ],
      },
      {
        title: 'A team that answers',
        icon: 'manager',
        points: [
          'A named account manager for your practice',
          `Questions answered ${serviceLevels.replies.phrase}`,
        ],
      },
    ],
  },
  services: {
    eyebrow: 'What we do',
    heading: 'Our medical billing services, step by step',
    intro: 'Eleven steps, one accountable team: every claim is followed from registration to the final patient balance.',
    steps: [
      {
        label: 'Patient registration',
        description:
          'Demographics and insurance entered correctly the first time, including subscriber, relationship to the patient and coordination of benefits.',
      },
      {
        label: 'Eligibility and benefits verification',
        description:
          'Coverage, copays, deductibles and referral rules verified before the visit by 270/271 checks and payer portals.',
      },
      {
        label: 'Prior authorization',
        description:
          'Approvals requested and tracked, and the Prior Authorization Number recorded before the service so the claim carries it.',
      },
      {
        label: 'Medical coding',
        description:
          'CPT, HCPCS Level II and ICD-10-CM codes assigned or reviewed by our coders, with every modifier supported by the note.',
      },
      {
        label: 'Charge entry',
        description:
          `Charges entered ${serviceLevels.chargeEntry.phrase}, with fee schedules, units and place-of-service codes checked.`,
      },
      {
        label: 'Claim scrubbing',
        description:
          'Each claim tested against NCCI edits, LCD and NCD medical necessity and the payer’s own rules before it is sent.',
      },
      {
        label: 'Claim submission',
        description:
          'Electronic 837P and 837I claims sent through the clearinghouse; CMS-1500 or UB-04 paper claims where a payer still requires them.',
      },
      {
        label: 'Payment posting',
        description:
          'ERA and EOB payments posted line by line, adjustments recorded with their CARC and RARC codes and reconciled to deposits.',
      },
      {
        label: 'Denial management',
        description:
          'Denials worked by root cause, then corrected or appealed; we track each payer’s timely filing and appeal limits and send before them where the records allow.',
      },
      {
        label: 'A/R follow-up',
        description:
          'Unpaid claims worked by aging bucket (30, 60, 90 and 120+ days) through portals, 276/277 status checks and payer calls.',
      },
      {
        label: 'Patient statements and reporting',
        description:
          'Clear patient statements, billing questions answered by our team, and a monthly report on collections, denials and days in A/R.',
      },
    ],
  },
  customSolutions: {
    eyebrow: 'Custom-tailored solutions',
    heading: `${claims.customSolutions.figure} custom tailored solutions for the way you practice`,
    figure: { value: claims.customSolutions.value, suffix: claims.customSolutions.suffix, label: claims.customSolutions.label },
    paragraphs: [
      `No two practices bill alike. In our ${claims.yearsOfExperience.figure} years we have built ${claims.customSolutions.figure} custom tailored solutions (workflows, payer rule sets and report templates), and we fit them to your specialty, your payer mix and the systems your team already knows.`,
    ],
    items: [
      {
        label: 'Electronic health records (EHR)',
        description:
          'Charge capture and coding review that follow your EHR’s documentation templates, with no duplicate data entry.',
      },
      {
        label: 'Telehealth',
        description:
          'The right place-of-service code (02 or 10) and modifier (95 or 93) for each payer’s telehealth policy.',
      },
      {
        label: 'Practice management software',
        description:
          'Fee schedules, payer set-up, claim edits and reports configured in the practice management system you use.',
      },
    ],
  },
  benefits: {
    eyebrow: 'Benefits',
    heading: 'What you get when we run your billing',
    items: [
      {
        label: 'Denials caught early',
        description:
          `Front-end checks before each claim goes out, and every denial traced to its cause and fixed upstream. After moving their billing to us, our clients’ initial denial rate fell by ${claims.denialRateChange.figure} (relative), ${averageAcrossClients}.`,
      },
      {
        label: 'Collections after the switch',
        description:
          `Underpayments and missed charges followed up, and A/R worked. Our clients’ collections rose ${claims.revenueChange.figure} after the switch, ${averageAcrossClients}, their own growth included.`,
      },
      {
        label: 'Faster reimbursement',
        description:
          `Once the visit note is signed and any authorization is in place, claims go out ${serviceLevels.claimSubmission.phrase}, and clearinghouse rejections are ${serviceLevels.rejections.phrase}.`,
      },
      {
        label: 'Records you can show an auditor',
        description: 'Coding backed by documentation, PHI handled under the HIPAA Privacy and Security Rules, and an audit trail on every claim, from charge entry to payment.',
      },
      {
        label: 'Lower overhead',
        description: 'No billing staff to hire, train or replace, and no gaps in follow-up when someone is on leave.',
      },
      {
        label: 'Clear visibility',
        description: 'Monthly and on-request reports on collections, denial trends, payer performance and days in A/R.',
      },
      {
        label: 'More time for patients',
        description: 'Your team spends the day on patient care and scheduling, not on hold with insurance companies.',
      },
    ],
  },
  related: {
    eyebrow: 'Our services',
    heading: 'Revenue cycle services that work together',
    intro: 'Hand us the whole revenue cycle or only the part that costs you the most time. Each service runs on its own or as part of full billing.',
  },
  faq: {
    heading: 'Frequently Asked Questions',
    intro: 'What doctors and practice managers ask us before they switch billing companies.',
    items: [
      {
        question: 'How quickly can you take over our billing?',
        answer:
          `Typically within ${claims.onboardingDays.figure} once we have access to your systems, for providers already enrolled with their payers. We sign a Business Associate Agreement, get access to your EHR, practice management system and clearinghouse, review your fee schedules and payer contracts, and start submitting claims. Your existing A/R is worked from the day we have access, so follow-up does not pause during the switch.`,
      },
      {
        question: 'Do we have to change our EHR or practice management system?',
        answer:
          'No. We work in the systems you already use, with our own user accounts so every action is logged. If you are choosing a new system, we can tell you what works well for your specialty.',
      },
      {
        question: 'How do you protect our patients’ information?',
        answer:
          'Access is role-based and protected with multi-factor sign-in, PHI stays on encrypted systems, staff are trained on HIPAA every year, and we use only the minimum necessary information for each task. Our Business Associate Agreement puts those obligations in writing.',
      },
      {
        question: `How is your ${claims.claimAcceptance.figure} claim acceptance rate measured?`,
        answer:
          `It is the share of submitted claims accepted by the clearinghouse and the payer’s front end on first submission. The ${claims.claimAcceptance.figure} figure is an average across our client practices, and individual results vary; we report each client’s own rate monthly alongside denial rate and days in A/R.`,
      },
      {
        question: 'Will you handle patient billing questions?',
        answer:
          'Yes. Patient statements carry our billing line, and our team explains balances, takes payments and sets up payment plans within the policies you approve.',
      },
      {
        question: 'What reports will we receive?',
        answer:
          'A monthly report with charges, payments and adjustments, collections against expected reimbursement, denials by reason and payer, and A/R by aging bucket, plus any report you ask for in between.',
      },
    ],
  },
  closing: {
    heading: 'Ready to bill every visit you deliver?',
    text: `Schedule a meeting with our billing team. We will look at a month of your billing with you, ${reviewBeforeBaaBrief}, and show you where revenue is slipping away.`,
  },
};
