import type { SiteSection } from '../routes/routeTable';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** The six service pages, in the navbar's and the footer's order, with the line the desktop Services menu shows under each. */
export const serviceLinks: readonly (NavLinkItem & { line: string })[] = [
  { label: 'Medical Billing', to: '/medical-billing-services', line: 'The whole revenue cycle, run for you' },
  { label: 'Accounts Receivable', to: '/accounts-receivable-services', line: 'Unpaid and aged claims worked to a decision' },
  { label: 'Prior Authorization', to: '/prior-authorization-services', line: 'Payer approvals requested and tracked before the visit' },
  { label: 'Denial Management', to: '/denial-management-services', line: 'Denials traced to their cause, corrected or appealed' },
  { label: 'Enrollment & Credentialing', to: '/enrollment-credentialing-services', line: 'Payer enrollment, CAQH and re-credentialing dates' },
  { label: 'Payment Posting', to: '/payment-posting', line: 'ERA and EOB payments posted and reconciled' },
];

export type TopLevelItem =
  | (NavLinkItem & { kind: 'link'; section: SiteSection })
  | { kind: 'services'; label: string; section: SiteSection };

export const primaryNav: readonly TopLevelItem[] = [
  { kind: 'link', label: 'Home', to: '/', section: 'home' },
  { kind: 'link', label: 'About Us', to: '/aboutus', section: 'about' },
  { kind: 'services', label: 'Services', section: 'services' },
  { kind: 'link', label: 'Specialties', to: '/specialities', section: 'specialties' },
  { kind: 'link', label: 'Contact Us', to: '/contactus', section: 'contact' },
];

export const scheduleMeeting: NavLinkItem = { label: 'Schedule a Meeting', to: '/contactus' };
