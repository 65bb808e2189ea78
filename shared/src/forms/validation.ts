import type { ConsultationForm, ContactForm, NewsletterForm } from '../content/types';
import { isTooLong, type LimitedField } from './limits';
import { formMessages } from './messages';

/** Why a form cannot be sent: the message to show, and the fields it is about in the form's order. */
export interface FormProblem<T> {
  message: string;
  fields: readonly (keyof T & string)[];
}

/** The form's first problem, or null when it can be sent. */
export type Validator<T> = (values: T) => FormProblem<T> | null;

// One "@", no spaces, a dot in the domain and a top-level part of 2+ letters:
// what a person types as an address, without chasing every RFC 5322 corner.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/**
 * The checks every form makes, one kind at a time, so the message says what
 * to do next: every field filled (spaces alone are empty), each within its
 * length, then an address that can be written to.
 */
function checkFields<F extends LimitedField>(
  values: Record<F | 'email', string>,
  fields: readonly (F | 'email')[],
  missingMessage: string,
): FormProblem<Record<F | 'email', string>> | null {
  const blank = fields.filter((field) => values[field].trim() === '');
  if (blank.length > 0) return { message: missingMessage, fields: blank };
  const tooLong = fields.filter((field) => isTooLong(field, values[field]));
  if (tooLong.length > 0) {
    return { message: tooLong.map((field) => formMessages.tooLong[field]).join(' '), fields: tooLong };
  }
  if (!isValidEmail(values.email)) return { message: formMessages.invalidEmail, fields: ['email'] };
  return null;
}

// The newsletter's one field is its address: empty, it is not a valid one.
export const validateNewsletter: Validator<NewsletterForm> = (values) =>
  checkFields(values, ['email'], formMessages.invalidEmail);

export const validateConsultation: Validator<ConsultationForm> = (values) =>
  checkFields(values, ['name', 'email', 'phone'], formMessages.missingFields);

export const validateContact: Validator<ContactForm> = (values) =>
  checkFields(values, ['name', 'email', 'phone', 'message'], formMessages.missingFields);
