import type { SpecialtyContent } from './specialtyContent';
import art from 'shared/art/specialties/chiropractic.json' with { type: 'json' };

export const chiropractic: SpecialtyContent = {
  art,
  slug: 'chiropractic',
  summary:
    'Chiropractic claims depend on a few exacting rules: the number of regions treated, the AT modifier and documentation that proves active treatment. We code every visit to those rules.',
  overview: {
    heading: 'Chiropractic billing that documents medical necessity',
    paragraphs: [
      'Chiropractic manipulative treatment is coded by the number of regions treated: 98940 for one or two spinal regions, 98941 for three or four, 98942 for five, and 98943 for extraspinal regions. Medicare covers only manual manipulation of the spine to correct a subluxation, and only as active treatment.',
      'We match the regions billed to the regions documented, apply the AT modifier only to active treatment, flag maintenance care for an ABN, and keep therapy and exam services from bundling into the manipulation.',
    ],
    highlights: [
      'Regions billed matched to regions documented',
      'AT, GA or GZ applied to each Medicare visit as its status requires',
      'Therapy and E/M services kept separate from manipulation',
      'Auto and workers’ compensation claims handled with the carrier',
    ],
  },
  focus: {
    kind: 'conditions',
    heading: 'Conditions we bill for',
    intro: 'Neuromusculoskeletal conditions we code for chiropractic practices, with the subluxation and the condition it causes.',
    points: [
      'Low back pain and lumbar subluxation',
      'Neck pain and cervical subluxation',
      'Thoracic pain',
      'Sciatica and radiculopathy',
      'Cervicogenic headache',
      'Sacroiliac joint dysfunction',
      'Whiplash and motor vehicle injuries',
      'Work-related injuries',
    ],
  },
  billingSections: [
    {
      heading: 'Chiropractic billing rules we apply',
      items: [
        {
          label: 'Regions treated set the code',
          description:
            'CPT counts five spinal regions (cervical, thoracic, lumbar, sacral and pelvic) and five extraspinal regions (head, lower extremities, upper extremities, rib cage and abdomen). The code billed must match the regions documented as treated.',
        },
        {
          label: 'AT for active treatment',
          description:
            'Medicare pays for manipulation only as active or corrective treatment, reported with AT. Without AT the visit is treated as maintenance therapy and denied as not medically necessary.',
        },
        {
          label: 'PART documentation',
          description:
            'Medicare requires the subluxation to be shown by x-ray or by physical exam with two of the four PART elements (Pain, Asymmetry, Range of motion abnormality, Tissue or tone changes), one of which must be asymmetry or range of motion.',
        },
        {
          label: 'What Medicare does not pay chiropractors for',
          description:
            'Medicare does not pay chiropractors for exams, x-rays, therapies or extraspinal manipulation (98943). These are billed to the patient, with GY when a denial is needed for a secondary plan.',
        },
      ],
    },
  ],
  modifiers: {
    mainHeading: 'Commonly used chiropractic billing modifiers',
    intro:
      'On chiropractic claims, modifiers tell Medicare whether a manipulation is active or maintenance care and who pays when it is denied, and tell other payers whether therapy on the same day is separate from the manipulation.',
    modifiers: [
      {
        code: 'AT',
        useCase: 'Active or corrective spinal manipulation for a Medicare patient who is improving under the treatment plan.',
      },
      {
        code: 'GA',
        useCase: 'Maintenance manipulation for a Medicare patient who signed an ABN, so the patient can be billed when Medicare denies it.',
      },
      {
        code: 'GZ',
        useCase: 'Maintenance care expected to be denied with no signed ABN; the practice cannot bill the patient.',
      },
      {
        code: 'GY',
        useCase: 'An exam, x-ray or therapy performed by a chiropractor for a Medicare patient, billed for the denial a secondary plan needs.',
      },
      {
        code: '25',
        useCase:
          'A new-patient exam, or a re-examination for a new injury, on the same day as manipulation, beyond the usual pre-manipulation assessment.',
      },
      {
        code: '59',
        useCase: 'Manual therapy (97140) to a region separate from the regions manipulated the same day, which NCCI bundles otherwise.',
      },
      {
        code: 'XS',
        useCase:
          'Myofascial release (97140) to the thoracic region on a day only the cervical and lumbar regions were manipulated (98940), for payers that ask for XS rather than 59.',
      },
      {
        code: 'GP',
        useCase: 'Therapy codes such as 97110 and 97140 billed to commercial payers that require the plan-of-care modifier.',
      },
    ],
  },
  codes: {
    heading: 'Common chiropractic procedure codes',
    intro: 'Manipulation, therapy and imaging codes we bill for chiropractic practices.',
    rows: [
      { code: '98940' },
      { code: '98941' },
      { code: '98942' },
      { code: '98943' },
      { code: '97140' },
      { code: '97110' },
      { code: '97112' },
      { code: '97012' },
      { code: '97035' },
      { code: 'G0283' },
      { code: '72100' },
      { code: '99202–99205' },
    ],
    note: 'Medicare pays chiropractors only for 98940–98942, with the AT modifier for active treatment. The other codes are billed to commercial, auto and workers’ compensation plans that cover them.',
  },
  detail: {
    mainHeading: 'Chiropractic requirements and coverage',
    description: 'What a chiropractic claim needs in the record, and what Medicare and other payers cover.',
    keyRequirements: {
      heading: 'Key requirements',
      points: [
        'The subluxation shown by x-ray or by PART findings, with the level of the spine named.',
        'A treatment plan with the recommended frequency and duration, measurable goals and the objective measures used to evaluate treatment.',
        'For each visit: the regions manipulated, the patient’s response and progress toward the goals.',
        'The subluxation coded as segmental and somatic dysfunction with the M99 codes your Medicare contractor’s billing article lists for the region treated (commonly M99.01–M99.05 for the spinal regions), as the primary diagnosis, with the condition it causes as the secondary where the article calls for it.',
        'Re-examinations at intervals that show whether the patient is still improving.',
      ],
    },
    coverageConditions: {
      heading: 'Coverage conditions',
      points: [
        'Medicare covers manual manipulation of the spine to correct a subluxation, and nothing else billed by a chiropractor.',
        'Active or corrective treatment with a reasonable expectation of improvement; maintenance therapy is not covered.',
        'A subluxation that causes a significant health problem, such as pain or loss of function.',
        'Commercial plans often cap visits per year and may require authorization after the first visits.',
        'Auto and workers’ compensation claims billed to the carrier with the claim number and adjuster details.',
      ],
    },
  },
  expertise: {
    heading: 'How your chiropractic claims are worked',
    intro: 'Chiropractic billing is about documentation as much as codes; our team reviews both.',
    items: [
      {
        label: 'Medicare chiropractic rules',
        description: 'AT, GA, GZ and GY applied visit by visit, from the treatment plan and progress notes.',
      },
      {
        label: 'Documentation reviews',
        description: 'PART findings, treatment plans and re-exams checked, with feedback to your providers.',
      },
      {
        label: 'Multi-payer billing',
        description: 'Commercial, Medicare, auto and workers’ compensation claims, each billed to its own rules.',
      },
      {
        label: 'Visit limit tracking',
        description: 'Visits counted against each patient’s plan limit and authorization before they are scheduled.',
      },
    ],
  },
  callToAction: {
    heading: 'Chiropractic billing questions? Let’s talk',
    text: 'Tell us about your mix of Medicare, commercial, auto and workers’ compensation patients and how your notes record PART findings and progress, and we will explain how we would apply AT, GA, GZ and GY.',
  },
};
