import { company, formatAddress } from 'shared';

export interface ContactChannel {
  /** Named icon (see ContactIntro); content stays plain data. */
  icon: 'phone' | 'email' | 'address' | 'hours';
  label: string;
  /** What the visitor reads; the first line is the link text when `href` is set. */
  lines: readonly string[];
  href?: string;
  note?: string;
}

/** How to reach the company, all from the company-facts module. */
export const contactChannels: readonly ContactChannel[] = [
  {
    icon: 'phone',
    label: 'Support line',
    lines: [company.phone.display],
    href: company.phone.href,
    note: `Answered by a billing specialist, not a call center, ${company.hours.weekdays}.`,
  },
  {
    icon: 'email',
    label: 'Email',
    lines: [company.infoEmail],
    href: `mailto:${company.infoEmail}`,
    note: 'Questions about a denial: the denial code and the payer are enough; leave patient details out.',
  },
  {
    icon: 'address',
    label: 'Office',
    lines: [formatAddress()],
  },
  {
    icon: 'hours',
    label: 'Office hours',
    lines: [company.hours.weekdays, company.hours.holidays],
  },
];
