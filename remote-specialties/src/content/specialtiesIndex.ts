import type { LabelledItem } from 'shared';

/** Copy of the specialties index page. The cards themselves come from the shared specialty list. */
export const specialtiesIndex = {
  summary:
    'Every specialty bills differently. Our coders and billers work specialty by specialty, so your claims carry the right codes, modifiers and documentation for the care you provide.',
  intro: {
    eyebrow: 'Specialty billing',
    heading: 'Billing Built Around the Way You Practice',
    paragraphs: [
      'A cardiology claim and a DME claim have little in common beyond the payer. Global periods, time units, capped rentals, screening rules and visit limits change from one specialty to the next, and so do the denials that follow when they are missed.',
      'We assign each practice a team that knows its specialty: coders, billers who know its payer policies, and follow-up staff who work its denials. The aim is cleaner claims, fewer avoidable denials and fewer surprises for your patients.',
    ],
    points: [
      {
        label: 'Specialty-trained coders',
        description: 'Coders who work in your specialty every day and keep up with its CPT, HCPCS and payer changes.',
      },
      {
        label: 'HIPAA rules from day one',
        description:
          'Workflows that follow the HIPAA Privacy and Security Rules, role-based access and a business associate agreement signed with every client.',
      },
      {
        label: 'Onboarding, typically within 7 days',
        description: 'We connect to your practice management system and start working claims within a week.',
      },
    ] satisfies LabelledItem[],
  },
  popular: {
    heading: 'Our Popular Specialities',
    intro: 'The specialties we bill for most, from the cath lab to the acupuncture room.',
  },
  other: {
    heading: 'Our Other Popular Specialities',
    intro: 'Equipment suppliers, emergency groups, surgeons and primary care practices rely on us too.',
  },
  callToAction: {
    heading: 'Don’t See Your Specialty?',
    text: 'We bill for many more specialties than these sixteen. Book a free consultation and tell us about your practice.',
  },
} as const;
