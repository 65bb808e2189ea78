import type { SpecialtyContent } from './specialtyContent';
import art from 'shared/art/specialties/bariatrics.json' with { type: 'json' };

export const bariatrics: SpecialtyContent = {
  art,
  slug: 'bariatrics',
  summary:
    'Bariatric claims are won or lost on documentation: BMI, comorbidities, supervised weight-loss history and pre-operative evaluations. We assemble it, request the authorization and follow it to a decision, code the surgery, and bill the counseling around it to the payers that cover it.',
  overview: {
    heading: 'Bariatric billing from first counseling visit to surgery',
    paragraphs: [
      'Bariatric programs bill two kinds of care: counseling and nutrition therapy for patients with obesity, and metabolic and bariatric surgery for patients who meet surgical criteria. Each has its own coverage rules, BMI thresholds and documentation, and Medicare pays intensive behavioral therapy for obesity only when a primary care practitioner furnishes it in a primary care setting.',
      'We check BMI and comorbidities against each payer’s policy, build the authorization packet for surgery, code the procedure and its 90-day global correctly, and bill counseling visits to the payers that cover them, within their frequency limits.',
    ],
    highlights: [
      'BMI and comorbidities checked against each payer’s policy',
      'Surgical authorization packets assembled and tracked',
      'G0447 visits by primary care practitioners counted against Medicare’s annual limit',
      '90-day global periods tracked after every surgery',
    ],
  },
  focus: {
    kind: 'conditions',
    heading: 'Conditions we bill for',
    intro: 'Obesity and the conditions that come with it, coded with the BMI and comorbidities payers look for.',
    points: [
      'Obesity (BMI 30 or more)',
      'Morbid (severe) obesity: BMI 40 or more, or 35 or more with comorbidities',
      'Type 2 diabetes',
      'Obstructive sleep apnea',
      'Hypertension',
      'Dyslipidemia',
      'Fatty liver disease',
      'Gastroesophageal reflux disease',
    ],
  },
  billingSections: [
    {
      heading: 'Obesity and BMI thresholds',
      intro: 'Payers decide coverage by BMI. These are the thresholds we code and document to.',
      items: [
        {
          label: 'Obesity: BMI of 30 or more',
          description:
            'Obesity is a BMI of 30 or more, the threshold for Medicare’s intensive behavioral therapy for obesity (a primary care benefit) and for most weight-management benefits. The adult BMI is coded with Z68 codes (Z68.30–Z68.39 for a BMI of 30.0–39.9) beside the obesity diagnosis.',
        },
        {
          label: 'Morbid obesity: BMI 40 or more, or 35 or more with comorbidities',
          description:
            'Morbid obesity is a BMI of 40 or more, or 35 or more with obesity-related comorbidities such as type 2 diabetes, hypertension or obstructive sleep apnea; adult BMIs of 40 and above are coded Z68.41–Z68.45. Medicare covers bariatric surgery for a BMI of 35 or more with at least one related comorbidity after unsuccessful medical treatment for obesity.',
        },
      ],
    },
    {
      heading: 'Obesity counseling and screening',
      intro: 'Counseling and screening codes are billed by time and by visit count, so the minutes and the visit number in each note matter.',
      items: [
        {
          label: 'G0447: up to 22 visits a year',
          description:
            'Medicare’s intensive behavioral therapy for obesity (NCD 210.12) covers adults with a BMI of 30 or more when a primary care practitioner, such as a family physician, internist, nurse practitioner or physician assistant, furnishes it in a primary care setting: weekly visits in month 1, every other week in months 2–6, and monthly in months 7–12 for patients who lost at least 3 kg (6.6 lb) in the first six months, up to 22 visits a year. Each visit is G0447 (15 minutes), or G0473 for a 30-minute group session. A bariatric surgery program bills these codes to Medicare only for visits its primary care practitioners furnish in a primary care setting; other payers set their own rules.',
        },
        {
          label: 'Screening: 15–30 minutes versus over 30 minutes',
          description:
            'Alcohol and substance use screening with brief intervention, often part of the pre-surgical evaluation, is billed by time: 99408 (G0396 for Medicare) for 15–30 minutes and 99409 (G0397) for over 30 minutes. Under 15 minutes CPT has no code; Medicare pays G2011 for 5–14 minutes.',
        },
        {
          label: 'Medical nutrition therapy',
          description:
            'Dietitian visits are billed with 97802 for the initial assessment and 97803 for reassessment, each per 15 minutes, when the plan covers nutrition therapy for obesity. Medicare covers medical nutrition therapy only for diabetes, chronic renal insufficiency not yet on dialysis (GFR 13–50), and the 36 months after a kidney transplant.',
        },
      ],
    },
  ],
  modifiers: {
    mainHeading: 'Commonly used bariatric billing modifiers',
    intro: 'Bariatric surgery carries a 90-day global period, so most of its modifiers describe care within it.',
    modifiers: [
      {
        code: '57',
        useCase: 'The visit on the day before or the day of surgery at which the decision to perform a gastric bypass was made.',
      },
      {
        code: '22',
        useCase:
          'A sleeve gastrectomy made substantially harder by extensive adhesions from earlier abdominal surgery, with the extra time and work documented.',
      },
      {
        code: '24',
        useCase: 'A visit for an unrelated problem, such as a skin infection, during the 90-day global of a sleeve gastrectomy.',
      },
      {
        code: '58',
        useCase:
          'A procedure planned at the time of the original surgery, or more extensive than it, performed during the global period.',
      },
      {
        code: '78',
        useCase: 'A return to the operating room to repair a staple-line leak after a sleeve gastrectomy.',
      },
      {
        code: '79',
        useCase: 'An inguinal hernia repair during the global period of a gastric bypass.',
      },
      {
        code: '80',
        useCase: 'An assisting surgeon’s claim for a laparoscopic gastric bypass, when the payer allows an assistant for the code.',
      },
      {
        code: '33',
        useCase:
          'Obesity counseling under the USPSTF recommendation billed to a commercial plan with a code that is not preventive on its own, such as medical nutrition therapy (97802), so the plan can apply its no-cost-sharing preventive benefit.',
      },
    ],
  },
  codes: {
    heading: 'Common bariatric procedure codes',
    intro: 'Surgical, endoscopic, counseling and screening codes we bill for bariatric programs.',
    rows: [
      { code: '43644' },
      { code: '43645' },
      { code: '43775' },
      { code: '43770' },
      { code: '43235' },
      { code: 'G0447' },
      { code: 'G0473' },
      { code: '97802' },
      { code: '97803' },
      { code: '99408' },
      { code: '99409' },
      { code: 'S2083' },
    ],
    note: 'Bariatric surgery codes carry a 90-day global period. Medicare pays G0447 and G0473 only when a primary care practitioner furnishes them in a primary care setting, for up to 22 visits a year for patients with a BMI of 30 or more. S-codes such as S2083 are accepted by some commercial and Medicaid plans, not by Medicare.',
  },
  detail: {
    mainHeading: 'Bariatric requirements and coverage',
    description: 'What a bariatric claim needs before surgery is scheduled, and the criteria payers apply.',
    keyRequirements: {
      heading: 'Key requirements',
      points: [
        'Height, weight and BMI recorded at each visit, with the matching Z68 code.',
        'Obesity-related comorbidities documented and coded, with how each is treated.',
        'A documented history of supervised weight-loss attempts when the payer requires it, often over several consecutive months.',
        'Psychological evaluation and nutrition assessment completed before surgery when the policy calls for them.',
        'Prior authorization approved before surgery, with the procedure code and facility on the approval matching the claim.',
      ],
    },
    coverageConditions: {
      heading: 'Coverage conditions',
      points: [
        'Surgery: BMI 40 or more, or 35 or more with at least one obesity-related comorbidity.',
        'Medicare: BMI 35 or more, at least one comorbidity related to obesity, and previous unsuccessful medical treatment for obesity.',
        'Intensive behavioral therapy (G0447, G0473) under NCD 210.12: BMI 30 or more, furnished by a primary care physician or practitioner in a primary care setting, up to 22 visits in 12 months.',
        'Visits after the sixth month only for patients who lost at least 3 kg in the first six months.',
        'Many employer plans exclude weight-loss surgery entirely, so we verify the benefit before the first surgical consult.',
      ],
    },
    moreDetailsLink: {
      text: 'Bariatric surgery is approved or denied on the strength of its authorization packet.',
      url: '/prior-authorization-services',
      label: 'See our prior authorization services',
    },
  },
  expertise: {
    heading: 'How your bariatric claims are worked',
    intro: 'Bariatric billing starts months before surgery, with the documentation payers ask for, and runs through the 90-day global after it.',
    items: [
      {
        label: 'Surgical coders',
        description: 'Coders experienced in general and bariatric surgery, global periods and assistant-at-surgery rules.',
      },
      {
        label: 'Authorization specialists',
        description: 'Staff who assemble BMI history, comorbidities and evaluations into packets built on each payer’s own criteria.',
      },
      {
        label: 'Counseling visit tracking',
        description:
          'Where a program’s primary care practitioners furnish G0447 visits, the visits and the six-month weight-loss check are tracked per patient, and each visit is checked against Medicare’s limit before it is billed.',
      },
      {
        label: 'Appeals with policy citations',
        description: 'Denied surgeries appealed with the payer’s own criteria and the evidence that meets them: BMI history, comorbidities, supervised weight-loss attempts and the surgeon’s letter of medical necessity.',
      },
    ],
  },
  callToAction: {
    heading: 'Billing support for bariatric programs',
    text: 'Tell us how your program is organized, from surgeons and dietitians to any primary care practitioners on staff, and which payers cover weight-loss surgery for your patients, and we will explain how we would handle authorization packets, global periods and counseling claims.',
  },
};
