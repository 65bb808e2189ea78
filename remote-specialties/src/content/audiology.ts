import type { SpecialtyContent } from './specialtyContent';
import art from 'shared/art/specialties/audiology.json' with { type: 'json' };

export const audiology: SpecialtyContent = {
  art,
  slug: 'audiology',
  summary:
    'Audiology claims mix diagnostic tests, hearing aid services and devices, and Medicare covers only part of them. We code each test to the right combined or single code and flag non-covered services correctly.',
  overview: {
    heading: 'Audiology billing from audiogram to hearing aid',
    paragraphs: [
      'Audiology practices bill diagnostic testing with CPT codes, hearing aid services with the 2026 CPT hearing device codes, or V-codes where a payer still requires them, and devices with HCPCS V-codes. Many tests have combined codes that must be used instead of their parts, and most audiology codes describe testing of both ears.',
      'We code each evaluation to the right code, report one-ear testing and ear-specific services correctly, and separate what Medicare covers from what it excludes by law before patients and secondary payers are billed.',
    ],
    highlights: [
      'Combined test codes used whenever they apply',
      'Unilateral testing and ear-specific services reported correctly',
      'Medicare direct access visits billed with modifier AB',
      'Hearing aid benefits verified for Medicare Advantage and commercial plans',
    ],
  },
  focus: {
    kind: 'services',
    heading: 'Services we bill for',
    intro: 'Diagnostic and hearing aid services we code and bill for audiology practices and ENT groups.',
    points: [
      'Comprehensive hearing evaluations',
      'Tympanometry and acoustic reflex testing',
      'Otoacoustic emissions testing',
      'Vestibular and balance assessment',
      'Tinnitus evaluation',
      'Hearing aid candidacy, selection, fitting and repair',
      'Ear impressions and earmolds',
      'Cerumen removal',
    ],
  },
  billingSections: [
    {
      heading: 'Audiology billing rules we apply',
      items: [
        {
          label: 'Combined codes first',
          description:
            'When tests are done together, the combined code is reported: 92557 instead of 92553 plus 92556, and 92550 instead of 92567 plus 92568.',
        },
        {
          label: 'Both ears by default',
          description:
            'Most audiologic function tests describe testing of both ears. When only one ear is tested, Medicare asks for modifier 52.',
        },
        {
          label: 'Medicare direct access',
          description:
            'Since 2023, audiologists may see Medicare patients without a physician order once every 12 months for a non-acute hearing assessment, reported with modifier AB. Other diagnostic testing still needs an order.',
        },
        {
          label: 'Hearing aid services: the 2026 codes',
          description:
            'From January 1, 2026, CPT replaced the old hearing aid examination and selection, hearing aid check and electroacoustic evaluation codes with twelve hearing device service codes, most of them time-based, such as 92628 for the hearing aid candidacy evaluation and 92631 for hearing aid selection, each reported for its first 30 minutes with an add-on code for each further 15 minutes. They carry no Medicare relative values, so each payer sets its own price and some have yet to adopt them: we confirm the codes each plan accepts.',
        },
        {
          label: 'Hearing aids are excluded by Medicare',
          description:
            'Routine hearing exams and hearing aids are excluded from Medicare by law. They are billed to the patient or to a Medicare Advantage, Medicaid or commercial plan that covers them, with GY when a Medicare denial is needed.',
        },
      ],
    },
  ],
  modifiers: {
    mainHeading: 'Commonly used audiology billing modifiers',
    intro:
      'On audiology claims, modifiers say whether a Medicare visit needed an order, which ear was tested or treated, and whether Medicare excludes the service by law.',
    modifiers: [
      {
        code: 'AB',
        useCase: 'A Medicare patient who comes in for a hearing evaluation (92557) with no physician order on file.',
      },
      {
        code: '52',
        useCase: 'Testing of one ear only with a code that describes both ears, as Medicare requires.',
      },
      {
        code: 'RT',
        useCase: 'Right-ear hearing aid services and devices, or impacted cerumen removed from the right ear (69210-RT).',
      },
      {
        code: 'LT',
        useCase: 'A monaural hearing aid fitted to the left ear, or left-ear cerumen removal.',
      },
      {
        code: '50',
        useCase: 'Impacted cerumen removed from both ears (69210-50), since 69210 describes one ear.',
      },
      {
        code: 'GY',
        useCase:
          'A hearing aid or hearing aid exam billed to Medicare only to get the denial a secondary plan requires.',
      },
      {
        code: 'GA',
        useCase: 'A Medicare patient who signed an ABN for a test the contractor may find not reasonable and necessary.',
      },
      {
        code: '59',
        useCase: 'Two tests that an NCCI edit pairs, performed at separate sessions and documented as distinct.',
      },
    ],
  },
  codes: {
    heading: 'Common audiology procedure codes',
    intro: 'Diagnostic CPT codes and hearing aid HCPCS codes we bill most for audiology practices.',
    rows: [
      { code: '92557' },
      { code: '92552' },
      { code: '92553' },
      { code: '92567' },
      { code: '92550' },
      { code: '92588' },
      { code: '92540' },
      { code: '92625' },
      { code: '69209' },
      { code: '69210' },
      { code: '92628' },
      { code: '92631' },
      { code: 'V5011' },
      { code: 'V5014' },
      { code: 'V5261' },
      { code: 'V5275' },
    ],
    note: 'Diagnostic audiology CPT codes describe both ears unless the descriptor says otherwise; the 2026 hearing aid service codes cover one or both ears and are mostly reported by time. Hearing aid V-codes are HCPCS Level II codes that traditional Medicare does not cover.',
  },
  detail: {
    mainHeading: 'Audiology requirements and coverage',
    description: 'What audiology claims need in the record, and where Medicare coverage begins and ends.',
    keyRequirements: {
      heading: 'Key requirements',
      points: [
        'A physician or NPP order for Medicare diagnostic testing, unless the visit qualifies for direct access with modifier AB.',
        'The reason for testing, such as hearing loss, tinnitus or dizziness, documented and coded in ICD-10-CM.',
        'Results and an interpretation for every test, signed by the audiologist.',
        'Ear-specific documentation for one-ear services, devices and cerumen removal.',
        'Hearing aid pricing, warranty and the patient’s share explained and signed before the fitting.',
      ],
    },
    coverageConditions: {
      heading: 'Coverage conditions',
      points: [
        'Medicare decides coverage of diagnostic audiology by the reason the test was performed, such as a suspected change in hearing, tinnitus or balance, not by its result; a test ordered only to fit or modify a hearing aid is excluded.',
        'Routine hearing exams, hearing aids and their fitting are excluded from Medicare by law.',
        'Medicare Advantage, Medicaid and many commercial plans have their own hearing aid benefits, often with allowances and frequency limits.',
        'Direct access without an order is limited to once every 12 months per Medicare beneficiary.',
        'Impacted cerumen removal is 69210 with instrumentation and 69209 by irrigation or lavage, each per ear, billed by a physician or NPP: Medicare pays audiologists only for diagnostic tests.',
      ],
    },
  },
  expertise: {
    heading: 'How your audiology claims are worked',
    intro: 'Our audiology billers know the line between diagnostic testing and hearing aid services, and bill each to the right payer.',
    items: [
      {
        label: 'Diagnostic coding',
        description: 'Combined and single test codes chosen from the audiogram and the report.',
      },
      {
        label: 'Hearing aid benefits',
        description: 'Allowances, frequency limits and vendor programs checked before the fitting.',
      },
      {
        label: 'Medicare exclusions handled',
        description: 'Non-covered services billed with GY and explained on clear patient statements.',
      },
      {
        label: 'Order tracking',
        description: 'Physician orders and direct-access visits tracked, and each diagnostic claim checked for the order or the AB modifier it needs.',
      },
    ],
  },
  callToAction: {
    heading: 'Ready for the 2026 hearing aid service codes?',
    text: 'We can talk through which of your payers accept the new hearing aid service codes, how you bill direct-access visits and how you handle Medicare’s hearing aid exclusion.',
  },
};
