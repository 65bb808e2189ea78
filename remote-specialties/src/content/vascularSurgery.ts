import type { SpecialtyContent } from './specialtyContent';

export const vascularSurgery: SpecialtyContent = {
  slug: 'vascular-surgery',
  summary:
    'Vascular surgery combines the vascular lab, the endovascular suite and the operating room, each with its own coding logic. We code every territory, vessel and access correctly.',
  overview: {
    heading: 'Vascular Surgery Billing for Open, Endovascular and Lab Care',
    paragraphs: [
      'Vascular surgeons bill noninvasive vascular studies, endovascular revascularization by territory and vessel, venous ablation, carotid surgery and dialysis access creation and maintenance. Lower-extremity endovascular codes follow a hierarchy by vessel and technique, and many studies split into professional and technical components.',
      'We code each treated vessel to the most intensive service performed in it, separate staged procedures from complications in the global period, and make sure vascular lab studies meet payer criteria before they are billed.',
    ],
    highlights: [
      'Endovascular work coded by territory, vessel and technique',
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
          label: 'Lower-extremity endovascular hierarchy',
          description:
            'Femoral-popliteal interventions are coded once per leg by the most intensive technique: angioplasty (37224), atherectomy (37225), stent (37226) or stent with atherectomy (37227). Angioplasty in the same vessel is included in the more intensive codes.',
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
        useCase: 'Right-leg revascularization (37226-RT) or a right-leg vein ablation.',
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
        useCase: 'Interventions in separate vessels or territories, such as iliac and femoral work in one leg, when an edit pairs the codes.',
      },
    ],
  },
  codes: {
    heading: 'Common Vascular Surgery Procedure Codes',
    intro: 'Endovascular, venous, dialysis access, open surgery and vascular lab codes we bill for vascular practices.',
    rows: [
      {
        code: '37224',
        description:
          'Revascularization, endovascular, open or percutaneous, femoral, popliteal artery(s), unilateral; with transluminal angioplasty',
      },
      {
        code: '37225',
        description:
          'Revascularization, endovascular, femoral, popliteal artery(s), unilateral; with atherectomy, includes angioplasty within the same vessel, when performed',
      },
      {
        code: '37226',
        description:
          'Revascularization, endovascular, femoral, popliteal artery(s), unilateral; with transluminal stent placement(s), includes angioplasty within the same vessel, when performed',
      },
      {
        code: '37227',
        description:
          'Revascularization, endovascular, femoral, popliteal artery(s), unilateral; with transluminal stent placement(s) and atherectomy, includes angioplasty within the same vessel, when performed',
      },
      {
        code: '37228',
        description:
          'Revascularization, endovascular, open or percutaneous, tibial, peroneal artery, unilateral, initial vessel; with transluminal angioplasty',
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
    note: 'Lower-extremity revascularization codes are reported once per vessel territory per leg, for the most intensive service. Duplex codes describe complete bilateral studies unless a unilateral or limited code is used.',
  },
  detail: {
    mainHeading: 'Vascular Surgery Requirements and Coverage',
    description: 'What vascular claims need in the record, and the coverage criteria payers apply to studies and procedures.',
    keyRequirements: {
      heading: 'Key Requirements',
      points: [
        'Each vessel treated named in the operative report, with the technique used in it and the access.',
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
        description: 'Coders who map every vessel, technique and access in an endovascular report to the right code.',
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
