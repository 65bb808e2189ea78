import { serviceLevels } from 'shared';
import type { BenefitsBlock, FeatureCardsBlock, OverviewBlock, ServicePageContent, StepsBlock } from './types';
import art from 'shared/art/services/enrollment-credentialing.json' with { type: 'json' };

export interface EnrollmentCredentialingContent extends ServicePageContent {
  overview: OverviewBlock;
  scope: FeatureCardsBlock;
  benefits: BenefitsBlock;
  process: StepsBlock;
}

export const enrollmentCredentialing: EnrollmentCredentialingContent = {
  header: {
    art,
    statesRules: true,
    title: 'Enrollment & Credentialing Services',
    variant: 'support',
    text: 'A provider cannot be paid by a payer they are not enrolled with. We handle Medicare and commercial enrollment, CAQH ProView, hospital privileges and contracting, and maintain each enrollment after approval.',
  },
  overview: {
    eyebrow: 'Enrollment and credentialing',
    heading: 'Done right once, and kept current',
    paragraphs: [
      'Credentialing verifies a provider’s education, training, licensure and history; enrollment sets that provider up to bill and be paid by each payer. Both are slow and paper-heavy, and one missing document can push back the first payment by months.',
      'We build each provider’s file once, with NPI, state licenses, DEA registration, board certification, malpractice coverage and work history, use it for every application, and track each one to the payer’s decision and its effective date.',
    ],
    highlights: [
      'NPI, licenses, DEA and board certification on file',
      'CAQH ProView re-attested every 120 days',
      `Every application followed up ${serviceLevels.enrollmentFollowUp.phrase}`,
      'Expirations and revalidations tracked',
    ],
  },
  scope: {
    eyebrow: 'What we handle',
    heading: 'Enrollment and credentialing, end to end',
    cards: [
      {
        title: 'Medicare enrollment',
        icon: 'medicare',
        points: [
          'New enrollments and revalidations through PECOS',
          'CMS-855I for individual practitioners, 855B for groups and clinics, 855S for DMEPOS suppliers',
          'Reassignment of benefits to your group and EFT set-up (CMS-588)',
        ],
      },
      {
        title: 'Physician enrollment',
        icon: 'physician',
        points: [
          'Enrollment with Medicaid, Medicare Advantage and commercial plans',
          'Individual (Type 1) and group (Type 2) NPIs linked correctly',
          'Effective dates confirmed with each plan before the first claim',
        ],
      },
      {
        title: 'CAQH ProView',
        icon: 'caqh',
        points: [
          'Profiles built or cleaned up with current licenses, certificates and malpractice documents',
          'Re-attestation every 120 days, so no plan sees a lapsed profile',
          'Access authorized for each plan you join',
        ],
      },
      {
        title: 'Hospital credentialing',
        icon: 'hospital',
        points: [
          'Medical staff membership and privileging applications',
          'Peer references and supporting documents gathered',
          'Reappointment cycles tracked',
        ],
      },
      {
        title: 'Insurance credentialing',
        icon: 'insurance',
        points: [
          'Applications to the commercial networks your patients use',
          'Follow-up until the payer decides and issues a provider ID',
          'Re-credentialing cycles, typically every three years',
        ],
      },
      {
        title: 'Contracting',
        icon: 'contract',
        points: [
          'Participation agreements reviewed before you sign',
          'Proposed fee schedules compared for your top CPT codes',
          'Rate renegotiation requests prepared with your data',
        ],
      },
      {
        title: 'Enrollment maintenance',
        icon: 'maintenance',
        points: [
          'Address, tax ID, ownership and provider changes reported by each payer’s deadline once you tell us of them',
          'Medicare revalidation every five years, or every three years for DMEPOS suppliers',
          'License, DEA and malpractice expirations monitored',
        ],
      },
    ],
  },
  benefits: {
    eyebrow: 'Benefits',
    heading: 'What complete, current enrollment gives you',
    items: [
      {
        label: 'More patients',
        description:
          'In network with the plans your community carries, you appear in payer directories and patients can choose you without out-of-network costs.',
      },
      {
        label: 'Fewer denials',
        description:
          'Claims go out under an active, correctly linked enrollment, which removes the usual cause of provider-eligibility and credentialing denials.',
      },
      {
        label: 'Lower admin cost',
        description:
          'Your staff stops chasing applications, re-attestations and payer calls; one team tracks every provider and every deadline.',
      },
      {
        label: 'Better payer relations',
        description:
          'Complete applications, accurate data and a single point of contact make your practice easy to work with, which helps when you negotiate rates or need a claim problem escalated.',
      },
      {
        label: 'No interest or penalties',
        description:
          'We track every revalidation and change-report deadline and file before it once we have the provider’s documents, which helps you avoid a lapse in billing privileges and the recoupments, interest and penalties that can follow one.',
      },
    ],
  },
  process: {
    eyebrow: 'Our process',
    heading: 'How we credential a provider',
    steps: [
      {
        label: 'Collect provider data',
        description: 'One secure checklist for licenses, DEA, board certification, malpractice, work history and references.',
      },
      {
        label: 'Set up CAQH ProView',
        description: 'The profile is completed, documents uploaded, attested and shared with the payers you choose.',
      },
      {
        label: 'Submit applications',
        description: 'Medicare through PECOS, Medicaid through your state’s portal and commercial payers through their own process.',
      },
      {
        label: 'Follow up',
        description: `We call and check portals ${serviceLevels.enrollmentFollowUp.phrase}, and answer a payer’s request for information ${serviceLevels.payerRequests.phrase}.`,
      },
      {
        label: 'Confirm approval',
        description: 'Provider IDs, effective dates and contracts are confirmed in writing and shared with you, so billing starts on the right date.',
      },
      {
        label: 'Load and maintain',
        description: 'Enrollments are set up in your billing system, then kept current through every revalidation and change.',
      },
    ],
  },
  related: {
    eyebrow: 'Related services',
    heading: 'Once you are enrolled',
  },
  faq: {
    heading: 'FAQs About The Service',
    intro: 'What practices ask us about enrollment and credentialing.',
    items: [
      {
        question: 'How long does credentialing take?',
        answer:
          'Commercial payers commonly take 60 to 120 days, and some take longer; Medicare enrollment through PECOS is usually faster when the application is complete. A complete file and regular follow-up are what keep an application from stalling.',
      },
      {
        question: 'Can a new provider see patients before credentialing is complete?',
        answer:
          'They can, but claims to payers they are not yet enrolled with may be denied or paid as out of network. Medicare allows limited retroactive billing, generally up to 30 days before the application was filed; most commercial payers do not, so we start applications as soon as a start date is set.',
      },
      {
        question: 'What is CAQH ProView and why does it matter?',
        answer:
          'CAQH ProView is the online profile many commercial payers use to collect credentialing information. Payers pull your data from it, so it must be complete, current and re-attested every 120 days (every 180 days in Illinois).',
      },
      {
        question: 'Do you handle re-credentialing and Medicare revalidation?',
        answer:
          'Yes. We track every payer’s re-credentialing cycle and each provider’s Medicare revalidation due date, and we file before each deadline once we have the provider’s documents, to keep a missed revalidation from putting billing privileges at risk.',
      },
      {
        question: 'What do you need from our providers?',
        answer:
          'Their NPI, state licenses, DEA registration, board certification, malpractice certificate, CV with work history, and access to their CAQH ProView profile if they already have one. We send one checklist and do the rest.',
      },
    ],
  },
  closing: {
    heading: 'Get your provider enrollments moving',
    text: 'Schedule a meeting and tell us about your providers and payers. We will give you a clear plan and timeline for every application.',
  },
};
