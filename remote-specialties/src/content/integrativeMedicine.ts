import type { SpecialtyContent } from './specialtyContent';
import art from 'shared/art/specialties/integrative-medicine.json' with { type: 'json' };

export const integrativeMedicine: SpecialtyContent = {
  art,
  slug: 'integrative-medicine',
  summary:
    'Integrative medicine blends conventional visits with therapies that payers cover unevenly. We bill what is covered, document what isn’t, and tell patients their expected share before they are treated.',
  overview: {
    heading: 'Integrative medicine billing for covered and non-covered care',
    paragraphs: [
      'Integrative practices combine office visits, preventive counseling, nutrition and behavior change with acupuncture, osteopathic manipulation and manual therapies. Payers cover some of these, exclude others and cap the rest.',
      'We verify benefits for each service before the visit, code covered care from the visit’s documentation, handle ABNs and financial agreements for non-covered services, and give patients clear statements for what they pay themselves.',
    ],
    highlights: [
      'Benefits verified for each service type before the visit',
      'Long visits leveled on total time when it is documented',
      'ABNs and financial agreements in place before non-covered care',
      'Clear statements for self-pay services',
    ],
  },
  focus: {
    kind: 'conditions',
    heading: 'Conditions we bill for',
    intro: 'Conditions integrative practices treat most, coded so that each therapy is linked to a diagnosis that supports it.',
    points: [
      'Chronic pain',
      'Stress, anxiety and insomnia',
      'Prediabetes and metabolic syndrome',
      'Obesity and weight management',
      'Irritable bowel syndrome and other digestive disorders',
      'Headache and migraine',
      'Fatigue',
      'Supportive care during cancer treatment',
    ],
  },
  billingSections: [
    {
      heading: 'Integrative medicine billing rules we apply',
      items: [
        {
          label: 'E/M by medical decision making or time',
          description:
            'Office visits are leveled on medical decision making or on the total time spent that day, which suits long integrative visits when the time is documented.',
        },
        {
          label: 'Prolonged services',
          description:
            'Visits leveled on total time that run beyond the time of the highest level add a prolonged service code: 99417 for most payers and G2212 for Medicare, each with its own time threshold.',
        },
        {
          label: 'Acupuncture: only one initial code per session',
          description:
            'Acupuncture sessions are billed with one initial code, 97810 or 97813, plus 97811 or 97814 for each further 15 minutes of face-to-face time. Medicare covers acupuncture only for chronic low back pain.',
        },
        {
          label: 'OMT by body regions',
          description:
            'Osteopathic manipulative treatment is coded by the number of body regions treated, from 98925 for 1–2 regions to 98929 for 9–10. A same-day E/M needs modifier 25 and separate documentation.',
        },
        {
          label: 'Non-covered services',
          description:
            'Services a plan doesn’t cover are billed to the patient only with the notice the payer requires: a signed ABN (GA) for Medicare services expected to be denied, and a written financial agreement for other plans.',
        },
      ],
    },
  ],
  modifiers: {
    mainHeading: 'Commonly used integrative medicine billing modifiers',
    intro:
      'On integrative medicine claims, modifiers decide whether a visit or manual therapy is paid beside OMT or acupuncture, whether a plan waives cost sharing, and who pays when Medicare will not.',
    modifiers: [
      {
        code: '25',
        useCase:
          'A visit to manage hypertension or diabetes on the same day as osteopathic manipulation or acupuncture, documented separately.',
      },
      {
        code: '59',
        useCase: 'Manual therapy to a body region separate from the one treated with OMT, when an edit pairs the two codes.',
      },
      {
        code: 'XS',
        useCase:
          'Soft-tissue manual therapy (97140) to the shoulder when OMT treated only the cervical and thoracic regions, for payers that ask for XS rather than 59.',
      },
      {
        code: '33',
        useCase:
          'Preventive counseling recommended by the USPSTF, billed with a code that is not preventive on its own, so the plan can apply its no-cost-sharing preventive benefit.',
      },
      {
        code: '95',
        useCase: 'A follow-up visit held by real-time video, for payers that require 95.',
      },
      {
        code: 'GA',
        useCase: 'A Medicare service expected to be denied as not reasonable and necessary, with a signed ABN on file.',
      },
      {
        code: 'GY',
        useCase: 'A routine physical billed to Medicare, which excludes it by law, when a secondary plan needs the denial.',
      },
      {
        code: 'GZ',
        useCase: 'A Medicare service expected to be denied when no ABN was signed; the practice cannot bill the patient.',
      },
    ],
  },
  codes: {
    heading: 'Common integrative medicine procedure codes',
    intro: 'Visit, counseling and therapy codes we bill for integrative practices. The acupuncture initial codes are highlighted: one per session.',
    highlightLabel: 'Initial code: one per session',
    rows: [
      { code: '99202–99205' },
      { code: '99212–99215' },
      { code: '99417' },
      { code: '99401–99404' },
      { code: '97802' },
      { code: '97810', highlight: true },
      { code: '97813', highlight: true },
      { code: '98925–98929' },
      { code: '97140' },
      { code: '99406' },
      { code: '99407' },
    ],
    note: 'Highlighted: the acupuncture initial codes 97810 and 97813, only one of which is reported per session. Coverage for integrative services varies by plan, so we verify each service before the visit.',
  },
  detail: {
    mainHeading: 'Integrative medicine requirements and coverage',
    description: 'What integrative claims need in the record, and where coverage usually begins and ends.',
    keyRequirements: {
      heading: 'Key requirements',
      points: [
        'Benefits verified for each service type before the first visit, including visit limits and exclusions.',
        'Time documented for time-based codes and for visits leveled on time.',
        'A diagnosis supporting each service, with a plan linking it to the therapy chosen.',
        'A signed ABN or financial agreement before any service expected to be denied or not covered.',
        'Provider licensure and scope of practice confirmed for each service billed, such as acupuncture or OMT.',
      ],
    },
    coverageConditions: {
      heading: 'Coverage conditions',
      points: [
        'Office visits, preventive counseling and tobacco cessation counseling are covered by most plans.',
        'Medicare covers acupuncture only for chronic low back pain, up to 20 visits a year.',
        'OMT is covered when it treats documented somatic dysfunction, with the body regions named.',
        'Medicare covers medical nutrition therapy only for diabetes, chronic renal insufficiency not yet on dialysis (GFR 13–50), and the 36 months after a kidney transplant; commercial coverage varies.',
        'Supplements, most health coaching and many wellness programs are not covered by insurance and are paid by the patient.',
      ],
    },
    moreDetailsLink: {
      text: 'Knowing a patient’s benefits before the visit is the best way to avoid unpaid integrative care.',
      url: '/medical-billing-services',
      label: 'See our medical billing services',
    },
  },
  expertise: {
    heading: 'How your integrative medicine claims are worked',
    intro: 'Integrative practices mix conventional visits with therapies that payers treat differently, so each service is verified and billed on its own terms.',
    items: [
      {
        label: 'Multi-specialty coders',
        description: 'Coders who bill E/M, acupuncture, OMT and nutrition services side by side and know which combinations payers’ edits pair.',
      },
      {
        label: 'Benefit verification',
        description: 'Coverage for each therapy confirmed before the visit, with the patient’s expected share.',
      },
      {
        label: 'Non-covered service workflows',
        description: 'ABNs, financial agreements and self-pay statements prepared to each payer’s notice rules, with the patient’s share stated before treatment.',
      },
      {
        label: 'Time documentation feedback',
        description: 'Feedback to providers when time-based visits lack the minutes needed to support the level billed.',
      },
    ],
  },
  callToAction: {
    heading: 'Billing for covered and self-pay integrative care',
    text: 'Tell us which therapies you offer and which of them are covered, capped or self-pay for your patients, and we will explain how we would verify benefits, handle ABNs and bill what plans cover.',
  },
};
