import type { SpecialtyContent } from './specialtyContent';
import art from 'shared/art/specialties/emergency-medicine.json' with { type: 'json' };

export const emergencyMedicine: SpecialtyContent = {
  art,
  slug: 'emergency-medicine',
  summary:
    'Emergency department claims are leveled on medical decision making, with critical care billed by the minute. We code every chart to the 2023 E/M guidelines and capture the procedures your physicians perform alongside the visit.',
  overview: {
    heading: 'Emergency medicine billing leveled on every chart',
    paragraphs: [
      'Emergency physicians see high volumes of undifferentiated patients, and every chart has to be leveled correctly: 99281–99285 by medical decision making, critical care by time, and procedures such as laceration repairs, splinting and intubation reported on their own.',
      'Our emergency medicine coders read each chart, level it to the 2023 E/M guidelines, capture the ECG and imaging interpretations your physicians document, and bill split or shared visits with physician assistants and nurse practitioners correctly.',
    ],
    highlights: [
      'Every chart leveled on medical decision making',
      'Critical care time totaled and checked against the thresholds',
      'Procedures and interpretations captured, not left in the note',
      'No Surprises Act payments and disputes followed up',
    ],
  },
  focus: {
    kind: 'conditions',
    heading: 'Conditions we bill for',
    intro: 'The full range of emergency care, from minor injuries to resuscitation.',
    points: [
      'Chest pain and acute coronary syndromes',
      'Trauma and fractures',
      'Lacerations and wounds',
      'Abdominal pain',
      'Stroke and other neurological emergencies',
      'Asthma and COPD exacerbations',
      'Sepsis',
      'Overdoses and poisonings',
    ],
  },
  billingSections: [
    {
      heading: 'Emergency medicine billing rules we apply',
      items: [
        {
          label: 'Visit levels 99281–99285 by medical decision making',
          description:
            'Under the 2023 E/M guidelines, emergency department visits 99281–99285 are leveled by medical decision making: the problems addressed, the data reviewed and analyzed, and the risk of management. Unlike office visits, which may be leveled by medical decision making or time, emergency visits are not leveled by time, because emergency physicians care for many patients at once.',
        },
        {
          label: 'What each level requires',
          description:
            '99281 is a visit for a problem that may not need a physician or other practitioner to be present. 99282 to 99285 need a history and exam suited to the problem and are leveled by medical decision making: straightforward, low, moderate or high.',
        },
        {
          label: 'Critical care: first 30–74 minutes, then each additional 30',
          description:
            'Critical care is billed by total time: 99291 for the first 30–74 minutes, then 99292 for each additional 30 minutes. Under 30 minutes, the service is billed as an emergency visit instead. CPT allows the first 99292 from minute 75; Medicare pays it only once 104 minutes are reached.',
        },
        {
          label: 'Procedures and interpretations',
          description:
            'Laceration repairs, splints, intubation, CPR and central lines are billed in addition to the visit level, and time spent on separately billed procedures is not counted toward critical care. An ECG interpretation (93010) is billed when the physician documents it as an interpretation, not a review.',
        },
      ],
    },
  ],
  modifiers: {
    mainHeading: 'Commonly used emergency medicine billing modifiers',
    intro:
      'On emergency department claims, modifiers separate the visit from same-day procedures, mark repeat interpretations and second encounters, and say who performed a shared or teaching visit.',
    modifiers: [
      {
        code: '25',
        useCase:
          'An emergency visit on the same day as a laceration repair or splint, when the evaluation went beyond the procedure’s usual pre-service work.',
      },
      {
        code: '59',
        useCase:
          'Two procedures that an NCCI edit bundles, performed at separate sites or sessions, when no X modifier fits better.',
      },
      {
        code: 'XS',
        useCase:
          'Repairs of separate wounds in different anatomic groups or repair classes, when an edit pairs the codes.',
      },
      {
        code: 'XE',
        useCase:
          'A procedure at a separate encounter later the same day that an edit pairs with a procedure from the first visit, such as a laceration repair (12001) when the patient returns with a new injury. XE goes on the procedure, never on the E/M visit.',
      },
      {
        code: '26',
        useCase: 'The emergency physician’s own interpretation of an x-ray or CT, when the hospital bills the technical component.',
      },
      {
        code: '76',
        useCase: 'A second ECG interpretation (93010-76) the same day after a change in the patient’s condition.',
      },
      {
        code: 'GC',
        useCase: 'A visit in a teaching emergency department where the attending saw the patient with a resident.',
      },
      {
        code: 'FS',
        useCase:
          'A visit performed jointly by a physician and a physician assistant or nurse practitioner, billed under the one who performed its substantive portion.',
      },
    ],
  },
  codes: {
    heading: 'Common emergency medicine procedure codes',
    intro: 'Visit levels, critical care and the procedures emergency physicians perform most.',
    rows: [
      { code: '99281' },
      { code: '99282' },
      { code: '99283' },
      { code: '99284' },
      { code: '99285' },
      { code: '99291' },
      { code: '99292' },
      { code: '12001' },
      { code: '10060' },
      { code: '29125' },
      { code: '31500' },
      { code: '92950' },
      { code: '36556' },
      { code: '93010' },
    ],
    note: 'Emergency visit levels are chosen by medical decision making, not time; critical care is time-based. Procedures performed in the emergency department are billed in addition to the visit, with modifier 25 on the visit when it is separately identifiable.',
  },
  detail: {
    mainHeading: 'Emergency medicine requirements and coverage',
    description: 'What an emergency chart needs to support its level, and the rules that protect emergency claims.',
    keyRequirements: {
      heading: 'Key requirements',
      points: [
        'Each element of medical decision making documented: the problems addressed, the data reviewed and ordered, and the risk of management.',
        'Total critical care time, excluding separately billed procedures, with the patient’s critical condition and the care given.',
        'A clear record of who saw the patient, for split or shared visits and teaching physician rules.',
        'Independent interpretations of ECGs and imaging written as interpretations, with findings.',
        'Procedure notes with wound lengths, locations and repair complexity.',
      ],
    },
    coverageConditions: {
      heading: 'Coverage conditions',
      points: [
        'Emergency services are judged under the prudent layperson standard: by the symptoms the patient presented with, not the final diagnosis.',
        'Health plans cannot require prior authorization for emergency services.',
        'Critical care requires a critically ill or injured patient and high-complexity decision making to assess, manipulate and support vital organ function or prevent life-threatening deterioration.',
        'Out-of-network emergency claims to commercial plans fall under the No Surprises Act, with payment disputes settled through open negotiation and independent dispute resolution.',
        'Down-coded visit levels are appealed with the medical decision making documented in the chart.',
      ],
    },
    moreDetailsLink: {
      text: 'Emergency claims are often down-coded or denied after the fact; we appeal them with the chart behind every level.',
      url: '/denial-management-services',
      label: 'See our denial management services',
    },
  },
  expertise: {
    heading: 'How your emergency medicine claims are worked',
    intro: 'Emergency department coding means leveling each chart on medical decision making and applying the critical care and procedure rules that sit beside the visit.',
    items: [
      {
        label: 'Leveling on medical decision making',
        description:
          'Each chart leveled from the problems addressed, the data reviewed and the risk documented, with critical care minutes totaled apart from procedure time.',
      },
      {
        label: 'Agreed turnaround',
        description: 'Charts coded consistently once they are signed, with turnaround targets agreed with each group and tracked.',
      },
      {
        label: 'Provider feedback',
        description: 'Documentation feedback to physicians and advanced practice providers when a chart cannot support its level.',
      },
      {
        label: 'Payer dispute handling',
        description: 'Down-coding, prudent layperson denials and No Surprises Act disputes followed to resolution.',
      },
    ],
  },
  callToAction: {
    heading: 'Emergency department coding and billing support',
    text: 'Talk with us about your group’s sites, your volume and how your physicians and APPs document decision making and critical care time, and we will explain how we would code and follow up your charts.',
  },
};
