import { fieldLimits, type LimitedField } from './limits';

/** How the messages name each field. */
const fieldNames: Record<LimitedField, string> = {
  name: 'name',
  email: 'email address',
  phone: 'phone number',
  message: 'message',
};

function tooLongMessage(field: LimitedField): string {
  return `Please keep your ${fieldNames[field]} under ${fieldLimits[field].toLocaleString('en-US')} characters.`;
}

/**
 * Every message the three forms show: verbatim from the specification, and
 * the over-the-limit ones as DECISIONS.md words them.
 */
export const formMessages = {
  missingFields: 'Please fill out all fields.',
  invalidEmail: 'Please enter a valid email address.',
  newsletterSuccess: 'Email sent successfully!',
  newsletterFailure: 'There was an error sending the email. Please try again.',
  messageSuccess: 'Consultation booked successfully!',
  messageFailure: 'There was an error sending your message. Please try again.',
  notForPhi: 'Please do not include patient health information in this form.',
  /** One per field: the visitor learns which field is too long. */
  tooLong: {
    name: tooLongMessage('name'),
    email: tooLongMessage('email'),
    phone: tooLongMessage('phone'),
    message: tooLongMessage('message'),
  } satisfies Record<LimitedField, string>,
} as const;
