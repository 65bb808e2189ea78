import type { SpecialtyContent } from './specialtyContent';
import art from 'shared/art/specialties/cardiology.json' with { type: 'json' };

export const cardiology: SpecialtyContent = {
  art,
  slug: 'cardiology',
  summary:
    'Cardiology claims carry professional and technical components, global periods and tight payer edits. Our cardiology coders turn your echo, stress, cath lab and device work into clean claims, checked against payer and NCCI edits before they are sent.',
  overview: {
    heading: 'Cardiology billing that keeps pace with your cath lab',
    paragraphs: [
      'Cardiology is one of the most code-dense specialties in medicine. A single patient can move from an office visit to an echocardiogram, a stress test and a catheterization within weeks, and each step has its own component split, bundling edits and documentation rules.',
      'We code every encounter from your documentation, split professional and technical components by place of service, track global periods so included post-operative visits are held back rather than billed, and follow every denial to a decision.',
    ],
    highlights: [
      'Professional (26) and technical (TC) components split by place of service',
      'Global periods tracked for every procedure and patient',
      'Prior authorization for imaging and elective catheterization when payers require it',
      'Denials worked with corrected claims or appeals within timely filing limits',
    ],
  },
  focus: {
    kind: 'conditions',
    heading: 'Conditions we bill for',
    intro:
      'We code cardiology care to the highest ICD-10-CM specificity the record supports and link each test and procedure to the diagnosis in the record that supports it.',
    points: [
      'Coronary artery disease and angina',
      'Heart failure, systolic and diastolic',
      'Atrial fibrillation and other arrhythmias',
      'Hypertension and hypertensive heart disease',
      'Valvular heart disease',
      'Peripheral artery disease',
      'Syncope and palpitations work-ups',
      'Hyperlipidemia and cardiovascular risk management',
    ],
  },
  billingSections: [
    {
      heading: 'Global periods in cardiology',
      intro:
        'Every procedure with a 0-, 10- or 90-day global indicator carries a global period: the days in which routine care related to the procedure is included in its payment. Add-on codes follow their primary procedure, and codes marked XXX have none. We track them for each patient and hold back the visits a global period includes.',
      items: [
        {
          label: '0-day global',
          description:
            'The day of the procedure only. Diagnostic catheterization (93458), coronary stenting (92928) and elective cardioversion (92960) carry a 0-day global: the usual same-day evaluation is included, and care from the next day on is billed separately.',
        },
        {
          label: '10-day global',
          description:
            'Minor procedures: the day of the procedure plus the 10 days that follow. Routine follow-up visits in that window are included and not billed; a visit for an unrelated problem is billed with modifier 24, and a separate, significant one on the procedure day with 25.',
        },
        {
          label: '90-day global',
          description:
            'Major procedures such as pacemaker insertion (33208): the day before, the day of surgery and the 90 days after. The decision-for-surgery visit takes modifier 57, unrelated care takes 24 or 79, and an unplanned return to the procedure room takes 78.',
        },
      ],
    },
    {
      heading: 'E&M services in cardiology',
      intro:
        'Office, hospital and emergency visits are a large share of a cardiology practice’s revenue. We level office and hospital visits on medical decision making or total time, and emergency department visits on medical decision making only, as the current E/M guidelines require.',
      items: [
        {
          label: 'New patient visits',
          description:
            '99202–99205 for patients who have had no professional service from a physician or other practitioner of the same specialty and subspecialty in your group in the last three years.',
        },
        {
          label: 'Established patient visits',
          description:
            '99212–99215 for follow-up of heart failure, arrhythmia and post-procedure patients, leveled on medical decision making or total time on the date of service; 99211 for nurse visits such as blood pressure checks.',
        },
        {
          label: 'Hospital consultations and follow-ups',
          description:
            'Inpatient and observation consultations 99252–99255 for payers that recognize them. Medicare does not pay consultation codes, so for Medicare we bill initial hospital care 99221–99223, subsequent visits 99231–99233 and discharge management 99238–99239.',
        },
        {
          label: 'Emergency and critical care evaluations',
          description:
            'Cardiology evaluations in the emergency department are billed with emergency visit codes 99281–99285, leveled by medical decision making; critical care is 99291 for the first 30–74 minutes and 99292 for each additional 30 minutes (Medicare pays the first 99292 only from 104 minutes).',
        },
      ],
    },
  ],
  modifiers: {
    mainHeading: 'Commonly used cardiology billing modifiers',
    intro:
      'Modifiers tell the payer which part of a service you performed and how it relates to other care. These are the ones cardiology claims need most often.',
    modifiers: [
      {
        code: '26',
        useCase:
          'Interpreting an echocardiogram (93306-26) or nuclear perfusion study (78452-26) performed on hospital equipment; the facility bills the technical side.',
      },
      {
        code: 'TC',
        useCase:
          'An echo or nuclear study performed on the practice’s own equipment and read by another physician: the practice bills the equipment, staff and supplies only.',
      },
      {
        code: '25',
        useCase:
          'A visit that manages a separate problem, such as worsening heart failure, on the same day as an elective cardioversion, documented apart from the pre-procedure evaluation.',
      },
      {
        code: '57',
        useCase:
          'The visit on the day before or the day of a pacemaker implant (90-day global) at which the decision to implant was made.',
      },
      {
        code: '24',
        useCase:
          'A hypertension follow-up during the 90-day global of a pacemaker implant, unrelated to the device surgery.',
      },
      {
        code: '59',
        useCase:
          'Two services that an NCCI edit normally bundles, performed at a separate session or site and documented as distinct, when no X modifier describes it better.',
      },
      {
        code: '76',
        useCase: 'A second ECG interpretation (93010-76) on the same day after a change in the patient’s rhythm.',
      },
      {
        code: '78',
        useCase:
          'Repositioning a dislodged pacemaker lead, which brings the patient back to the procedure room within the global period.',
      },
      {
        code: '79',
        useCase:
          'A diagnostic catheterization for new chest pain during the global period of an earlier, unrelated device implant.',
      },
    ],
  },
  codes: {
    heading: 'Common cardiology procedures and billing codes',
    intro:
      'The procedures our cardiology clients perform most, with their CPT codes and what each one covers, in our words.',
    rows: [
      { code: '93000' },
      { code: '93010' },
      { code: '93306' },
      { code: '93015' },
      { code: '78452' },
      { code: '93224' },
      { code: '93458' },
      { code: '92928' },
      { code: '92960' },
      { code: '33208' },
      { code: '93280' },
    ],
    note: 'Catheterization, stenting and cardioversion carry a 0-day global and pacemaker insertion a 90-day global. For studies performed on hospital equipment we bill the professional component only, with modifier 26.',
  },
  detail: {
    mainHeading: 'Key requirements for cardiology claims',
    description:
      'What we check in the chart before a cardiology claim goes out. Cardiology coverage is set test by test in payer policies, so the requirements below apply to every claim.',
    keyRequirements: {
      heading: 'Key requirements',
      points: [
        'A signed order and documented medical necessity for every diagnostic test, linked to the ICD-10-CM code that supports it.',
        'A complete interpretation and report for each ECG, echo, stress test and device check before the professional component is billed.',
        'Prior authorization numbers on file for echo, nuclear imaging and elective catheterization when the payer requires them.',
        'Procedure notes that name each vessel treated, the stents placed and the access, so interventional codes match what was done.',
        'Global-period dates tracked for every procedure, so included visits are not billed, unrelated care carries 24 (visit) or 79 (procedure), and an unplanned return to the procedure room for a related procedure carries 78.',
        'The place of service on each claim, which decides whether the professional and technical components are split.',
      ],
    },
    moreDetailsLink: {
      text: 'Many cardiac imaging studies and elective procedures need payer approval first.',
      url: '/prior-authorization-services',
      label: 'See our prior authorization services',
    },
  },
  expertise: {
    heading: 'How your cardiology claims are worked',
    intro:
      'Cardiology claims are coded by staff experienced in cardiology, and interventional and device cases are coded from the full procedure report.',
    items: [
      {
        label: 'Component and edit checks',
        description:
          'Echo, nuclear, monitoring and stress-test claims checked for the professional and technical split by site of service and for NCCI edits before they are sent.',
      },
      {
        label: 'Cath lab and device specialists',
        description:
          'Reviewers who read interventional and device reports line by line: vessels, stents, leads and generator changes.',
      },
      {
        label: 'Payer policy watch',
        description:
          'We follow Medicare NCDs and LCDs and commercial imaging policies, and check claims against them before they are sent.',
      },
      {
        label: 'Denial follow-through',
        description:
          'Denials worked with a corrected claim or a written appeal that cites the policy, with each payer’s filing and appeal deadlines tracked.',
      },
    ],
  },
  callToAction: {
    heading: 'Ready to simplify your cardiology billing?',
    text: 'In a free consultation we discuss your mix of office, imaging, cath lab and device work and how your components are split by site of service.',
  },
};
