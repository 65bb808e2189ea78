import type { SpecialtyContent } from './specialtyContent';
import art from 'shared/art/specialties/durable-medical-equipment.json' with { type: 'json' };

export const durableMedicalEquipment: SpecialtyContent = {
  art,
  slug: 'durable-medical-equipment',
  summary:
    'DME claims are paid only when the order, the face-to-face visit, the proof of delivery and the medical record all line up. We check each item against its coverage policy before you deliver it.',
  overview: {
    heading: 'DME billing from order to capped rental',
    paragraphs: [
      'Durable medical equipment, prosthetics, orthotics and supplies are billed with HCPCS Level II codes in the E, A, K, L, B and Q ranges, each item with its own local coverage determination (LCD), pricing modifiers and documentation rules.',
      'We verify the standard written order, the face-to-face requirement and the documentation each LCD asks for, apply the right modifiers for purchase or rental, and track capped rentals month by month until ownership transfers to the patient.',
    ],
    highlights: [
      'Orders and face-to-face encounters checked before delivery',
      'Purchase and rental modifiers applied item by item',
      'Capped rentals tracked through month 13',
      'Proof of delivery and refill records kept audit-ready',
    ],
  },
  focus: {
    kind: 'services',
    heading: 'Equipment and supplies we bill for',
    intro: 'DMEPOS categories we bill to Medicare’s DME MACs, Medicaid and commercial plans.',
    points: [
      'CPAP and bilevel devices and supplies',
      'Home oxygen equipment',
      'Hospital beds and support surfaces',
      'Manual and power wheelchairs',
      'Walkers, canes and crutches',
      'Orthotics and prosthetics',
      'Diabetic testing supplies, insulin pumps and CGMs',
      'Enteral nutrition supplies',
    ],
  },
  billingSections: [
    {
      heading: 'DME billing rules we apply',
      items: [
        {
          label: 'HCPCS Level II: E, A, K, L, B and Q codes',
          description:
            'E codes cover durable equipment such as CPAP devices and hospital beds; A codes medical and surgical supplies; K codes items assigned to the DME MACs, including wheelchairs; L codes orthotics and prosthetics; B codes enteral and parenteral nutrition; and Q codes temporary items such as replacement supplies for ventricular assist devices.',
        },
        {
          label: 'Face-to-face exam within 6 months',
          description:
            'Items on CMS’s Required Face-to-Face Encounter and Written Order Prior to Delivery List need a face-to-face encounter with the treating practitioner within the 6 months before the order, and the written order must reach the supplier before delivery.',
        },
        {
          label: '13-month capped rental',
          description:
            'Capped rental items, such as hospital beds, standard wheelchairs and CPAP devices, are rented for up to 13 continuous months: KH for month 1, KI for months 2–3 and KJ for months 4–13. After the 13th rental month, the patient owns the item.',
        },
        {
          label: 'Oxygen has its own cap',
          description:
            'Oxygen equipment is paid as a rental for 36 months; the supplier then keeps furnishing it for up to 24 more months without rental payments, within a 5-year reasonable useful lifetime.',
        },
        {
          label: 'Standard written orders',
          description:
            'Every claim needs a standard written order with the beneficiary’s name or MBI, the order date, a description of the item, the quantity, and the treating practitioner’s name or NPI and signature. CMNs and DIFs are no longer required for dates of service from January 1, 2023.',
        },
      ],
    },
  ],
  modifiers: {
    mainHeading: 'Commonly used DME billing modifiers',
    intro: 'DME pricing and payment depend on modifiers that say whether an item is new, used, bought or rented, and which rental month it is.',
    modifiers: [
      {
        code: 'NU',
        useCase: 'Purchase of a new item, such as a walker or a pair of crutches.',
      },
      {
        code: 'RR',
        useCase: 'Monthly rental of a hospital bed, CPAP device or oxygen concentrator.',
      },
      {
        code: 'UE',
        useCase: 'Sale of a used item to a patient who chose used equipment.',
      },
      {
        code: 'KH',
        useCase: 'The first rental month of a capped rental item, or the initial purchase claim.',
      },
      {
        code: 'KI',
        useCase: 'Rental months two and three of a capped rental item.',
      },
      {
        code: 'KJ',
        useCase: 'Rental months four through thirteen of a capped rental item.',
      },
      {
        code: 'KX',
        useCase:
          'CPAP claims when the LCD criteria are met: the initial criteria for the first 3 months, then documented adherence and benefit for coverage after the trial.',
      },
      {
        code: 'GA',
        useCase: 'An item the patient wants that is expected to be denied as not reasonable and necessary, with a signed ABN on file.',
      },
      {
        code: 'RT',
        useCase: 'A right knee orthosis (L1833-RT) or other side-specific orthotic.',
      },
      {
        code: 'LT',
        useCase: 'A left-side orthotic or prosthetic item; Medicare requires the side on these claims.',
      },
    ],
  },
  codes: {
    heading: 'Common DME procedure codes',
    intro: 'HCPCS Level II codes from the E, A, K, L, B and Q ranges that DME suppliers bill most.',
    rows: [
      { code: 'E0601' },
      { code: 'E1390' },
      { code: 'E0260' },
      { code: 'E0143' },
      { code: 'E0114' },
      { code: 'A7030' },
      { code: 'A4253' },
      { code: 'K0001' },
      { code: 'K0823' },
      { code: 'L1833' },
      { code: 'L3000' },
      { code: 'B4035' },
      { code: 'Q0489' },
    ],
    note: 'HCPCS Level II codes from the E, A, K, L, B and Q ranges. Capped rental items such as E0260, E0601 and K0001 are billed monthly with RR and KH, KI or KJ for up to 13 months.',
  },
  detail: {
    mainHeading: 'DME requirements and coverage',
    description: 'What every DMEPOS claim needs on file, and the coverage rules that apply to it.',
    keyRequirements: {
      heading: 'Key requirements',
      points: [
        'A standard written order before the claim is submitted, and before delivery for items on the required list.',
        'A face-to-face encounter within 6 months before the order, for items that require one.',
        'Medical record documentation that meets the item’s LCD, from the treating practitioner’s own notes.',
        'Proof of delivery signed by the beneficiary or a designee, with the delivery date and the items delivered.',
        'Prior authorization for items on CMS’s Required Prior Authorization List, such as certain power mobility devices.',
      ],
    },
    coverageConditions: {
      heading: 'Coverage conditions',
      points: [
        'The item withstands repeated use, serves a medical purpose, is generally not useful without an illness or injury, is appropriate for use in the home and is expected to last at least 3 years.',
        'Capped rental items are rented for up to 13 continuous months, after which the patient owns them.',
        'CPAP continues to be covered beyond the first 3 months only when adherence and benefit are documented.',
        'Oxygen is covered when qualifying blood gas results and a qualifying condition are documented.',
        'Supplies are billed in the quantities and at the frequencies the LCD allows, with each refill confirmed with the patient.',
      ],
    },
    moreDetailsLink: {
      text: 'Power mobility devices and other items on CMS’s list need prior authorization before delivery.',
      url: '/prior-authorization-services',
      label: 'See our prior authorization services',
    },
  },
  expertise: {
    heading: 'How your DME claims are worked',
    intro: 'Each DME claim answers to the LCD and policy article of the DME MAC jurisdiction it goes to, and to the audits that test them later.',
    items: [
      {
        label: 'LCD specialists',
        description: 'Staff who check each order and record against the item’s LCD and policy article before billing.',
      },
      {
        label: 'Rental tracking',
        description: 'Capped rentals, oxygen periods and replacement dates tracked for every patient and item.',
      },
      {
        label: 'Audit readiness',
        description: 'Orders, delivery proofs and refill records indexed so you can answer a records request quickly.',
      },
      {
        label: 'Prior authorization',
        description: 'Prior authorization requests for power mobility and other listed items prepared and followed up.',
      },
    ],
  },
  callToAction: {
    heading: 'Questions about DME orders, rentals or audits?',
    text: 'Tell us which product lines you supply and which DME MAC jurisdictions you ship to, and we will explain how we would check orders, face-to-face notes and rental months before each claim.',
  },
};
