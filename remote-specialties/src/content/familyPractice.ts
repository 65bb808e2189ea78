import type { SpecialtyContent } from './specialtyContent';
import art from 'shared/art/specialties/family-practice.json' with { type: 'json' };

export const familyPractice: SpecialtyContent = {
  art,
  slug: 'family-practice',
  summary:
    'Family practices bill the widest mix in medicine: sick visits, preventive exams, vaccines, care management and counseling. We code each one, look for services performed but not billed, and bill preventive care with the codes and modifiers plans need to apply their no-cost-sharing rules.',
  overview: {
    heading: 'Family practice billing across every visit type',
    paragraphs: [
      'In a single day a family practice may bill new and established office visits, preventive exams for every age, Medicare wellness visits, vaccines and their administration, tobacco counseling and monthly care management. Each has its own frequency limits and pairing rules.',
      'We code preventive and problem-oriented services correctly when they happen at the same visit, bill chronic and transitional care management once their requirements are met, and add the codes practices most often leave unbilled.',
    ],
    highlights: [
      'Preventive and problem visits billed together correctly',
      'Annual wellness visit eligibility checked before scheduling',
      'CCM and TCM minutes and deadlines tracked',
      'Vaccine and administration codes paired on every claim',
    ],
  },
  focus: {
    kind: 'services',
    heading: 'Services we cover',
    intro: 'Primary care services we code and bill for family medicine practices, for patients of every age.',
    points: [
      'Problem-oriented office visits',
      'Preventive exams for all ages',
      'Medicare welcome and annual wellness visits',
      'Vaccines and immunization administration',
      'Chronic care management',
      'Transitional care after discharge',
      'Tobacco cessation counseling and behavioral screening',
      'In-office labs and minor procedures',
    ],
  },
  billingSections: [
    {
      heading: 'Family practice billing rules we apply',
      items: [
        {
          label: 'Preventive and problem visits together',
          description:
            'When a preventive exam and a significant problem are handled at one visit, both are billed: the preventive code, and the problem E/M with modifier 25, each supported by its own documentation.',
        },
        {
          label: 'Welcome and annual wellness visits',
          description:
            'Medicare patients receive the Welcome to Medicare visit (G0402) within their first 12 months of Part B, then an annual wellness visit (G0438 the first time, G0439 after that) once at least 11 full months have passed after the month of the last annual wellness visit or Welcome to Medicare visit.',
        },
        {
          label: 'Chronic care management',
          description:
            '99490 covers the month’s first 20 minutes of care-management time by clinical staff, for patients with two or more chronic conditions expected to last at least 12 months, or until death, that put the patient at significant risk of dying, of acute worsening or decompensation, or of losing function, with a comprehensive care plan and the patient’s consent.',
        },
        {
          label: 'Transitional care management',
          description:
            '99495 requires contact with the patient within 2 business days after discharge, moderate complexity decision making and a visit within 14 days; 99496 requires high complexity and a visit within 7 days.',
        },
        {
          label: 'G2211 for ongoing care',
          description:
            'Medicare’s add-on G2211 recognizes the complexity of longitudinal care. It is reported with an office or outpatient visit (99202–99215) and, from 2026, with a home or residence visit (99341–99350). It is not paid when the visit carries modifier 25, unless the other service that day is an annual wellness visit, a vaccine administration or a Medicare Part B preventive service.',
        },
      ],
    },
  ],
  modifiers: {
    mainHeading: 'Commonly used family practice billing modifiers',
    intro:
      'On family practice claims, modifiers decide whether a problem visit is paid beside a preventive exam and whether a plan waives cost sharing, and they report telehealth visits and waived in-office tests.',
    modifiers: [
      {
        code: '25',
        useCase: 'Managing uncontrolled hypertension during a preventive exam, documented separately from the exam.',
      },
      {
        code: '33',
        useCase:
          'A service recommended by the USPSTF billed with a code that is not preventive on its own, so commercial plans can apply their no-cost-sharing preventive benefit.',
      },
      {
        code: '95',
        useCase: 'A follow-up visit held by real-time video, for payers that require 95.',
      },
      {
        code: '93',
        useCase: 'An audio-only visit for payers that cover it, such as a medication check by phone.',
      },
      {
        code: 'QW',
        useCase: 'A rapid strep or rapid influenza test run in the office on a CLIA-waived kit.',
      },
      {
        code: '59',
        useCase:
          'Two procedures at separate sites or sessions that an NCCI edit would otherwise bundle, when no X modifier fits better.',
      },
      {
        code: 'GY',
        useCase: 'A routine physical (99397) billed to Medicare, which excludes it by law, so a secondary plan can pay it.',
      },
    ],
  },
  codes: {
    heading: 'Common family practice procedure codes',
    intro: 'Visit, preventive, care management, vaccine and counseling codes we bill for family practices.',
    rows: [
      { code: '99202–99205' },
      { code: '99211–99215' },
      { code: '99381–99387' },
      { code: '99391–99397' },
      { code: 'G0402' },
      { code: 'G0438' },
      { code: 'G0439' },
      { code: '99490' },
      { code: '99495' },
      { code: '99496' },
      { code: '90471' },
      { code: 'G0008' },
      { code: '99406' },
      { code: '99407' },
      { code: 'G2211' },
    ],
    note: 'Preventive visit codes are chosen by the patient’s age and new or established status. Medicare does not cover routine physicals (99381–99387 and 99391–99397); it covers the welcome visit and annual wellness visits instead.',
  },
  detail: {
    mainHeading: 'Family practice requirements and coverage',
    description: 'What family practice claims need in the record, and the coverage rules behind preventive and care management services.',
    keyRequirements: {
      heading: 'Key requirements',
      points: [
        'Separate documentation for preventive and problem-oriented work when both are billed at one visit.',
        'The patient’s consent documented before chronic care management starts, and the clinical staff time counted each month.',
        'A comprehensive care plan for each CCM patient, shared with the patient.',
        'For TCM: the discharge date, the contact within 2 business days and the date of the face-to-face visit.',
        'Vaccine lot numbers, Vaccine Information Statement dates and the administering staff member recorded for each immunization.',
      ],
    },
    coverageConditions: {
      heading: 'Coverage conditions',
      points: [
        'Preventive services with an A or B USPSTF rating are covered without cost sharing by most commercial plans under the Affordable Care Act.',
        'The Medicare annual wellness visit is covered once at least 11 full months have passed after the month of the last one (or of the Welcome to Medicare visit); routine physicals are not covered.',
        'CCM is billed once per calendar month per patient, by one practitioner.',
        'TCM is billed once in the 30 days after discharge, by one practitioner.',
        'Influenza, pneumococcal, hepatitis B and COVID-19 vaccines are covered under Medicare Part B; most other adult vaccines under Part D.',
      ],
    },
    moreDetailsLink: {
      text: 'Adding a provider or opening a new location? Every payer needs to know before you bill.',
      url: '/enrollment-credentialing-services',
      label: 'See our enrollment and credentialing services',
    },
  },
  expertise: {
    heading: 'How your family practice claims are worked',
    intro: 'Primary care billing is high volume and detail heavy; our team is built for both.',
    items: [
      {
        label: 'Primary care coding',
        description:
          'Preventive, problem-oriented and care management services coded from the same day’s notes, with the work of each kept apart so nothing is counted twice.',
      },
      {
        label: 'Preventive care specialists',
        description: 'Preventive, wellness and vaccine claims coded as preventive, so plans can apply the patient’s preventive benefit.',
      },
      {
        label: 'Care management support',
        description: 'Monthly CCM time and TCM contact and visit deadlines tracked, and each service billed once its requirements are met.',
      },
      {
        label: 'Charge capture reviews',
        description: 'Regular reviews that find the services your practice performs but does not bill.',
      },
    ],
  },
  callToAction: {
    heading: 'Billing support for family medicine',
    text: 'Tell us about your visit mix, from preventive exams and wellness visits to CCM and TCM, and we will explain how we would look for services your practice performs but does not bill.',
  },
};
