import { booking, company, serviceLevels, type ContactForm } from 'shared';

/** The contact page's header text, under its h1 "Contact Us". */
export const contactHeader =
  'Book a free consultation or ask about your billing: use the form below, or call or email a billing specialist.';

/** The booking form's copy. */
export const contactFormCopy = {
  // The site's one booking label, as heading and as button (the booking path's every action says it).
  heading: booking.label,
  intro: `A billing specialist replies ${serviceLevels.replies.phrase} to set a time.`,
  submit: booking.label,
  submitting: 'Sending...',
  sent: `Request sent. Thank you! A billing specialist will reply ${serviceLevels.replies.phrase}.`,
} as const;

/**
 * What a field refused by a submit says under it: left empty, or (the address)
 * not an address. A value refused for its length has only the form's message,
 * which gives the limit.
 */
export const fieldHints: Record<keyof ContactForm, { empty: string; invalid?: string }> = {
  name: { empty: 'Enter your name.' },
  email: { empty: 'Enter your email so we can reply.', invalid: 'Enter an address like name@yourpractice.com.' },
  phone: { empty: 'Enter a phone number we can call you on.' },
  message: { empty: 'Tell us briefly what you need help with.' },
};

/** "Say Hello!", over every way to reach the company. */
export const sayHello = {
  eyebrow: 'Get in touch',
  heading: 'Say Hello!',
  text: 'Tell us where your revenue cycle hurts: rising denials, aging A/R, a credentialing backlog or a billing company that stopped calling back. We will tell you honestly whether we can help.',
} as const;

/** Where the office is, as the map section says it. */
export const officePlace = `${company.address.locality}, ${company.address.region}`;

/** The office map section's copy. */
export const officeMapCopy = {
  eyebrow: 'Our office',
  heading: `Find us in ${officePlace}`,
  text: `Our billing and coding team works from ${company.address.locality} and serves practices across the United States. Meetings at the office are by appointment; call ahead and we will have your account specialist ready.`,
  open: 'Open in Google Maps',
  directions: 'Get directions',
  newTab: ' (opens in a new tab)',
} as const;
