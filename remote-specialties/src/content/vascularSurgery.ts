import type { SpecialtyContent } from './specialtyContent';
import art from 'shared/art/specialties/vascular-surgery.json' with { type: 'json' };

export const vascularSurgery: SpecialtyContent = {
  art,
  slug: 'vascular-surgery',
  summary:
    'Vascular surgery combines the vascular lab, the endovascular suite and the operating room, each with its own coding logic. We code every territory, vessel and access from the operative report.',
  overview: {
    heading: 'Vascular surgery billing for open, endovascular and lab care',
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
    heading: 'Conditions we bill for',
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
      heading: 'Vascular surgery billing rules we apply',
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
            'In each territory one vessel takes the initial code, chosen for the most intensive service performed in the territory, and every further vessel an add-on code for the treatment performed in it. The treatments differ by territory: iliac arteries have angioplasty and stent codes, with an intravascular lithotripsy add-on (37262); femoral and popliteal arteries have angioplasty, stent, atherectomy and stent with atherectomy, with a lithotripsy add-on (37279); tibial and peroneal arteries have the same four treatments and no lithotripsy code; inframalleolar arteries have angioplasty only. Iliac atherectomy is not in the family: it is reported with the Category III code 0238T. Access, catheterization, crossing the lesion and the imaging guidance of the intervention are included, and each leg is reported on its own lines with RT or LT.',
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
    mainHeading: 'Commonly used vascular surgery billing modifiers',
    intro:
      'On vascular claims, modifiers split lab studies into reading and equipment, tell the payer which leg was treated, and place each procedure inside or outside a 90-day global.',
    modifiers: [
      {
        code: '26',
        useCase: 'Interpretation of a carotid duplex (93880-26) performed in a hospital vascular lab.',
      },
      {
        code: 'TC',
        useCase: 'A duplex study performed in the practice’s own vascular lab and interpreted by another physician.',
      },
      {
        code: 'RT',
        useCase: 'Right-leg endovascular revascularization reported with its territory code and RT, or a right-leg vein ablation.',
      },
      {
        code: 'LT',
        useCase: 'Left-leg procedures, reported on each line so the payer can tell the legs apart.',
      },
      {
        code: '57',
        useCase: 'The visit on the day before or the day of a carotid endarterectomy at which the decision to operate was made.',
      },
      {
        code: '58',
        useCase: 'A planned second-stage procedure, such as superficialization of a new fistula, during the 90-day global of its creation.',
      },
      {
        code: '78',
        useCase: 'A return to the operating room for thrombectomy of a new dialysis access graft within its global period.',
      },
      {
        code: '79',
        useCase: 'A carotid endarterectomy weeks after, and unrelated to, a dialysis access creation.',
      },
      {
        code: 'XS',
        useCase:
          'A service on a separate vessel or structure from the one already coded, such as work in the other leg, when an NCCI edit pairs the two codes.',
      },
    ],
  },
  codes: {
    heading: 'Common vascular surgery procedure codes',
    intro:
      'Endovascular, venous, dialysis access, open surgery and vascular lab codes we bill for vascular practices. The lower-extremity revascularization rows show the 2026 code family by territory.',
    rows: [
      { code: '37254–37262' },
      { code: '0238T' },
      { code: '37263–37279' },
      { code: '37280–37295' },
      { code: '37296–37299' },
      { code: '36475' },
      { code: '36478' },
      { code: '36821' },
      { code: '36830' },
      { code: '35301' },
      { code: '93880' },
      { code: '93925' },
      { code: '93970' },
      { code: '93922' },
    ],
    note: 'Lower-extremity revascularization is shown by territory: within each range the code is chosen by vessel (initial or additional), lesion (straightforward, a stenosis, or complex, an occlusion) and treatment, for each leg. Duplex codes describe complete bilateral studies unless a unilateral or limited code is used.',
  },
  detail: {
    mainHeading: 'Vascular surgery requirements and coverage',
    description: 'What vascular claims need in the record, and the coverage criteria payers apply to studies and procedures.',
    keyRequirements: {
      heading: 'Key requirements',
      points: [
        'Each vessel treated named in the operative report with its territory, whether its lesion was a stenosis or an occlusion, the treatment used in it and the access.',
        'Symptoms, findings and prior results that justify each vascular lab study.',
        'For venous ablation: duplex evidence of reflux, the symptoms, and the conservative therapy tried first.',
        'Dialysis access reports that describe the circuit segments treated, for 36901–36909.',
        'Global periods tracked for open procedures and access creation.',
      ],
    },
    coverageConditions: {
      heading: 'Coverage conditions',
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
    heading: 'How your vascular surgery claims are worked',
    intro: 'Vascular coding follows the vessel, its territory, its lesion and its treatment, and in the lab, each study and its indication.',
    items: [
      {
        label: 'Interventional coders',
        description:
          'Coders trained on the 2026 lower-extremity codes, who map every territory, vessel, lesion and treatment in an endovascular report to the right code.',
      },
      {
        label: 'Vascular lab billing',
        description: 'Duplex and physiologic studies billed by extent, complete or limited, with their indications, professional and technical components and frequency rules.',
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
    heading: 'Vascular surgery billing, from lab to operating room',
    text: 'Tell us how your practice divides its work between the vascular lab, the endovascular suite and the operating room, and we will explain how we would code each under the 2026 rules.',
  },
};
