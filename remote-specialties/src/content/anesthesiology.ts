import type { SpecialtyContent } from './specialtyContent';
import art from 'shared/art/specialties/anesthesiology.json' with { type: 'json' };

export const anesthesiology: SpecialtyContent = {
  art,
  slug: 'anesthesiology',
  summary:
    'Anesthesia is paid in units, not visits: base units, time units and modifying units, each with its own rules. We calculate each case from the anesthesia record and report the personal-performance or medical-direction modifier the record supports.',
  overview: {
    heading: 'Anesthesia billing calculated to the minute',
    paragraphs: [
      'Anesthesia billing is time-based. Each case is reported with a five-digit code from the CPT anesthesia range 00100–01999, the base units of that code, the minutes of anesthesia time and the modifiers that say who provided the care and how.',
      'We capture start and stop times from your anesthesia records, convert them to time units, add physical status and qualifying circumstances where payers pay for them, and report medical direction or supervision correctly for every anesthesiologist and CRNA.',
    ],
    highlights: [
      'Anesthesia time captured from the record to the minute',
      'Base, time and modifying units calculated per payer',
      'AA, QK, QY, QX and QZ reported for every provider on the case',
      'Medical direction documentation checked case by case',
    ],
  },
  focus: {
    kind: 'services',
    heading: 'Services we bill for',
    intro: 'Anesthesia services we code and bill for groups, hospitals and ambulatory surgery centers.',
    points: [
      'General anesthesia for surgical cases',
      'Monitored anesthesia care (MAC)',
      'Neuraxial labor analgesia and cesarean delivery',
      'Regional anesthesia and peripheral nerve blocks',
      'Endoscopy and colonoscopy anesthesia',
      'Pediatric anesthesia',
      'Cardiac and vascular anesthesia',
      'Postoperative pain management',
    ],
  },
  billingSections: [
    {
      heading: 'How anesthesia is calculated',
      intro: 'The rules behind every anesthesia claim, and how we apply them.',
      items: [
        {
          label: 'Time-based billing',
          description:
            'Anesthesia time starts when the anesthesia practitioner begins preparing the patient for anesthesia care and ends when the practitioner is no longer in personal attendance, with the patient safely under postanesthesia supervision.',
        },
        {
          label: '1 time unit per 15 minutes',
          description:
            'Anesthesia time is converted at 1 time unit per 15 minutes. Medicare turns the reported minutes into fractional units; commercial payers round by their own rules, which we apply contract by contract.',
        },
        {
          label: 'Total units = base units + time units + modifying units',
          description:
            'Each anesthesia code carries base units (Medicare uses CMS’s anesthesia base units; most commercial payers use the ASA Relative Value Guide); modifying units are added for physical status (P3 to P5) and qualifying circumstances (99100–99140). The total is multiplied by the payer’s anesthesia conversion factor. Medicare does not pay modifying units.',
        },
        {
          label: 'Medical direction covers 2–4 concurrent cases (QK), or one CRNA (QY)',
          description:
            'An anesthesiologist medically directing one CRNA reports QY, and one directing two, three or four concurrent cases reports QK; each CRNA reports QX. With five or more concurrent cases it becomes medical supervision (AD). Medicare pays each medically directed service at 50% of the personally performed rate.',
        },
        {
          label: 'The seven steps of medical direction',
          description:
            'For each directed case the anesthesiologist performs the pre-anesthetic exam, prescribes the plan, takes part in the most demanding parts including induction and emergence, ensures a qualified individual performs what they do not, monitors at frequent intervals, stays physically present and available, and provides post-anesthesia care.',
        },
      ],
    },
  ],
  modifiers: {
    mainHeading: 'Commonly used anesthesia billing modifiers',
    intro:
      'Anesthesia modifiers describe who provided the care, how it was directed and the patient’s physical status, so each one is listed with its meaning alone.',
    modifiers: [
      { code: 'AA' },
      { code: 'QK' },
      { code: 'QY' },
      { code: 'QX' },
      { code: 'QZ' },
      { code: 'AD' },
      { code: 'QS' },
      { code: 'G8' },
      { code: 'G9' },
      { code: '23' },
      { code: '47' },
      { code: 'P1' },
      { code: 'P2' },
      { code: 'P3' },
      { code: 'P4' },
      { code: 'P5' },
      { code: 'P6' },
    ],
  },
  codes: {
    heading: 'Common anesthesia procedure codes',
    intro: 'The CPT anesthesia code range, the codes our clients report most, and the services billed beside them.',
    rows: [
      { code: '00100–01999' },
      { code: '00140' },
      { code: '00400' },
      { code: '00731' },
      { code: '00811' },
      { code: '00812' },
      { code: '00790' },
      { code: '01402' },
      { code: '01967' },
      { code: '01968' },
      { code: '99100' },
      { code: '99140' },
      { code: '64447' },
      { code: '36620' },
    ],
    note: 'Anesthesia codes are billed as base units plus time units. 99100 and 99140 add 1 and 2 units for payers that recognize qualifying circumstances. A nerve block for postoperative pain is billed separately only when the surgeon requests it and it is not the primary anesthetic.',
  },
  detail: {
    mainHeading: 'Anesthesia requirements and coverage',
    description: 'What every anesthesia claim needs in the record, and the payer rules that decide how it is paid.',
    keyRequirements: {
      heading: 'Key requirements',
      points: [
        'Anesthesia start and stop times on the record, with any breaks in continuous attendance documented.',
        'The ASA physical status of each patient, for payers that pay physical status units.',
        'A pre-anesthesia evaluation and a post-anesthesia note for every case.',
        'For medical direction, documentation that the anesthesiologist met all seven steps in each case, and the number of concurrent cases.',
        'The name and role of every anesthesia provider on the case, so AA, QK, QY, QX or QZ is reported correctly.',
      ],
    },
    coverageConditions: {
      heading: 'Coverage conditions',
      points: [
        'Monitored anesthesia care is covered when the patient’s condition or the procedure makes it medically necessary; G8 and G9 identify cases that justify it.',
        'Medical direction is paid only when every one of the seven steps is met for each case; otherwise the service is medical supervision.',
        'Physical status and qualifying circumstance units are paid only by payers that recognize them; Medicare does not.',
        'Anesthesia for a screening colonoscopy is reported with 00812; when the screening becomes diagnostic or therapeutic, 00811 applies, with modifier PT for Medicare so the deductible stays waived.',
        'When anesthesia care is interrupted, the blocks of time before and after the interruption may be added together, provided care was continuous within each block; the gaps between blocks are excluded.',
      ],
    },
  },
  expertise: {
    heading: 'How your anesthesia claims are worked',
    intro: 'An anesthesia claim is built from the anesthesia record: the crosswalked code, the minutes, the physical status and who on the care team did what.',
    items: [
      {
        label: 'Crosswalk and base units',
        description:
          'Each surgical procedure mapped to its anesthesia code through the ASA Crosswalk, with the base units each payer uses for that code.',
      },
      {
        label: 'Time and unit audits',
        description: 'Anesthesia times are checked against the record and concurrency before every claim is sent.',
      },
      {
        label: 'Care team billing',
        description: 'Anesthesiologist and CRNA claims for the same case are paired, and their direction modifiers are checked against each other before billing.',
      },
      {
        label: 'Contract-level rules',
        description: 'Conversion factors and rounding rules are loaded per payer contract, and underpayments are sent back to the payer.',
      },
    ],
  },
  callToAction: {
    heading: 'Bill every anesthesia minute you document',
    text: 'Tell us about your care team model, the facilities you cover and how your contracts set conversion factors and rounding, and we will explain how we would capture time, units and direction modifiers.',
  },
};
