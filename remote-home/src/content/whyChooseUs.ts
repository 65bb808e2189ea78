import { averageAcrossClients, claims, type WhyChooseUsItem } from 'shared';

/** The home page's four reasons; icons are named here and drawn in WhyChooseUsSection. */
export const whyChooseUs = [
  {
    title: 'Proven Expertise',
    description:
      `${claims.yearsOfExperience.figure} years of billing for US practices, with coders who know Medicare, Medicaid and commercial payer rules, from CPT and HCPCS coding to timely filing limits.`,
    icon: 'expertise',
  },
  {
    title: 'Tailored Solutions',
    description:
      `${claims.customSolutions.figure} custom tailored solutions: workflows, payer rule sets and report templates built for our client practices, so yours starts from ones that fit its specialty, EHR and payer mix instead of a one-size-fits-all template.`,
    icon: 'tailored',
  },
  {
    title: 'Commitment to Quality',
    description:
      `Every claim is scrubbed against payer and NCCI edits before it goes out: a ${claims.cleanClaim.figure} clean claim ratio and a ${claims.claimAcceptance.figure} claim acceptance rate, ${averageAcrossClients}.`,
    icon: 'quality',
  },
  {
    title: 'Customer-Centric Approach',
    description:
      'A named account manager, a monthly report you can read in minutes, and a direct line to the people who work your claims, not a ticket queue.',
    icon: 'customer',
  },
] as const satisfies readonly WhyChooseUsItem[];
