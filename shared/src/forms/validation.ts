import type { ConsultationForm, ContactForm, NewsletterForm } from '../content/types';
import { formMessages } from './messages';

/** The form's first problem as the message to show, or null when it can be sent. */
export type Validator<T> = (values: T) => string | null;

// One "@", no spaces, a dot in the domain and a top-level part of 2+ letters:
// what a person types as an address, without chasing every RFC 5322 corner.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

function isBlank(value: string): boolean {
  return value.trim() === '';
}

export const validateNewsletter: Validator<NewsletterForm> = ({ email }) =>
  isValidEmail(email) ? null : formMessages.invalidEmail;

function validateRequired<T extends object>(values: T, fields: readonly (keyof T)[]): string | null {
  if (fields.some((field) => isBlank(String(values[field])))) return formMessages.missingFields;
  if ('email' in values && !isValidEmail(String(values.email))) return formMessages.invalidEmail;
  return null;
}

export const validateConsultation: Validator<ConsultationForm> = (values) =>
  validateRequired(values, ['name', 'email', 'phone']);

export const validateContact: Validator<ContactForm> = (values) =>
  validateRequired(values, ['name', 'email', 'phone', 'message']);
