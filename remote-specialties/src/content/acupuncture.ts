import type { SpecialtyContent } from './specialtyContent';
import art from 'shared/art/specialties/acupuncture.json' with { type: 'json' };

export const acupuncture: SpecialtyContent = {
  art,
  slug: 'acupuncture',
  summary:
    'Acupuncture billing turns on one rule more than any other: only one initial 15-minute code per session. We code every visit to the minutes in your notes and keep Medicare’s chronic low back pain rules and visit limits in view.',
  overview: {
    heading: 'Acupuncture billing built on documented time',
    paragraphs: [
      'Acupuncture is billed in 15-minute increments of the practitioner’s face-to-face time with the patient, not by how long the needles stay in. Each session starts with one initial code, 97810 without electrical stimulation or 97813 with it, and each further 15 minutes with re-insertion of needles is reported with an add-on code.',
      'We check the time in every note against the units billed, apply each payer’s visit limits and authorization rules, and check Medicare claims against the chronic low back pain criteria before they go out.',
    ],
    highlights: [
      'One initial code per session, and one a day',
      'Units matched to documented face-to-face time',
      'Visit limits tracked per payer and per plan year',
      'Benefits and authorizations verified before the first session',
    ],
  },
  focus: {
    kind: 'conditions',
    heading: 'Conditions we bill for',
    intro:
      'Acupuncture coverage depends on the diagnosis and the plan. Before treatment starts we check the patient’s plan for the condition being treated and tell the practice what the plan covers and what the patient may owe.',
    points: [
      'Chronic low back pain (the condition Medicare covers)',
      'Neck and shoulder pain',
      'Osteoarthritis of the knee',
      'Migraine and tension-type headache',
      'Chemotherapy-induced and postoperative nausea',
      'Fibromyalgia and myofascial pain',
      'Sciatica and other radicular pain',
      'Temporomandibular joint disorders',
    ],
  },
  billingSections: [
    {
      heading: 'Acupuncture billing rules we apply',
      items: [
        {
          label: 'Only one initial code per session',
          description:
            'Only one initial code, 97810 or 97813, is reported per session, and CPT allows only one initial code a day even when the patient returns for a second session. Each additional 15 minutes is reported with 97811 or 97814, and only one code is reported for each 15-minute increment.',
        },
        {
          label: 'Electrical stimulation, increment by increment',
          description:
            'Each 15-minute increment is coded by what happened in it: 97810 or 97811 when no needle was electrically stimulated, 97813 or 97814 when any needle was.',
        },
        {
          label: 'Time-based codes match documented time',
          description:
            'Acupuncture codes count face-to-face time with the patient, not needle retention time. The units on the claim must match the documented time in the note; when they don’t, we query the provider before billing.',
        },
        {
          label: 'Medicare: up to 20 acupuncture visits a year',
          description:
            'Medicare covers acupuncture for chronic low back pain: up to 12 visits in 90 days, 8 more for patients who show improvement, and no more than 20 acupuncture visits a year. Treatment stops if the patient is not improving or is regressing.',
        },
        {
          label: 'Who can bill Medicare',
          description:
            'Physicians may furnish and bill acupuncture in line with state requirements. Physician assistants, nurse practitioners and clinical nurse specialists may bill it only if they also hold a master’s or doctoral degree in acupuncture or Oriental medicine from a school accredited by ACAOM (now ACAHM), as NCD 30.3.3 requires, and a current, full, active and unrestricted state acupuncture license. Licensed acupuncturists with the same qualifications may treat Medicare patients as auxiliary personnel under the direct supervision of such a practitioner, who bills for the service; they cannot bill Medicare directly.',
        },
      ],
    },
  ],
  modifiers: {
    mainHeading: 'Commonly used acupuncture billing modifiers',
    intro:
      'On acupuncture claims, modifiers decide whether a same-day E/M visit or manual therapy is paid beside the needling, and who pays for visits Medicare does not cover.',
    modifiers: [
      {
        code: '25',
        useCase:
          'A separately documented E/M visit for a new complaint or a re-evaluation on an acupuncture day; its time is not counted toward the acupuncture units.',
      },
      {
        code: '59',
        useCase:
          'A service such as manual therapy (97140) to a separate body region, reported with acupuncture when a payer edit pairs the two codes.',
      },
      {
        code: 'XS',
        useCase:
          'Manual therapy (97140) to the neck on a day the acupuncture treated only the low back, for payers that want XS, which names the separate structure, in place of 59.',
      },
      {
        code: 'GA',
        useCase:
          'A Medicare patient who signed an ABN for visits expected to be denied, such as treatment beyond the covered 20 visits a year.',
      },
      {
        code: 'GZ',
        useCase:
          'A Medicare visit expected to be denied when no ABN was signed; the practice cannot bill the patient for it.',
      },
      {
        code: 'GY',
        useCase:
          'A plan that excludes acupuncture outright, when the patient or a secondary payer needs a formal denial. Not for Medicare acupuncture claims: Medicare covers acupuncture for chronic low back pain under a national coverage determination, so other acupuncture is not reasonable and necessary and takes GA (with an ABN) or GZ.',
      },
    ],
  },
  codes: {
    heading: 'Common acupuncture procedure codes',
    intro:
      'Acupuncture and the services billed with it. The initial codes are highlighted: only one of them belongs on a session’s claim.',
    highlightLabel: 'Initial code: one per session',
    rows: [
      { code: '97810', highlight: true },
      { code: '97811' },
      { code: '97813', highlight: true },
      { code: '97814' },
      { code: '20560' },
      { code: '20561' },
      { code: '97140' },
      { code: '97124' },
      { code: '97026' },
      { code: '99202–99205' },
      { code: '99212–99215' },
    ],
    note: 'Highlighted: the initial codes 97810 and 97813. Only one of them is reported per session; each further 15 minutes takes 97811 or 97814. Time-based codes must match the face-to-face time documented in the note.',
  },
  detail: {
    mainHeading: 'Acupuncture requirements and coverage',
    description:
      'What every acupuncture claim needs, and the conditions under which Medicare covers the service.',
    keyRequirements: {
      heading: 'Key requirements',
      points: [
        'Face-to-face minutes, or start and stop times, documented for every session, so the units billed match the documented time.',
        'Needle locations, the number of needles and whether electrical stimulation was used, for each 15-minute increment.',
        'A diagnosis that supports medical necessity, with a treatment plan and measurable goals.',
        'Progress notes that show functional improvement, which Medicare and most payers require to continue treatment.',
        'Eligibility, visit limits and prior authorization confirmed before the first visit of each plan year.',
      ],
    },
    coverageConditions: {
      heading: 'Medicare coverage conditions',
      points: [
        'Chronic low back pain lasting 12 weeks or longer.',
        'Nonspecific pain, with no identifiable systemic cause such as metastatic, inflammatory or infectious disease.',
        'Pain not associated with surgery or pregnancy.',
        'Up to 12 visits in 90 days, 8 more for patients who show improvement, and no more than 20 acupuncture visits a year.',
        'Furnished by a physician, or by a PA, NP or CNS with an accredited acupuncture degree and a state acupuncture license, or by qualified auxiliary personnel under their direct supervision.',
      ],
    },
  },
  expertise: {
    heading: 'How your acupuncture claims are worked',
    intro:
      'Acupuncture billing rests on documented minutes and visit counts, and on knowing where Medicare’s coverage stops and a commercial plan’s begins.',
    items: [
      {
        label: 'Time-based coding experts',
        description: 'Coders who reconcile every unit with the minutes documented, before the claim is sent.',
      },
      {
        label: 'Benefit verification',
        description: 'We check each patient’s acupuncture benefit, visit limits and authorizations before the first visit.',
      },
      {
        label: 'Medicare rules in view',
        description: 'The chronic low back pain criteria, supervision rules and 20-visit annual limit are tracked per patient.',
      },
      {
        label: 'Clear patient statements',
        description: 'Non-covered visits are billed with the right notice and a statement your patients understand.',
      },
    ],
  },
  callToAction: {
    heading: 'Questions about acupuncture billing?',
    text: 'Tell us how your clinic records face-to-face time, which plans your patients carry and how you track Medicare’s visit limits, and we will explain how we would bill it.',
  },
};
