import type { SpecialtyContent } from './specialtyContent';
import art from 'shared/art/specialties/endocrinology.json' with { type: 'json' };

export const endocrinology: SpecialtyContent = {
  art,
  slug: 'endocrinology',
  summary:
    'Endocrinology billing runs on long-term care: diabetes visits, continuous glucose monitoring, thyroid work-ups and procedures. We code them from the record and check device and supply claims against each payer’s rules.',
  overview: {
    heading: 'Endocrinology billing for long-term care',
    paragraphs: [
      'Endocrinologists manage diabetes, thyroid, adrenal, pituitary and bone disorders over years, with visits, in-office testing, continuous glucose monitoring and procedures such as thyroid biopsy. Each comes with frequency limits and documentation rules.',
      'We code every visit on medical decision making or time, bill CGM start-up and interpretation at the right intervals, add CLIA modifiers to in-office lab tests, and report the quality codes that count toward MIPS.',
    ],
    highlights: [
      'CGM start-up and interpretation billed at the right intervals',
      'CLIA-waived tests reported with QW',
      'Diabetes quality codes reported for MIPS',
      'Visit requirements for CGM and supplies tracked per patient',
    ],
  },
  focus: {
    kind: 'conditions',
    heading: 'Conditions we bill for',
    intro: 'Endocrine conditions we code to full ICD-10-CM specificity, including type, control and complications.',
    points: [
      'Type 1 and type 2 diabetes',
      'Prediabetes and insulin resistance',
      'Hypothyroidism and hyperthyroidism',
      'Thyroid nodules and thyroid cancer',
      'Osteoporosis',
      'Adrenal and pituitary disorders',
      'Polycystic ovary syndrome',
      'Obesity and metabolic syndrome',
    ],
  },
  billingSections: [
    {
      heading: 'Endocrinology billing rules we apply',
      items: [
        {
          label: 'Continuous glucose monitoring',
          description:
            '95249 covers start-up and training with a patient-owned device, 95250 with a device the office provides, and 95251 the analysis, interpretation and report of at least 72 hours of data.',
        },
        {
          label: 'CGM coverage for Medicare',
          description:
            'Medicare covers a CGM for patients with diabetes who use insulin or have a history of problematic hypoglycemia, after an in-person or Medicare-approved telehealth visit within 6 months before the order, with follow-up visits every 6 months.',
        },
        {
          label: 'In-office lab tests',
          description:
            'Tests run on CLIA-waived analyzers, such as a point-of-care A1C (83036), carry modifier QW, and the practice needs a CLIA certificate of waiver on file.',
        },
        {
          label: 'Diabetes self-management training',
          description:
            'Medicare covers up to 10 hours of training in the first year (1 hour individual and 9 in groups) and 2 hours a year after that, billed with G0108 and G0109 by an accredited program.',
        },
        {
          label: 'Quality codes',
          description:
            'CPT Category II codes such as 3044F (most recent A1C below 7.0%) and 3046F (above 9.0%) report diabetes control for MIPS quality measures.',
        },
      ],
    },
  ],
  modifiers: {
    mainHeading: 'Commonly used endocrinology billing modifiers',
    intro:
      'On endocrinology claims, modifiers separate a visit or a diagnostic ultrasound from a same-day biopsy, mark waived in-office tests and medically necessary repeat labs, and split the reading of a scan from the equipment.',
    modifiers: [
      {
        code: '25',
        useCase:
          'A diabetes management visit on the same day as a thyroid fine needle aspiration, documented separately from the procedure.',
      },
      {
        code: '59',
        useCase:
          'A complete diagnostic thyroid ultrasound (76536) that led to the decision to biopsy, billed with 10005 only when the complete study was performed and documented separately from the ultrasound guidance included in 10005 and the payer’s NCCI edit for the pair allows a modifier.',
      },
      {
        code: 'QW',
        useCase: 'A point-of-care A1C (83036) run in the office on a CLIA-waived analyzer.',
      },
      {
        code: '26',
        useCase: 'Interpretation of a DXA scan or thyroid ultrasound performed on hospital equipment.',
      },
      {
        code: 'TC',
        useCase: 'A DXA scan performed on the practice’s own scanner and read by another physician.',
      },
      {
        code: '91',
        useCase: 'A repeat glucose measured the same day to follow the response to treatment, not to confirm the first result.',
      },
      {
        code: '95',
        useCase: 'A diabetes or thyroid follow-up visit held by real-time video.',
      },
      {
        code: 'GA',
        useCase: 'A Medicare lab test expected to be denied for frequency, with a signed ABN on file.',
      },
    ],
  },
  codes: {
    heading: 'Common endocrinology procedure codes',
    intro: 'Monitoring, lab, imaging, procedure, injection, training and quality codes we bill for endocrinology practices.',
    rows: [
      { code: '95249' },
      { code: '95250' },
      { code: '95251' },
      { code: '83036' },
      { code: '82947' },
      { code: '84443' },
      { code: '76536' },
      { code: '10005' },
      { code: '96372' },
      { code: '77080' },
      { code: 'G0108' },
      { code: 'G0109' },
      { code: '3044F' },
      { code: '3046F' },
    ],
    note: 'CGM codes are reported at the frequency CPT and the payer allow. Lab tests run in the office on waived analyzers carry QW. An in-office injection, such as an osteoporosis drug, is 96372 with the drug billed under its own HCPCS code. Category II codes such as 3044F report quality data and carry a zero or nominal charge.',
  },
  detail: {
    mainHeading: 'Endocrinology requirements and coverage',
    description: 'What endocrinology claims need in the record, and the coverage rules for the services billed most.',
    keyRequirements: {
      heading: 'Key requirements',
      points: [
        'Diabetes type, control and complications coded to full ICD-10-CM specificity, with long-term insulin use (Z79.4) added for insulin-treated type 2, secondary or other specified diabetes, as the tabular list instructs; type 1 diabetes codes carry no such instruction, since insulin use is inherent in them.',
        'For Medicare CGM patients, a documented visit within 6 months before the order and every 6 months after.',
        'CGM reports covering at least 72 hours of data, with a written interpretation.',
        'Lab orders that name each test and the reason for it, with the CLIA certificate on file for in-office testing.',
        'Procedure notes for biopsies with the number of lesions and the imaging guidance used.',
      ],
    },
    coverageConditions: {
      heading: 'Coverage conditions',
      points: [
        'CGM for Medicare: diabetes treated with insulin, or a history of problematic hypoglycemia.',
        'Diabetes self-management training ordered by the treating practitioner and furnished by an accredited program.',
        'A1C testing no more often than every three months for a controlled diabetic patient under Medicare’s lab NCD, unless the record supports more.',
        'Bone density (DXA) every 24 months for qualifying Medicare patients, more often when medically necessary.',
        'Insulin pumps and CGM supplies billed by the DME supplier; the practice documents the criteria they need.',
      ],
    },
  },
  expertise: {
    heading: 'How your endocrinology claims are worked',
    intro: 'Endocrinology billing combines years of chronic care, device and supply rules with their own visit requirements, and quality reporting.',
    items: [
      {
        label: 'Chronic care coding',
        description: 'Diabetes and thyroid visits coded with every complication and medication the record supports.',
      },
      {
        label: 'Device and supply rules',
        description: 'CGM, pump and supply requirements tracked, so the visits and notes a renewal needs are flagged before they lapse.',
      },
      {
        label: 'Quality reporting',
        description: 'Category II codes added to the claims that qualify for the MIPS quality measures your practice reports.',
      },
      {
        label: 'Lab compliance',
        description: 'CLIA certificates, QW modifiers and lab frequency limits checked before claims go out.',
      },
    ],
  },
  callToAction: {
    heading: 'Talk to us about diabetes and thyroid billing',
    text: 'We can discuss how your practice bills CGM start-up and interpretation, in-office A1C testing, diabetes self-management training and MIPS quality codes, and where your payers’ rules differ.',
  },
};
