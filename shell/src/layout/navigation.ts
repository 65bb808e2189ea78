import type { SiteSection } from '../routes/routeTable';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** The six service pages, in the navbar's and the footer's order. */
export const serviceLinks: readonly NavLinkItem[] = [
  { label: 'Medical Billing', to: '/medical-billing-services' },
  { label: 'Accounts Receivable', to: '/accounts-receivable-services' },
  { label: 'Prior Authorization', to: '/prior-authorization-services' },
  { label: 'Denial Management', to: '/denial-management-services' },
  { label: 'Enrollment & Credentialing', to: '/enrollment-credentialing-services' },
  { label: 'Payment Posting', to: '/payment-posting' },
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
