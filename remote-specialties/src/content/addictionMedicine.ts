import type { SpecialtyContent } from './specialtyContent';
import art from 'shared/art/specialties/addiction-medicine.json' with { type: 'json' };

export const addictionMedicine: SpecialtyContent = {
  art,
  slug: 'addiction-medicine',
  summary:
    'Substance use disorder treatment is billed across CPT, HCPCS H-codes and Medicare’s opioid treatment codes, often under strict confidentiality rules. We bill each service to its payer’s rules and handle your patients’ records under HIPAA and 42 CFR Part 2.',
  overview: {
    heading: 'Addiction medicine billing with care for privacy',
    paragraphs: [
      'Addiction medicine practices bill a mix of E/M visits, psychotherapy, screening and brief intervention, drug testing, medications for opioid use disorder and state Medicaid H-codes. Each payer draws the lines differently, and many require program modifiers or prior authorization for a level of care.',
      'We set up payer-specific rules for every code you use, verify benefits and authorizations for intensive outpatient care and medications, and receive records protected under 42 CFR Part 2 only as the rule allows: under a qualified service organization agreement (QSOA), in which we acknowledge that we are fully bound by Part 2 (for a program that is a HIPAA covered entity, a BAA that includes those Part 2 QSO terms), or under the patient’s Part 2 consent for treatment, payment and health care operations.',
    ],
    highlights: [
      'Medicaid H-codes and program modifiers set up per payer',
      'Office-based substance use disorder treatment minutes tracked by the month',
      'Authorizations tracked for intensive outpatient care and MOUD',
      '42 CFR Part 2 consent checked before any disclosure',
    ],
  },
  focus: {
    kind: 'conditions',
    heading: 'Conditions we bill for',
    intro:
      'We code substance use disorders by substance and severity, with co-occurring conditions, and document the diagnosis behind the level of care your patients receive.',
    points: [
      'Opioid use disorder',
      'Alcohol use disorder',
      'Stimulant use disorder (cocaine, methamphetamine)',
      'Cannabis use disorder',
      'Sedative, hypnotic or anxiolytic use disorder',
      'Tobacco and nicotine dependence',
      'Co-occurring depression, anxiety and PTSD',
      'Withdrawal management',
    ],
  },
  billingSections: [
    {
      heading: 'Addiction medicine billing rules we apply',
      items: [
        {
          label: 'Screening and brief intervention by time',
          description:
            'Structured alcohol and drug screening with brief intervention is billed by time: 99408 for 15–30 minutes and 99409 for over 30 minutes, or G0396 and G0397 for Medicare. CPT has no code for less than 15 minutes; Medicare pays G2011 for 5–14 minutes.',
        },
        {
          label: 'Office-based substance use disorder treatment',
          description:
            'Medicare’s monthly codes for office-based treatment of a substance use disorder (opioid use disorder included) cover treatment planning, care coordination, therapy and counseling: G2086 for at least 70 minutes in the first calendar month, G2087 for at least 60 minutes in a later month, and the add-on G2088 for each further 30 minutes beyond the first 120 minutes in a month. The medication itself is not part of the code.',
        },
        {
          label: 'Opioid treatment programs',
          description:
            'Medicare-enrolled opioid treatment programs bill weekly bundles, such as G2067 for methadone and G2068 for oral buprenorphine, that include dispensing, counseling, individual and group therapy and toxicology testing.',
        },
        {
          label: 'Drug testing',
          description:
            'Presumptive testing read by eye, such as a cup or dipstick (80305), is billed once per date of service; definitive testing is billed by the number of drug classes, and each test needs an order that says how the result will guide treatment.',
        },
      ],
    },
  ],
  modifiers: {
    mainHeading: 'Commonly used addiction medicine billing modifiers',
    intro:
      'Medicaid plans and behavioral health carve-outs rely on program and setting modifiers; telehealth and drug modifiers apply across payers.',
    modifiers: [
      {
        code: 'HF',
        useCase:
          'Medicaid claims for services delivered within a licensed substance use disorder program, such as H0004 counseling, where the state requires it.',
      },
      {
        code: 'HG',
        useCase: 'Services furnished in an opioid treatment program, as some state Medicaid plans require.',
      },
      {
        code: 'HQ',
        useCase:
          'Group counseling billed with a code that does not itself describe a group, where the payer requires the setting to be stated.',
      },
      {
        code: '25',
        useCase:
          'An E/M visit for a separate medical problem on the same day as screening and brief intervention (99408), documented apart from it.',
      },
      {
        code: '95',
        useCase: 'Buprenorphine follow-up or counseling held by video, for payers that require 95.',
      },
      {
        code: '93',
        useCase:
          'Audio-only counseling or medication management, which Medicare and many payers allow for substance use disorder treatment.',
      },
      {
        code: 'JZ',
        useCase:
          'Extended-release naltrexone (J2315) from a single-dose package given in full; Medicare requires JZ on single-dose drugs when nothing is discarded.',
      },
    ],
  },
  codes: {
    heading: 'Common addiction medicine procedure codes',
    intro: 'CPT and HCPCS Level II codes we bill most for addiction medicine practices and programs.',
    rows: [
      { code: 'H0001' },
      { code: 'H0004' },
      { code: 'H0005' },
      { code: 'H0015' },
      { code: 'H0020' },
      { code: '99408' },
      { code: '99409' },
      { code: 'G0396' },
      { code: 'G0397' },
      { code: 'G2086' },
      { code: 'G2087' },
      { code: 'G2088' },
      { code: '80305' },
      { code: 'J2315' },
    ],
    note: 'H-codes are HCPCS Level II codes used mainly by Medicaid and behavioral health plans; coverage and units vary by state. Medicare covers screening and brief intervention with G0396 and G0397, while most commercial plans use 99408 and 99409.',
  },
  detail: {
    mainHeading: 'Addiction medicine requirements and coverage',
    description: 'What we confirm in the record and with the payer before an addiction medicine claim goes out.',
    keyRequirements: {
      heading: 'Key requirements',
      points: [
        'A documented substance use disorder diagnosis with the substance and severity (mild, moderate or severe), coded to full ICD-10-CM specificity.',
        'An individualized treatment plan signed by the treating clinician and reviewed as often as the payer or state requires.',
        'Start and stop times for time-based services such as counseling, screening and office-based substance use disorder treatment.',
        'Patient consent that meets 42 CFR Part 2 before records identifying a patient as receiving SUD treatment are disclosed to a payer; a billing service receives those records under a qualified service organization agreement (QSOA; for a program that is a HIPAA covered entity, a BAA that includes the Part 2 QSO terms) or that consent.',
        'For buprenorphine prescribers, a DEA registration that covers Schedule III medications.',
      ],
    },
    coverageConditions: {
      heading: 'Coverage conditions',
      points: [
        'The level of care matches the payer’s criteria, commonly the ASAM Criteria, for outpatient, intensive outpatient or residential treatment.',
        'Prior authorization for intensive outpatient programs and for some medications, such as long-acting injectables, when the plan requires it.',
        'Medicaid H-codes billed only to plans that recognize them, with the program modifiers the state requires.',
        'Office-based substance use disorder treatment codes billed once per calendar month, after the minimum minutes are met.',
        'Telehealth services billed with the place of service and modifier each payer requires.',
      ],
    },
    moreDetailsLink: {
      text: 'Intensive outpatient programs and long-acting medications often need approval before treatment starts.',
      url: '/prior-authorization-services',
      label: 'See our prior authorization services',
    },
  },
  expertise: {
    heading: 'How your addiction medicine claims are worked',
    intro:
      'Addiction medicine billing has its own codes, state Medicaid rules and confidentiality law, and our team works within all three for treatment programs and office-based practices.',
    items: [
      {
        label: 'Behavioral health billing specialists',
        description: 'Staff who know Medicaid H-codes, program modifiers and the state-by-state rules for SUD services, from the first assessment through outpatient and residential levels of care.',
      },
      {
        label: 'Confidentiality first',
        description: 'Our workflows follow HIPAA and 42 CFR Part 2: Part 2 records are received under a QSOA (or a BAA that includes its Part 2 terms) or the patient’s consent, and consent is checked before any disclosure.',
      },
      {
        label: 'Authorization tracking',
        description: 'Authorized units and end dates are tracked, and reauthorization requests are prepared ahead of each end date.',
      },
      {
        label: 'Monthly code management',
        description: 'Minutes for the monthly G2086 and G2087 codes are totaled for each patient, and a month is billed only once its minimum time is documented.',
      },
    ],
  },
  callToAction: {
    heading: 'Talk to us about billing for SUD treatment',
    text: 'Tell us which services you offer, from office-based buprenorphine to intensive outpatient care, and which Medicaid plans and carve-outs you bill, and we will walk you through how we would set up codes, program modifiers and authorizations.',
  },
};
