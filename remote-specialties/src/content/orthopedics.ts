import type { SpecialtyContent } from './specialtyContent';
import art from 'shared/art/specialties/orthopedics.json' with { type: 'json' };

export const orthopedics: SpecialtyContent = {
  art,
  slug: 'orthopedics',
  summary:
    'Orthopedic claims span office visits, injections, fracture care, arthroscopy and joint replacement, each with a global period and a side. We code them to the laterality, the technique and the global period.',
  overview: {
    heading: 'Orthopedic billing built around global periods',
    paragraphs: [
      'Orthopedic surgeons bill across the full range, from joint injections with a 0-day global to joint replacement and fracture care with a 90-day global. Laterality, bundling edits and the timing of every visit relative to surgery decide what is paid.',
      'We track each patient’s global period, report side modifiers on every line that needs one, bill the drugs and orthoses supplied in the office, and keep included post-operative visits from being billed by mistake.',
    ],
    highlights: [
      'Global periods tracked for every surgical patient',
      'Side modifiers on every line that needs one',
      'Drugs and orthoses supplied in the office billed by HCPCS unit',
      'Authorizations requested and tracked for joint replacement and imaging',
    ],
  },
  focus: {
    kind: 'conditions',
    heading: 'Conditions we bill for',
    intro: 'Musculoskeletal conditions we code for orthopedic surgeons and sports medicine practices.',
    points: [
      'Osteoarthritis of the knee and hip',
      'Meniscal and ligament tears',
      'Rotator cuff tears and shoulder impingement',
      'Fractures and dislocations',
      'Carpal tunnel syndrome',
      'Tendinitis and bursitis',
      'Back and spine disorders',
      'Sports injuries',
    ],
  },
  billingSections: [
    {
      heading: 'Orthopedic billing rules we apply',
      items: [
        {
          label: 'Global periods',
          description:
            'Joint injections such as 20610 carry a 0-day global. Arthroscopy, joint replacement and fracture care carry a 90-day global that includes the day before surgery, the day of surgery and the 90 days after.',
        },
        {
          label: 'Fracture care is a package',
          description:
            'Closed treatment codes such as 25600 include the first cast or splint and the usual follow-up care in the global period; later cast replacements and their supplies may be billed separately.',
        },
        {
          label: 'Injections and drugs',
          description:
            'Joint injections are billed per joint, each line with its side (two joints on the same side take XS on the second line), and the drug separately by HCPCS units, such as triamcinolone J3301 per 10 mg. 20611 replaces 20610 when ultrasound guidance is documented with a permanent image.',
        },
        {
          label: 'Decision for surgery',
          description:
            'The visit at which the decision for major surgery is made, on the day before or the day of surgery, is billed with modifier 57. For minor procedures, a same-day visit needs modifier 25 and a separately identifiable reason.',
        },
      ],
    },
  ],
  modifiers: {
    mainHeading: 'Commonly used orthopedic billing modifiers',
    intro: 'On orthopedic claims, modifiers name the side treated and place each visit and procedure inside or outside a global period.',
    modifiers: [
      {
        code: 'RT',
        useCase: 'A right knee arthroscopy (29881-RT) or a right shoulder injection.',
      },
      {
        code: 'LT',
        useCase: 'A left knee injection or the treatment of a left distal radius fracture.',
      },
      {
        code: '50',
        useCase: 'Injections of both knees at one visit (20610-50), for payers that pay bilateral procedures on one line.',
      },
      {
        code: '25',
        useCase: 'An evaluation of a new shoulder complaint on the same day as a scheduled knee injection, documented separately.',
      },
      {
        code: '57',
        useCase: 'The visit on the day before a total knee arthroplasty at which the decision to operate was made.',
      },
      {
        code: '24',
        useCase: 'A visit for a new, unrelated injury during the 90-day global of a knee replacement.',
      },
      {
        code: '58',
        useCase: 'Hardware removal planned at the time of fracture fixation and performed during the global period.',
      },
      {
        code: '78',
        useCase: 'A return to the operating room to wash out a wound infection after a total knee arthroplasty.',
      },
      {
        code: '79',
        useCase: 'A carpal tunnel release during the global period of an earlier, unrelated knee arthroscopy.',
      },
      {
        code: 'XS',
        useCase:
          'A knee joint injection (20610) and a trigger finger tendon sheath injection (20550) at one visit, when an edit pairs the two codes. A knee and a shoulder injected at one visit are two lines of 20610: with RT and LT when the joints are on opposite sides, and with XS (or 59) on the second line when both are on the same side, where RT or LT cannot tell the lines apart.',
      },
    ],
  },
  codes: {
    heading: 'Common orthopedic procedure codes',
    intro: 'Injection, arthroscopy, arthroplasty, fracture care, imaging and supply codes we bill for orthopedic practices.',
    rows: [
      { code: '20610' },
      { code: '20611' },
      { code: '20550' },
      { code: '29881' },
      { code: '29827' },
      { code: '27447' },
      { code: '27130' },
      { code: '25600' },
      { code: '64721' },
      { code: '73562' },
      { code: 'J3301' },
      { code: 'L1833' },
    ],
    note: '20610 and 20611 carry a 0-day global; arthroscopy, arthroplasty and fracture care a 90-day global. Drugs and orthoses supplied in the office are billed with their own HCPCS codes and units.',
  },
  detail: {
    mainHeading: 'Orthopedic requirements and coverage',
    description: 'What orthopedic claims need in the record, and the coverage rules payers apply most.',
    keyRequirements: {
      heading: 'Key requirements',
      points: [
        'The side and exact site documented for every procedure, injection and image.',
        'Operative reports that list each procedure, compartment and implant, so primary and secondary codes match.',
        'For injections: the drug, the dose, the joint and any imaging guidance, with a saved image.',
        'Failed conservative treatment documented before joint replacement or arthroscopy when the payer requires it.',
        'Global period dates tracked for every surgical patient.',
      ],
    },
    coverageConditions: {
      heading: 'Coverage conditions',
      points: [
        'Total joint replacement is covered when imaging and function support it and conservative care has failed, often with prior authorization.',
        'Under NCD 150.9, Medicare does not cover arthroscopic lavage alone for any patient with knee osteoarthritis, nor arthroscopic debridement for patients presenting with knee pain only or with severe osteoarthritis (Outerbridge grade III or IV).',
        'Hyaluronic acid injections are covered for knee osteoarthritis by payers whose policy allows them, with limits on repeat courses.',
        'Orthoses are billed to Medicare by the practice only when it is enrolled as a DMEPOS supplier.',
        'Imaging is billed with the professional and technical components split by place of service.',
      ],
    },
    moreDetailsLink: {
      text: 'Joint replacement, advanced imaging and many injections need payer approval first.',
      url: '/prior-authorization-services',
      label: 'See our prior authorization services',
    },
  },
  expertise: {
    heading: 'How your orthopedic claims are worked',
    intro: 'Orthopedic coding turns on surgical packages, laterality and the NCCI edits between procedures on the same day.',
    items: [
      {
        label: 'Operative report coding',
        description:
          'Operative reports read for each procedure, compartment, implant and side before the primary and secondary codes are chosen.',
      },
      {
        label: 'Global period tracking',
        description: 'Every surgical patient’s global period tracked, so visits are billed or held correctly.',
      },
      {
        label: 'In-office supply billing',
        description: 'Drugs, casting supplies and orthoses billed with the right codes, units and modifiers.',
      },
      {
        label: 'Surgical authorizations',
        description: 'Authorizations for joint replacement and arthroscopy requested and followed up well before the surgery date.',
      },
    ],
  },
  callToAction: {
    heading: 'Orthopedic billing, from injection to joint replacement',
    text: 'Talk with us about your surgeons’ case mix, your in-office injections and orthoses, and how you track global periods today, and we will explain how we would code and follow your cases.',
  },
};
