import type { SpecialtyContent } from './specialtyContent';
import art from 'shared/art/specialties/allergy.json' with { type: 'json' };

export const allergy: SpecialtyContent = {
  art,
  slug: 'allergy',
  summary:
    'Allergy practices bill in quantities: the number of skin tests, the number of antigen doses, the number of injection visits. We check every unit on the claim against the test sheet and the vial log before it is billed.',
  overview: {
    heading: 'Allergy billing counted test by test',
    paragraphs: [
      'Allergy and immunology claims pair testing codes billed per test with immunotherapy codes billed per dose or per visit. The units have to match the documentation exactly, and many payers cap them per year.',
      'We reconcile test sheets and vial preparation logs with every claim, bill an E/M visit with testing only when it is truly separate, and track immunotherapy doses against authorizations.',
    ],
    highlights: [
      'Skin-test units reconciled with the test sheet',
      'Antigen doses billed from the vial preparation log',
      'Annual testing limits checked per payer',
      'Biologic and immunotherapy authorizations tracked',
    ],
  },
  focus: {
    kind: 'conditions',
    heading: 'Conditions we bill for',
    intro: 'Allergy and immunology care we code and bill, from first test to maintenance immunotherapy.',
    points: [
      'Allergic rhinitis, seasonal and perennial',
      'Allergic and non-allergic asthma',
      'Food allergy',
      'Drug allergy, including penicillin allergy evaluation',
      'Insect venom allergy',
      'Atopic and contact dermatitis',
      'Chronic urticaria and angioedema',
      'Allergic conjunctivitis',
    ],
  },
  billingSections: [
    {
      heading: 'Allergy billing rules we apply',
      items: [
        {
          label: 'Skin tests are quantity-based',
          description:
            'Skin-test codes 95004 (percutaneous) and 95024 (intradermal) are quantity-based: one unit per test, as CPT instructs. The units on the claim must equal the tests recorded on the test sheet.',
        },
        {
          label: 'Venom and drug testing have their own codes',
          description:
            'Sequential and incremental testing is coded by what is tested: 95017 for insect venoms and 95018 for drugs or biologicals, such as the skin testing in a penicillin allergy evaluation. Both are billed per test; an oral drug challenge afterwards is the ingestion challenge code 95076.',
        },
        {
          label: 'Antigen preparation is billed by dose',
          description:
            '95165 is billed per dose prepared. Medicare defines a dose as a 1 mL aliquot from a single multidose vial, however much is later injected.',
        },
        {
          label: 'One injection code per visit',
          description:
            '95115 is for a single injection and 95117 for two or more injections; one of them is reported per visit, never both.',
        },
        {
          label: 'Testing and E/M on the same day',
          description:
            'Test interpretation is included in the testing codes. An E/M visit is billed on a testing or injection day only when a separate evaluation is documented, with modifier 25.',
        },
      ],
    },
  ],
  modifiers: {
    mainHeading: 'Commonly used allergy billing modifiers',
    intro:
      'On allergy claims, modifiers decide whether a same-day visit or a second encounter is paid beside testing and injections, and who pays for testing beyond a payer’s annual limits.',
    modifiers: [
      {
        code: '25',
        useCase:
          'An E/M visit for an asthma flare on the same day as the patient’s routine immunotherapy injections (95117), documented separately.',
      },
      {
        code: '59',
        useCase:
          'Two services that an edit normally bundles, documented as distinct, when no X modifier describes the situation better.',
      },
      {
        code: 'XE',
        useCase:
          'Spirometry (94010) at a separate encounter later the same day that an edit pairs with the morning’s 94060, for example when the patient returns with a delayed reaction. XE goes on the test, never on an E/M visit.',
      },
      {
        code: 'XU',
        useCase:
          'A distinct service that fits none of XE, XS or XP, for payers that prefer X modifiers to 59.',
      },
      {
        code: 'GA',
        useCase:
          'Testing beyond a Medicare contractor’s annual limits, with a signed ABN on file.',
      },
      {
        code: '95',
        useCase: 'A follow-up visit for allergic rhinitis or asthma held by real-time video.',
      },
    ],
  },
  codes: {
    heading: 'Common allergy procedure codes',
    intro: 'Testing, immunotherapy and pulmonary function codes we bill for allergy practices.',
    rows: [
      { code: '95004' },
      { code: '95024' },
      { code: '95027' },
      { code: '95017' },
      { code: '95018' },
      { code: '95044' },
      { code: '95076' },
      { code: '95115' },
      { code: '95117' },
      { code: '95165' },
      { code: '94010' },
      { code: '94060' },
    ],
    note: '95004, 95024, 95027, 95017 (venoms), 95018 (drugs or biologicals, such as a penicillin allergy evaluation) and 95044 are billed per test and 95165 per dose: the units are the quantity. Test interpretation and report are included in the testing codes.',
  },
  detail: {
    mainHeading: 'Allergy requirements and coverage',
    description: 'What allergy claims need in the record, and what payers look for before they cover testing and immunotherapy.',
    keyRequirements: {
      heading: 'Key requirements',
      points: [
        'A signed test sheet listing each allergen, the method and the reading, so units match tests.',
        'A history and exam that justify which allergens were tested and how many.',
        'Vial preparation logs with the antigens, dilutions and number of doses for each 95165 claim.',
        'Injection records with the dose, the vial, the site and the observation time after the injection.',
        'Prior authorization for immunotherapy and for biologics when the plan requires it.',
      ],
    },
    coverageConditions: {
      heading: 'Coverage conditions',
      points: [
        'Testing tied to a clinical history of exposure and symptoms; broad screening panels are denied.',
        'Immunotherapy limited to the allergens shown on testing to cause the patient’s symptoms.',
        'Symptoms not controlled by avoidance and medication, documented before immunotherapy starts.',
        'Annual limits on the number of tests set by Medicare contractors and commercial payers.',
        'Continued immunotherapy supported by documented clinical response at each review.',
      ],
    },
  },
  expertise: {
    heading: 'How your allergy claims are worked',
    intro: 'Allergy billing is detail work. Our coders count tests, doses and injections with the same care your nurses do.',
    items: [
      {
        label: 'Quantity-based coding',
        description: 'Every test and dose on the claim is reconciled with the test sheet and the vial log.',
      },
      {
        label: 'Immunotherapy tracking',
        description: 'Doses prepared and injections given are tracked against authorizations and plan limits.',
      },
      {
        label: 'Payer limit checks',
        description: 'Annual testing limits and frequency edits are checked before claims go out.',
      },
      {
        label: 'Biologic authorizations',
        description: 'Authorizations and reauthorizations for biologics are started well before they expire.',
      },
    ],
  },
  callToAction: {
    heading: 'Discuss your allergy billing with us',
    text: 'Walk us through how your nurses record skin tests and prepare vials, and which payers cap testing or immunotherapy, and we will show you how we would reconcile units before billing.',
  },
};
