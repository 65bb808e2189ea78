/**
 * Company facts. Every page, the footer, the structured data and the e2e tests
 * read them from here; a deployment changes them in this one place.
 */
const name = 'Revora Medical Billing';
/** The year the site's content was last revised, for the copyright line. */
const copyrightYear = 2026;

export const company = {
  name,
  phone: {
    display: '(406) 555-0147',
    href: 'tel:+14065550147',
  },
  infoEmail: 'info@example.com',
  supportEmail: 'support@example.com',
  address: {
    street: '2100 Last Chance Gulch, Suite 200',
    locality: 'Helena',
    region: 'MT',
    postalCode: '59601',
    country: 'US',
  },
  hours: {
    weekdays: 'Mon–Fri 8:00am–5:00pm',
    holidays: 'Holidays closed',
  },
  copyright: `© ${copyrightYear} ${name}. All rights reserved.`,
} as const;

/** "2100 Last Chance Gulch, Suite 200, Helena, MT 59601" */
export function formatAddress(address: typeof company.address = company.address): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}
