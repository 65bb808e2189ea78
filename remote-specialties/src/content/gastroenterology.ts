import type { SpecialtyContent } from './specialtyContent';
import art from 'shared/art/specialties/gastroenterology.json' with { type: 'json' };

export const gastroenterology: SpecialtyContent = {
  art,
  slug: 'gastroenterology',
  summary:
    'GI billing turns on one question more than any other: was the colonoscopy screening or diagnostic? We settle it from the procedure note and the patient’s history before each claim goes out, and code every biopsy, polyp and lesion to the technique used.',
  overview: {
    heading: 'Gastroenterology billing from screening to therapeutic endoscopy',
    paragraphs: [
      'Gastroenterology claims mix office visits, screening and diagnostic endoscopy, therapeutic techniques such as snare polypectomy and biopsy, and capsule studies. The same colonoscopy can be billed three different ways depending on why it was done and what was found.',
      'We read every procedure note, choose the code for each technique, apply the screening modifiers that protect the patient’s screening benefit, and track the frequency limits payers apply to screening.',
    ],
    highlights: [
      'Screening, surveillance and diagnostic indications coded correctly',
      'PT and 33 applied when a screening becomes therapeutic',
      'Each technique coded once per session, distinct lesions marked',
      'Screening frequency checked before the procedure is scheduled',
    ],
  },
  focus: {
    kind: 'conditions',
    heading: 'Conditions we bill for',
    intro: 'Digestive and liver conditions we code for gastroenterology practices and endoscopy centers.',
    points: [
      'Colorectal cancer screening and colon polyps',
      'GERD and Barrett’s esophagus',
      'Inflammatory bowel disease',
      'GI bleeding and iron-deficiency anemia',
      'Dysphagia and esophageal strictures',
      'Liver disease and cirrhosis',
      'Irritable bowel syndrome',
      'Celiac disease',
    ],
  },
  billingSections: [
    {
      heading: 'Gastroenterology billing rules we apply',
      items: [
        {
          label: 'Screening or diagnostic',
          description:
            'A screening colonoscopy for an average-risk Medicare patient is G0121 and for a high-risk patient G0105; commercial plans use the CPT colonoscopy codes with modifier 33. When a polyp is removed during a screening, the therapeutic code is billed with PT for Medicare or 33 for commercial plans.',
        },
        {
          label: 'Medicare screening limits',
          description:
            'Medicare sets no minimum age for a screening colonoscopy, only frequency limits: once every 120 months for average risk (or 48 months after a screening flexible sigmoidoscopy) and every 24 months for high risk. The minimum age of 45, in effect since 2023, applies to Medicare’s other colorectal screening tests. A follow-on colonoscopy after a positive Medicare-covered stool-based test (from 2023) or blood-based biomarker test (from 2025) counts as screening and is billed as G0121 or G0105 with modifier KX; if it turns therapeutic, the colonoscopy code carries PT, with KX as well where the Medicare contractor’s instructions call for it.',
        },
        {
          label: 'Coinsurance when screening turns therapeutic',
          description:
            'Medicare coinsurance for a screening that becomes therapeutic is being phased out: 15% from 2023 to 2026, 10% from 2027 to 2029 and none from 2030. The deductible never applies.',
        },
        {
          label: 'One code per technique',
          description:
            'Each technique is coded once per session, whatever the number of lesions: biopsies of several polyps are one 45380. When a snare polypectomy (45385) is done on a different lesion, both are reported, and modifier 59 or XS goes on 45380: the NCCI procedure-to-procedure edit pairs 45385 (column one) with 45380 (column two), and the modifier belongs on the column-two code.',
        },
        {
          label: 'Same-day visits',
          description:
            'Colonoscopies, upper endoscopies and sigmoidoscopies carry a 0-day global, and the decision to perform one is included in it. Only a significant, separately identifiable E/M is billed on the day, with modifier 25; modifier 57 is for major surgery.',
        },
      ],
    },
  ],
  modifiers: {
    mainHeading: 'Commonly used gastroenterology billing modifiers',
    intro:
      'On GI claims, modifiers decide whether a screening keeps its screening status when a polyp is removed, and whether separate lesions, an incomplete procedure and a same-day visit are paid.',
    modifiers: [
      {
        code: 'PT',
        useCase: 'A Medicare screening colonoscopy during which a polyp was removed (45385-PT), so the deductible does not apply.',
      },
      {
        code: '33',
        useCase: 'A screening colonoscopy billed to a non-grandfathered commercial plan with CPT codes, so the plan can apply the patient’s no-cost-sharing screening benefit.',
      },
      {
        code: '53',
        useCase:
          'A colonoscopy stopped before reaching the cecum because the patient’s condition became unstable, with the reason documented.',
      },
      {
        code: '59',
        useCase: 'A biopsy (45380) and a snare polypectomy (45385) performed on different lesions during the same colonoscopy: reported as 45385 and 45380-59, the modifier on the column-two code of the NCCI pair.',
      },
      {
        code: 'XS',
        useCase:
          'Cold-forceps biopsy of one lesion (45380) and hot-forceps removal of another (45384) at the same colonoscopy, for payers that ask for XS rather than 59; XS goes on 45380, the column-two code of the pair.',
      },
      {
        code: '25',
        useCase:
          'A visit that manages a separate problem, such as chronic liver disease, on the same day as an endoscopy, documented apart from the pre-procedure evaluation.',
      },
      {
        code: '26',
        useCase: 'The physician’s interpretation of a capsule endoscopy (91110-26) when the facility owns the capsule equipment.',
      },
      {
        code: 'GA',
        useCase:
          'A screening colonoscopy for an average-risk Medicare patient sooner than 120 months after the last one, with a signed ABN.',
      },
    ],
  },
  codes: {
    heading: 'Common gastroenterology procedure codes',
    intro: 'Colonoscopy, upper endoscopy, sigmoidoscopy and capsule codes we bill for GI practices.',
    rows: [
      { code: '45378' },
      { code: '45380' },
      { code: '45384' },
      { code: '45385' },
      { code: 'G0121' },
      { code: 'G0105' },
      { code: '43235' },
      { code: '43239' },
      { code: '43249' },
      { code: '45330' },
      { code: '91110' },
    ],
    note: 'The colonoscopy, upper endoscopy and sigmoidoscopy codes carry a 0-day global; capsule endoscopy (91110) has no global period. Each technique is billed once per session whatever the number of lesions; screening status is shown with G0121 or G0105, PT, or 33.',
  },
  detail: {
    mainHeading: 'Gastroenterology requirements and coverage',
    description: 'What GI claims need in the record, and the screening rules that decide what patients pay.',
    keyRequirements: {
      heading: 'Key requirements',
      points: [
        'The indication for every endoscopy (screening, surveillance or a symptom) with the matching ICD-10-CM codes, such as Z12.11 for colon cancer screening.',
        'Risk factors documented for high-risk screening, such as a personal history of adenomatous polyps or a family history of colorectal cancer (Z80.0).',
        'The extent reached, the quality of the preparation and the technique used for each lesion.',
        'Pathology reviewed before final coding when the findings change the diagnosis.',
        'Prior authorization for capsule endoscopy and other procedures when the plan requires it.',
      ],
    },
    coverageConditions: {
      heading: 'Coverage conditions',
      points: [
        'Medicare screening colonoscopy with no minimum age: every 120 months for average risk, every 24 months for high risk; Medicare’s other colorectal screening tests start at age 45.',
        'A follow-on colonoscopy after a positive Medicare-covered stool-based or blood-based screening test is covered as screening, with modifier KX on G0121 or G0105.',
        'When a Medicare screening becomes therapeutic, the deductible is waived and coinsurance is phased down to zero by 2030.',
        'Non-grandfathered commercial plans cover ACA screening colonoscopy without cost sharing, including polyp removal during the screening.',
        'Capsule endoscopy is covered for obscure GI bleeding after upper and lower endoscopy have not found the source.',
      ],
    },
  },
  expertise: {
    heading: 'How your gastroenterology claims are worked',
    intro: 'A GI claim is decided by the indication and the procedure note, and sometimes by the pathology that follows; we code from all three.',
    items: [
      {
        label: 'Procedure-note coding',
        description: 'Each endoscopy coded from the procedure note: the extent reached, the technique used on each lesion and the indication behind it.',
      },
      {
        label: 'Screening benefit protection',
        description: 'Screening status and modifiers applied so each plan can apply the patient’s screening benefit.',
      },
      {
        label: 'Pathology follow-through',
        description: 'Claims finalized with pathology in hand when the result changes the diagnosis coded.',
      },
      {
        label: 'Frequency checks',
        description: 'Screening intervals verified with the payer before the procedure is scheduled.',
      },
    ],
  },
  callToAction: {
    heading: 'Questions about screening and endoscopy billing?',
    text: 'Bring your questions about screening versus diagnostic colonoscopy, PT and 33, and lesion-by-lesion coding, and we will explain how we would code from your procedure and pathology reports.',
  },
};
