import { describe, expect, it } from 'vitest';
import { formMessages } from './messages';
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
    expect(validateNewsletter({ email })).toEqual({ message: invalidEmail, fields: ['email'] });
  });

  it('refuses an address over 254 characters, saying so', () => {
    const long = `${'j'.repeat(243)}@example.com`;
    expect(long).toHaveLength(255);
    expect(validateNewsletter({ email: long })).toEqual({ message: formMessages.tooLong.email, fields: ['email'] });
    expect(validateNewsletter({ email: long.slice(1) })).toBeNull();
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
    expect(validateConsultation({ ...valid, [field]: '' })).toEqual({ message: missingFields, fields: [field] });
    expect(validateConsultation({ ...valid, [field]: '   ' })).toEqual({ message: missingFields, fields: [field] });
  });

  it('asks for all fields when every field is empty, naming each', () => {
    expect(validateConsultation({ name: '', email: '', phone: '' })).toEqual({
      message: missingFields,
      fields: ['name', 'email', 'phone'],
    });
  });

  it('reports a missing field before a bad address', () => {
    expect(validateConsultation({ name: '', email: 'nope', phone: '555' })).toEqual({
      message: missingFields,
      fields: ['name'],
    });
  });

  it.each(['jane', 'jane@example', 'jane@ex ample.com'])('rejects the complete form with bad address %j', (email) => {
    expect(validateConsultation({ ...valid, email })).toEqual({ message: invalidEmail, fields: ['email'] });
  });

  it.each([
    ['name', 'Please keep your name under 100 characters.', 'x'.repeat(101)],
    ['email', 'Please keep your email address under 254 characters.', `${'j'.repeat(250)}@example.com`],
    ['phone', 'Please keep your phone number under 30 characters.', '5'.repeat(31)],
  ] as const)('refuses a %s over its limit, saying which field', (field, message, value) => {
    expect(validateConsultation({ ...valid, [field]: value })).toEqual({ message, fields: [field] });
  });

  it('accepts each field at its limit', () => {
    expect(
      validateConsultation({ name: 'N'.repeat(100), email: `${'j'.repeat(242)}@example.com`, phone: '5'.repeat(30) }),
    ).toBeNull();
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
      expect(validateContact({ ...valid, [field]: '' })).toEqual({ message: missingFields, fields: [field] });
      expect(validateContact({ ...valid, [field]: ' \t ' })).toEqual({ message: missingFields, fields: [field] });
    },
  );

  it('reports a missing message before a bad address', () => {
    expect(validateContact({ ...valid, email: 'nope', message: '  ' })).toEqual({
      message: missingFields,
      fields: ['message'],
    });
  });

  it.each(['jane', 'jane@example', 'jane@@example.com'])('rejects the complete form with bad address %j', (email) => {
    expect(validateContact({ ...valid, email })).toEqual({ message: invalidEmail, fields: ['email'] });
  });

  it('refuses a message of 5,001 characters with the message DECISIONS.md gives', () => {
    expect(validateContact({ ...valid, message: 'm'.repeat(5001) })).toEqual({
      message: 'Please keep your message under 5,000 characters.',
      fields: ['message'],
    });
    expect(validateContact({ ...valid, message: 'm'.repeat(5000) })).toBeNull();
  });

  it('names every field that is too long, in the form\'s order', () => {
    expect(validateContact({ ...valid, message: 'm'.repeat(5001), name: 'n'.repeat(101) })).toEqual({
      message: `${formMessages.tooLong.name} ${formMessages.tooLong.message}`,
      fields: ['name', 'message'],
    });
  });

  it('reports a missing field before one that is too long, and a long address before its form', () => {
    expect(validateContact({ ...valid, phone: ' ', message: 'm'.repeat(5001) })).toEqual({
      message: missingFields,
      fields: ['phone'],
    });
    expect(validateContact({ ...valid, email: 'x'.repeat(300) })).toEqual({
      message: formMessages.tooLong.email,
      fields: ['email'],
    });
  });

  it('accepts HTML and emoji in a message as text', () => {
    expect(validateContact({ ...valid, message: '<script>alert("hi")</script> <b>Thanks</b> 😀👨‍👩‍👧' })).toBeNull();
  });
});
