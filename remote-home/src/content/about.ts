import { averageAcrossClients, claims, company, onboardingTimeline, type LabelledItem } from 'shared';

export const aboutIntro =
  `For ${claims.yearsOfExperience.figure} years ${company.name} has run billing and revenue cycle management for US practices, from solo clinics to multi-specialty groups.`;

export const whoWeAre: readonly string[] = [
  'We are coders, billers, credentialing specialists and account managers who work to bill every service correctly and on time, and follow each claim until the payer has paid or decided it.',
  `Our leadership team brings 20+ years of combined industry experience, and for ${claims.yearsOfExperience.figure} years we have worked claims with Medicare, Medicaid and commercial payers across the United States. We learn each practice’s specialty, EHR and payer mix before we touch a claim, and we answer to the practice, not to a quota.`,
];

/** The figures beside "Who Are We". */
export const aboutFacts: readonly LabelledItem[] = [
  { label: claims.yearsOfExperience.figure, description: 'years of medical billing' },
  { label: claims.claimAcceptance.figure, description: 'average claim acceptance rate' },
  { label: claims.customSolutions.figure, description: 'custom workflows, payer rule sets and report templates' },
  { label: claims.onboardingDays.figure, description: 'typically, to go live for providers already enrolled with their payers' },
];

/** "What Sets Us Apart": icon key, title, text and the service page it leads to. */
export interface Differentiator {
  icon: 'rcm' | 'prior-auth' | 'credentialing' | 'ar';
  title: string;
  description: string;
  link: { label: string; to: string };
}

export const differentiators: readonly Differentiator[] = [
  {
    icon: 'rcm',
    title: 'Revenue Cycle Management Expertise',
    description:
      'Eligibility checks, charge capture, coding, claim submission, payment posting and patient statements run by one team that sees where revenue is lost and fixes it at the source.',
    link: { label: 'Medical billing services', to: '/medical-billing-services' },
  },
  {
    icon: 'prior-auth',
    title: 'Simplified Prior Authorization and Benefit Verification',
    description:
      'We verify eligibility and benefits before the visit and request prior authorizations from the payer, following each one up so the approval number, once issued, is on file when the appointment is scheduled.',
    link: { label: 'Prior authorization services', to: '/prior-authorization-services' },
  },
  {
    icon: 'credentialing',
    title: 'Provider Enrollment and Credentialing',
    description:
      'Medicare enrollment through PECOS, Medicaid and commercial plan enrollment, CAQH ProView attestations and re-credentialing dates tracked for every provider.',
    link: { label: 'Enrollment & credentialing services', to: '/enrollment-credentialing-services' },
  },
  {
    icon: 'ar',
    title: 'Accounts Receivable and Denial Management',
    description:
      'Aged claims worked by payer and balance, denials traced through their CARC and RARC codes, and appeals tracked against every payer’s deadline and filed before it where the records allow.',
    link: { label: 'Accounts receivable services', to: '/accounts-receivable-services' },
  },
];

/** The three statements of the "Our Mission" carousel. */
export const missionStatements: readonly string[] = [
  'To help every practice we serve collect what it has earned: fully, promptly and within payer and federal rules.',
  'To take the weight of billing off physicians and their staff, so their time goes to patients rather than paperwork.',
  'To earn our clients’ trust through accuracy, transparency and reporting that shows where every dollar stands.',
];

/** The About page's "Why Choose Us?" list. */
export const aboutReasons: readonly LabelledItem[] = [
  { label: 'Experience', description: `${claims.yearsOfExperience.figure} years of medical billing, with pages on ${claims.specialties.figure} specialties.` },
  {
    label: 'Accuracy',
    description:
      `A ${claims.cleanClaim.figure} clean claim ratio and a ${claims.claimAcceptance.figure} claim acceptance rate, ${averageAcrossClients}.`,
  },
  {
    label: 'Fast start',
    description: `Onboarding ${onboardingTimeline}, with no change to your EHR.`,
  },
  {
    label: 'Compliance',
    description: 'Processes that follow the HIPAA Privacy and Security Rules, under a signed business associate agreement.',
  },
  { label: 'Transparency', description: 'A named account manager and monthly reports you can act on.' },
  {
    label: 'Fit',
    description: `${claims.customSolutions.figure} custom tailored solutions (workflows, payer rule sets and report templates) built for our client practices, so yours starts from ones that fit its specialty and payer mix.`,
  },
];

/**
 * The badges of the logo carousel: an emblem (original artwork, see
 * src/assets/badges; decorative) and the commitment in words, as page text.
 */
export interface Badge {
  id: 'hipaa' | 'coders' | 'clean-claims' | 'onboarding';
  title: string;
  detail: string;
}

/** "on average…" → "On average…": a qualifier that opens a badge's line. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const badges: readonly Badge[] = [
  { id: 'hipaa', title: 'HIPAA Privacy & Security Rules', detail: 'Followed under a signed business associate agreement' },
  { id: 'coders', title: 'Specialty coding team', detail: 'Coders who work in your specialty’s codes, modifiers and payer rules' },
  { id: 'clean-claims', title: `${claims.cleanClaim.figure} clean claim ratio`, detail: sentence(claims.cleanClaim.qualifier) },
  { id: 'onboarding', title: `${claims.onboardingDays.figure} to onboard a practice`, detail: sentence(claims.onboardingDays.qualifier) },
];
