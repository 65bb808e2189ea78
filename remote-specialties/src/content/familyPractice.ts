import type { SpecialtyContent } from './specialtyContent';

export const familyPractice: SpecialtyContent = {
  slug: 'family-practice',
  summary:
    'Family practices bill the widest mix in medicine: sick visits, preventive exams, vaccines, care management and counseling. We code each one, look for services performed but not billed, and bill preventive care with the codes and modifiers plans need to apply their no-cost-sharing rules.',
  overview: {
    heading: 'Family Practice Billing Across Every Visit Type',
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
    heading: 'Services We Cover',
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
      heading: 'Family Practice Billing Rules We Apply',
      items: [
        {
          label: 'Preventive and problem visits together',
          description:
            'When a preventive exam and a significant problem are handled at one visit, both are billed: the preventive code, and the problem E/M with modifier 25, each supported by its own documentation.',
        },
        {
          label: 'Welcome and annual wellness visits',
          description:
            'Medicare patients receive the Welcome to Medicare visit (G0402) within their first 12 months of Part B, then an annual wellness visit (G0438 the first time, G0439 after that) once 12 months have passed since the last one.',
        },
        {
          label: 'Chronic care management',
          description:
            '99490 covers the first 20 minutes of clinical staff time in a calendar month for patients with two or more chronic conditions expected to last at least 12 months, with a comprehensive care plan and the patient’s consent.',
        },
        {
          label: 'Transitional care management',
          description:
            '99495 requires contact within 2 business days of discharge, moderate complexity decision making and a visit within 14 days; 99496 requires high complexity and a visit within 7 days.',
        },
        {
          label: 'G2211 for ongoing care',
          description:
            'Medicare’s add-on G2211 recognizes the complexity of longitudinal primary care. It is not paid when the visit carries modifier 25, unless the other service that day is an annual wellness visit, a vaccine administration or a Medicare Part B preventive service.',
        },
      ],
    },
  ],
  modifiers: {
    mainHeading: 'Commonly Used Family Practice Billing Modifiers',
    intro: 'The modifiers family practice claims need most, and when we use them.',
    modifiers: [
      {
        code: '25',
        description:
          'Significant, separately identifiable evaluation and management service by the same physician or other qualified health care professional on the same day of the procedure or other service',
        useCase: 'Managing uncontrolled hypertension during a preventive exam, documented separately from the exam.',
      },
      {
        code: '33',
        description: 'Preventive services',
        useCase:
          'A service recommended by the USPSTF billed with a code that is not preventive on its own, so commercial plans waive cost sharing.',
      },
      {
        code: '95',
        description:
          'Synchronous telemedicine service rendered via a real-time interactive audio and video telecommunications system',
        useCase: 'A follow-up visit held by real-time video, for payers that require 95.',
      },
      {
        code: '93',
        description:
          'Synchronous telemedicine service rendered via telephone or other real-time interactive audio-only telecommunications system',
        useCase: 'An audio-only visit for payers that cover it, such as a medication check by phone.',
      },
      {
        code: 'QW',
        description: 'CLIA waived test',
        useCase: 'A rapid strep or rapid influenza test run in the office on a CLIA-waived kit.',
      },
      {
        code: '59',
        description: 'Distinct procedural service',
        useCase:
          'Two procedures at separate sites or sessions that an NCCI edit would otherwise bundle, when no X modifier fits better.',
      },
      {
        code: 'GY',
        description:
          'Item or service statutorily excluded, does not meet the definition of any Medicare benefit or, for non-Medicare insurers, is not a contract benefit',
        useCase: 'A routine physical (99397) billed to Medicare, which excludes it by law, so a secondary plan can pay it.',
      },
    ],
  },
  codes: {
    heading: 'Common Family Practice Procedure Codes',
    intro: 'Visit, preventive, care management, vaccine and counseling codes we bill for family practices.',
    rows: [
      {
        code: '99202–99205',
        description: 'Office or other outpatient visit for the evaluation and management of a new patient',
      },
      {
        code: '99211–99215',
        description: 'Office or other outpatient visit for the evaluation and management of an established patient',
      },
      {
        code: '99381–99387',
        description:
          'Initial comprehensive preventive medicine evaluation and management, new patient, by age group (younger than 1 year through 65 years and older)',
      },
      {
        code: '99391–99397',
        description:
          'Periodic comprehensive preventive medicine reevaluation and management, established patient, by age group (younger than 1 year through 65 years and older)',
      },
      {
        code: 'G0402',
        description:
          'Initial preventive physical examination; face-to-face visit, services limited to new beneficiary during the first 12 months of Medicare enrollment',
      },
      {
        code: 'G0438',
        description: 'Annual wellness visit; includes a personalized prevention plan of service (PPPS), initial visit',
      },
      {
        code: 'G0439',
        description: 'Annual wellness visit, includes a personalized prevention plan of service (PPPS), subsequent visit',
      },
      {
        code: '99490',
        description:
          'Chronic care management services, first 20 minutes of clinical staff time directed by a physician or other qualified health care professional, per calendar month',
      },
      {
        code: '99495',
        description:
          'Transitional care management services: communication within 2 business days of discharge, at least moderate complexity medical decision making, face-to-face visit within 14 calendar days of discharge',
      },
      {
        code: '99496',
        description:
          'Transitional care management services: communication within 2 business days of discharge, high complexity medical decision making, face-to-face visit within 7 calendar days of discharge',
      },
      {
        code: '90471',
        description:
          'Immunization administration (percutaneous, intradermal, subcutaneous or intramuscular injections); 1 vaccine (single or combination vaccine/toxoid)',
      },
      { code: 'G0008', description: 'Administration of influenza virus vaccine' },
      {
        code: '99406',
        description: 'Smoking and tobacco use cessation counseling visit; intermediate, greater than 3 minutes up to 10 minutes',
      },
      { code: '99407', description: 'Smoking and tobacco use cessation counseling visit; intensive, greater than 10 minutes' },
      {
        code: 'G2211',
        description:
          'Visit complexity inherent to evaluation and management associated with medical care services that serve as the continuing focal point for all needed health care services and/or with medical care services that are part of ongoing care related to a patient’s single, serious condition or a complex condition (add-on to an office or outpatient E/M visit)',
      },
    ],
    note: 'Preventive visit codes are chosen by the patient’s age and new or established status. Medicare does not cover routine physicals (99381–99397); it covers the welcome visit and annual wellness visits instead.',
  },
  detail: {
    mainHeading: 'Family Practice Requirements and Coverage',
    description: 'What family practice claims need in the record, and the coverage rules behind preventive and care management services.',
    keyRequirements: {
      heading: 'Key Requirements',
      points: [
        'Separate documentation for preventive and problem-oriented work when both are billed at one visit.',
        'The patient’s consent documented before chronic care management starts, and the clinical staff time counted each month.',
        'A comprehensive care plan for each CCM patient, shared with the patient.',
        'For TCM: the discharge date, the contact within 2 business days and the date of the face-to-face visit.',
        'Vaccine lot numbers, Vaccine Information Statement dates and the administering staff member recorded for each immunization.',
      ],
    },
    coverageConditions: {
      heading: 'Coverage Conditions',
      points: [
        'Preventive services with an A or B USPSTF rating are covered without cost sharing by most commercial plans under the Affordable Care Act.',
        'The Medicare annual wellness visit is covered once every 12 months; routine physicals are not covered.',
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
    heading: 'Our Family Practice Billing Team',
    intro: 'Primary care billing is high volume and detail heavy; our team is built for both.',
    items: [
      {
        label: 'Primary care coders',
        description: 'Coders who specialize in primary care, with years of family practice experience.',
      },
      {
        label: 'Preventive care specialists',
        description: 'Preventive, wellness and vaccine claims coded as preventive, so plans can apply the patient’s preventive benefit.',
      },
      {
        label: 'Care management support',
        description: 'Monthly CCM time and TCM deadlines tracked, so every qualifying service is billed.',
      },
      {
        label: 'Charge capture reviews',
        description: 'Regular reviews that find the services your practice performs but does not bill.',
      },
    ],
  },
  callToAction: {
    heading: 'Keep Your Family Practice Healthy',
    text: 'Book a free consultation and we’ll review your primary care claims, charge capture and denials with you.',
  },
};
