import { claims, onboardingTimeline, type LabelledItem } from 'shared';

/** Copy of the specialties index page. The cards themselves come from the shared specialty list. */
export const specialtiesIndex = {
  summary:
    'Every specialty bills differently. Our coders and billers work specialty by specialty and check each claim’s codes, modifiers and documentation against the rules of your specialty and its payers.',
  intro: {
    eyebrow: 'Specialty billing',
    heading: 'Billing built around the way you practice',
    paragraphs: [
      'A cardiology claim and a DME claim have little in common beyond the payer. Global periods, time units, capped rentals, screening rules and visit limits change from one specialty to the next, and so do the denials that follow when they are missed.',
      'We assign each practice a team that knows its specialty: coders, billers who know its payer policies, and follow-up staff who work its denials. The aim is cleaner claims, fewer avoidable denials and fewer surprises for your patients.',
    ],
    points: [
      {
        label: 'Coders assigned by specialty',
        description: 'Each specialty’s claims go to the coders who follow its annual CPT and HCPCS changes and its payers’ policy updates.',
      },
      {
        label: 'HIPAA rules from day one',
        description:
          'Workflows that follow the HIPAA Privacy and Security Rules, role-based access and a business associate agreement signed with every client.',
      },
      {
        label: 'Onboarding',
        description: `We connect to your practice management system and start working claims ${onboardingTimeline}.`,
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
    heading: 'Don’t see your specialty?',
    text: `These ${claims.specialties.figure} specialties have pages of their own; we bill for other specialties too. Book a free consultation and tell us about your practice.`,
  },
} as const;
