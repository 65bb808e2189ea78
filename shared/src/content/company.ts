/**
 * Company facts. Every page, the footer, the structured data and the e2e tests
 * read them from here; a deployment changes them in this one place.
 */
const name = 'Revora Medical Billing';
/** The copyright line's year, as the spec and DECISIONS fix it ("© 2025 Revora Medical Billing. All rights reserved."). */
const copyrightYear = 2025;

/** "08:00" → "8:00am", "17:00" → "5:00pm". */
function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')}${hours < 12 ? 'am' : 'pm'}`;
}

/** Office hours, Monday to Friday (24-hour clock), in the office's time zone. */
const opens = '08:00';
const closes = '17:00';
const timeZone = 'MT';

export const company = {
  name,
  /** The name in running text where the full one would crowd (a blog card's byline). */
  shortName: 'Revora',
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
    /** Open days and times as the structured data states them. */
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens,
    closes,
    /** The same hours as pages show them: "Mon–Fri 8:00am–5:00pm MT" (the site serves practices across the US). */
    weekdays: `Mon–Fri ${clockTime(opens)}–${clockTime(closes)} ${timeZone}`,
    holidays: 'Holidays closed',
  },
  copyright: `© ${copyrightYear} ${name}. All rights reserved.`,
} as const;

/** The code year the site's codes and rules are checked against (CPT, HCPCS Level II, the Medicare fee schedule). */
const codeYear = 2026;
/** When the payer and Medicare rules the pages state were last reviewed (a yearly review, and whenever a rule changes). */
const rulesAsOf = 'November 2026';

/**
 * The two notices of the pages that deal in codes and rules, written once:
 * - `rules`, on every page that states payer or Medicare rules (the specialty
 *   pages and their index, the revenue-cycle service pages, home, the blog);
 * - `cpt`, under every code table and on every page that shows a CPT code.
 *   The CPT code set of a year is published, and copyrighted, the year before.
 */
export const codingNotices = {
  codeYear,
  rulesAsOf,
  rules: `Rules as of ${rulesAsOf}; for information, not coding advice.`,
  cpt:
    `CPT® is a registered trademark of the American Medical Association. CPT codes are from CPT® ${codeYear}, ` +
    `copyright ${codeYear - 1} American Medical Association. All rights reserved. The descriptions of CPT codes and ` +
    `modifiers on this site are ${name}’s own plain-language summaries, not the AMA’s descriptors.`,
} as const;

const bookingPage = '/contactus';
const bookingAnchor = 'book';

/**
 * The booking path: the contact page's form, titled as a booking, at its
 * anchor (first on the page on phones). Every "Book a free consultation"
 * action leads here; the spec's "Schedule a Meeting" buttons keep /contactus.
 */
export const booking = {
  page: bookingPage,
  anchor: bookingAnchor,
  to: `${bookingPage}#${bookingAnchor}`,
  label: 'Book a free consultation',
} as const;

/** "2100 Last Chance Gulch, Suite 200, Helena, MT 59601" */
export function formatAddress(address: typeof company.address = company.address): string {
  return `${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`;
}
