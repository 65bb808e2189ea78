import type { SpecialtyContent } from './specialtyContent';

export const vascularSurgery: SpecialtyContent = {
  slug: 'vascular-surgery',
  summary:
    'Vascular surgery combines the vascular lab, the endovascular suite and the operating room, each with its own coding logic. We code every territory, vessel and access correctly.',
  overview: {
    heading: 'Vascular Surgery Billing for Open, Endovascular and Lab Care',
    paragraphs: [
      'Vascular surgeons bill noninvasive vascular studies, endovascular revascularization, venous ablation, carotid surgery and dialysis access creation and maintenance. Since January 2026, lower-extremity endovascular work is reported with a new CPT code family organized by vascular territory, vessel and lesion complexity, and many studies split into professional and technical components.',
      'We code each treated vessel from the operative report, with its territory, its lesion (stenosis or occlusion) and the treatment used in it, separate staged procedures from complications in the global period, and check vascular lab studies against payer criteria before they are billed.',
    ],
    highlights: [
      'Endovascular work coded to the 2026 codes by territory, vessel and lesion',
      'Vascular lab studies checked against payer indications',
      'Staged procedures and complications separated in the global period',
      'Dialysis access and circuit work coded end to end',
    ],
  },
  focus: {
    kind: 'conditions',
    heading: 'Conditions We Bill For',
    intro: 'Arterial, venous and dialysis access conditions we code for vascular surgeons and vascular labs.',
    points: [
      'Peripheral artery disease and chronic limb-threatening ischemia',
      'Carotid artery stenosis',
      'Chronic venous insufficiency and varicose veins',
      'Deep vein thrombosis',
      'Abdominal aortic aneurysm',
      'End-stage kidney disease needing dialysis access',
      'Diabetic foot and nonhealing wounds',
      'Vascular trauma',
    ],
  },
  billingSections: [
    {
      heading: 'Vascular Surgery Billing Rules We Apply',
      items: [
        {
          label: 'Lower-extremity revascularization: the 2026 code family',
          description:
            'From January 1, 2026, endovascular revascularization of the legs for occlusive disease is reported with the 46 codes 37254–37299, grouped by vascular territory: iliac (37254–37262), femoral and popliteal (37263–37279), tibial and peroneal (37280–37295) and inframalleolar (37296–37299), the arteries of the foot below the ankle, which now have codes of their own.',
        },
        {
          label: 'Straightforward or complex lesion',
          description:
            'Within each territory the code depends on the lesion treated: a straightforward lesion is a stenosis and a complex lesion is an occlusion. The operative report must say which for every vessel, because the two are reported with different codes.',
        },
        {
          label: 'Initial and additional vessels',
          description:
            'In each territory the first vessel treated takes a primary code and every further vessel an add-on code, each chosen for the treatment performed in it (angioplasty, atherectomy or stent placement, with separate add-on codes for intravascular lithotripsy). Access, catheterization, crossing the lesion and the imaging guidance of the intervention are included, and each leg is reported on its own lines with RT or LT.',
        },
        {
          label: 'Venous ablation',
          description:
            'Endovenous ablation is coded by method and by vein: 36475 for the first vein treated with radiofrequency and 36476 for each subsequent vein in the same leg through a separate access, 36478 and 36479 for laser. Imaging guidance is included.',
        },
        {
          label: 'Vascular lab studies',
          description:
            'Duplex scans are coded by territory and extent: 93880 for a complete bilateral extracranial study, 93925 for complete bilateral lower-extremity arteries and 93970 for complete bilateral extremity veins. A unilateral or limited study has its own code.',
        },
        {
          label: 'Dialysis access',
          description:
            'Access creation (36821 for a direct arteriovenous anastomosis, 36830 for a graft) carries a 90-day global. Diagnostic and interventional work on the dialysis circuit is coded with 36901–36909.',
        },
      ],
    },
  ],
  modifiers: {
    mainHeading: 'Commonly Used Vascular Surgery Billing Modifiers',
    intro: 'The modifiers vascular surgery claims need most, and when we use them.',
    modifiers: [
      {
        code: '26',
        description: 'Professional component',
        useCase: 'Interpretation of a carotid duplex (93880-26) performed in a hospital vascular lab.',
      },
      {
        code: 'TC',
        description: 'Technical component',
        useCase: 'A duplex study performed in the practice’s own vascular lab and interpreted by another physician.',
      },
      {
        code: 'RT',
        description: 'Right side (used to identify procedures performed on the right side of the body)',
        useCase: 'Right-leg endovascular revascularization reported with its territory code and RT, or a right-leg vein ablation.',
      },
      {
        code: 'LT',
        description: 'Left side (used to identify procedures performed on the left side of the body)',
        useCase: 'Left-leg procedures, reported on each line so the payer can tell the legs apart.',
      },
      {
        code: '57',
        description: 'Decision for surgery',
        useCase: 'The visit on the day before or the day of a carotid endarterectomy at which the decision to operate was made.',
      },
      {
        code: '58',
        description:
          'Staged or related procedure or service by the same physician or other qualified health care professional during the postoperative period',
        useCase: 'A planned second-stage procedure, such as superficialization of a new fistula, during the 90-day global of its creation.',
      },
      {
        code: '78',
        description:
          'Unplanned return to the operating/procedure room by the same physician or other qualified health care professional following initial procedure for a related procedure during the postoperative period',
        useCase: 'A return to the operating room for thrombectomy of a new dialysis access graft within its global period.',
      },
      {
        code: '79',
        description:
          'Unrelated procedure or service by the same physician or other qualified health care professional during the postoperative period',
        useCase: 'A carotid endarterectomy weeks after, and unrelated to, a dialysis access creation.',
      },
      {
        code: 'XS',
        description: 'Separate structure, a service that is distinct because it was performed on a separate organ/structure',
        useCase:
          'A service on a separate vessel or structure from the one already coded, such as work in the other leg, when an NCCI edit pairs the two codes.',
      },
    ],
  },
  codes: {
    heading: 'Common Vascular Surgery Procedure Codes',
    intro:
      'Endovascular, venous, dialysis access, open surgery and vascular lab codes we bill for vascular practices. The lower-extremity revascularization rows show the 2026 code family by territory.',
    rows: [
      {
        code: '37254–37262',
        description:
          'Revascularization, endovascular, open or percutaneous, iliac territory, unilateral: initial and additional vessel, straightforward (stenosis) or complex (occlusion) lesion, by treatment performed (angioplasty, atherectomy, stent placement, intravascular lithotripsy)',
      },
      {
        code: '37263–37279',
        description:
          'Revascularization, endovascular, open or percutaneous, femoral and popliteal territory, unilateral: initial and additional vessel, straightforward (stenosis) or complex (occlusion) lesion, by treatment performed',
      },
      {
        code: '37280–37295',
        description:
          'Revascularization, endovascular, open or percutaneous, tibial and peroneal territory, unilateral: initial and additional vessel, straightforward (stenosis) or complex (occlusion) lesion, by treatment performed',
      },
      {
        code: '37296–37299',
        description:
          'Revascularization, endovascular, open or percutaneous, inframalleolar territory (arteries of the foot, such as the dorsalis pedis and plantar arteries), unilateral: angioplasty of an initial or additional vessel, straightforward or complex lesion',
      },
      {
        code: '36475',
        description:
          'Endovenous ablation therapy of incompetent vein, extremity, inclusive of all imaging guidance and monitoring, percutaneous, radiofrequency; first vein treated',
      },
      {
        code: '36478',
        description:
          'Endovenous ablation therapy of incompetent vein, extremity, inclusive of all imaging guidance and monitoring, percutaneous, laser; first vein treated',
      },
      {
        code: '36821',
        description: 'Arteriovenous anastomosis, open; direct, any site (eg, Cimino type) (separate procedure)',
      },
      {
        code: '36830',
        description:
          'Creation of arteriovenous fistula by other than direct arteriovenous anastomosis (separate procedure); nonautogenous graft (eg, biological collagen, thermoplastic graft)',
      },
      {
        code: '35301',
        description:
          'Thromboendarterectomy, including patch graft, if performed; carotid, vertebral, subclavian, by neck incision',
      },
      { code: '93880', description: 'Duplex scan of extracranial arteries; complete bilateral study' },
      {
        code: '93925',
        description: 'Duplex scan of lower extremity arteries or arterial bypass grafts; complete bilateral study',
      },
      {
        code: '93970',
        description:
          'Duplex scan of extremity veins including responses to compression and other maneuvers; complete bilateral study',
      },
      {
        code: '93922',
        description:
          'Limited bilateral noninvasive physiologic studies of upper or lower extremity arteries, such as ankle/brachial indices with Doppler waveforms or volume plethysmography at 1–2 levels',
      },
    ],
    note: 'Lower-extremity revascularization is shown by territory: within each range the code is chosen by vessel (initial or additional), lesion (straightforward stenosis or complex occlusion) and treatment, for each leg. Duplex codes describe complete bilateral studies unless a unilateral or limited code is used.',
  },
  detail: {
    mainHeading: 'Vascular Surgery Requirements and Coverage',
    description: 'What vascular claims need in the record, and the coverage criteria payers apply to studies and procedures.',
    keyRequirements: {
      heading: 'Key Requirements',
      points: [
        'Each vessel treated named in the operative report with its territory, whether its lesion was a stenosis or an occlusion, the treatment used in it and the access.',
        'Symptoms, findings and prior results that justify each vascular lab study.',
        'For venous ablation: duplex evidence of reflux, the symptoms, and the conservative therapy tried first.',
        'Dialysis access reports that describe the circuit segments treated, for 36901–36909.',
        'Global periods tracked for open procedures and access creation.',
      ],
    },
    coverageConditions: {
      heading: 'Coverage Conditions',
      points: [
        'Venous ablation is covered for symptomatic venous insufficiency with reflux shown on duplex and a failed trial of compression therapy, as the payer’s policy defines it.',
        'Carotid duplex is covered for symptoms or findings such as a carotid bruit or transient ischemic attack, not for screening without indications.',
        'Endovascular revascularization is covered for lifestyle-limiting claudication that has not responded to conservative therapy, and for chronic limb-threatening ischemia.',
        'Repeat noninvasive studies need a change in symptoms, a planned intervention or post-procedure surveillance.',
        'Dialysis circuit interventions are covered for documented dysfunction, such as low flow or thrombosis.',
      ],
    },
  },
  expertise: {
    heading: 'Our Vascular Surgery Billing Team',
    intro: 'Vascular practices work with coders who understand vessel territories, catheter placement and the vascular lab.',
    items: [
      {
        label: 'Interventional coders',
        description:
          'Coders trained on the 2026 lower-extremity codes, who map every territory, vessel, lesion and treatment in an endovascular report to the right code.',
      },
      {
        label: 'Vascular lab billing',
        description: 'Duplex and physiologic studies billed with their indications, components and frequency rules.',
      },
      {
        label: 'Dialysis access expertise',
        description: 'Access creation, revision and circuit interventions coded across the patient’s whole history.',
      },
      {
        label: 'Global period management',
        description: 'Staged procedures, returns to the operating room and unrelated care separated and billed correctly.',
      },
    ],
  },
  callToAction: {
    heading: 'Keep Your Vascular Revenue Flowing',
    text: 'Book a free consultation and we’ll review your endovascular, vascular lab and access claims with you.',
  },
};
