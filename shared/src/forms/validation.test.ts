import { describe, expect, it } from 'vitest';
import { isValidEmail, validateConsultation, validateContact, validateNewsletter } from './validation';

const missingFields = 'Please fill out all fields.';
const invalidEmail = 'Please enter a valid email address.';

describe('isValidEmail', () => {
  it.each([
    'jane@example.com',
    'jane.doe@example.com',
    'jane+billing@example.co.uk',
    'j_doe-1@sub.domain.org',
    'JANE@EXAMPLE.COM',
  ])('accepts %s', (address) => {
    expect(isValidEmail(address)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['missing @', 'jane.example.com'],
    ['missing local part', '@example.com'],
    ['missing domain', 'jane@'],
    ['missing TLD', 'jane@example'],
    ['one-letter TLD', 'jane@example.c'],
    ['numeric TLD', 'jane@example.123'],
    ['trailing dot', 'jane@example.com.'],
    ['empty domain label', 'jane@example..com'],
    ['domain starting with a dot', 'jane@.example.com'],
    ['two @', 'jane@doe@example.com'],
    ['space inside local part', 'jane doe@example.com'],
    ['space inside domain', 'jane@exa mple.com'],
    ['space after @', 'jane@ example.com'],
  ])('rejects %s (%j)', (_label, address) => {
    expect(isValidEmail(address)).toBe(false);
  });

  it('trims surrounding whitespace before checking', () => {
    expect(isValidEmail('  jane@example.com  ')).toBe(true);
    expect(isValidEmail('\tjane@example.com\n')).toBe(true);
  });
});

describe('validateNewsletter', () => {
  it.each([
    ['empty', ''],
    ['only spaces', '    '],
    ['invalid', 'not-an-address'],
    ['missing TLD', 'jane@example'],
  ])('rejects %s with the invalid-email message', (_label, email) => {
    expect(validateNewsletter({ email })).toBe(invalidEmail);
  });

  it('accepts a valid address, also with surrounding spaces', () => {
    expect(validateNewsletter({ email: 'jane@example.com' })).toBeNull();
    expect(validateNewsletter({ email: '  jane@example.com ' })).toBeNull();
  });
});

describe('validateConsultation', () => {
  const valid = { name: 'Jane Doe', email: 'jane@example.com', phone: '(406) 555-0100' };

  it('accepts a complete form with a valid address', () => {
    expect(validateConsultation(valid)).toBeNull();
    expect(validateConsultation({ name: ' Jane ', email: ' jane@example.com ', phone: ' 555 ' })).toBeNull();
  });

  it.each(['name', 'email', 'phone'] as const)('asks for all fields when %s is empty or only spaces', (field) => {
    expect(validateConsultation({ ...valid, [field]: '' })).toBe(missingFields);
    expect(validateConsultation({ ...valid, [field]: '   ' })).toBe(missingFields);
  });

  it('asks for all fields when every field is empty', () => {
    expect(validateConsultation({ name: '', email: '', phone: '' })).toBe(missingFields);
  });

  it('reports a missing field before a bad address', () => {
    expect(validateConsultation({ name: '', email: 'nope', phone: '555' })).toBe(missingFields);
  });

  it.each(['jane', 'jane@example', 'jane@ex ample.com'])('rejects the complete form with bad address %j', (email) => {
    expect(validateConsultation({ ...valid, email })).toBe(invalidEmail);
  });
});

describe('validateContact', () => {
  const valid = {
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '(406) 555-0100',
    message: 'Please call me about billing.',
  };

  it('accepts a complete form with a valid address', () => {
    expect(validateContact(valid)).toBeNull();
  });

  it.each(['name', 'email', 'phone', 'message'] as const)(
    'asks for all fields when %s is empty or only spaces',
    (field) => {
      expect(validateContact({ ...valid, [field]: '' })).toBe(missingFields);
      expect(validateContact({ ...valid, [field]: ' \t ' })).toBe(missingFields);
    },
  );

  it('reports a missing message before a bad address', () => {
    expect(validateContact({ ...valid, email: 'nope', message: '  ' })).toBe(missingFields);
  });

  it.each(['jane', 'jane@example', 'jane@@example.com'])('rejects the complete form with bad address %j', (email) => {
    expect(validateContact({ ...valid, email })).toBe(invalidEmail);
  });
});
