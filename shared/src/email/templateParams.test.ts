import { describe, expect, it } from 'vitest';
import { consultationParams, contactParams, newsletterParams } from './templateParams';

describe('newsletterParams', () => {
  it('sends the address and the part before the @ as the name', () => {
    expect(newsletterParams({ email: 'jane.doe@example.com' })).toEqual({
      user_email: 'jane.doe@example.com',
      user_name: 'jane.doe',
    });
  });

  it('trims the address first', () => {
    expect(newsletterParams({ email: '  jane@example.com \n' })).toEqual({
      user_email: 'jane@example.com',
      user_name: 'jane',
    });
  });

  it('has exactly the two template keys', () => {
    expect(Object.keys(newsletterParams({ email: 'a@b.co' })).sort()).toEqual(['user_email', 'user_name']);
  });
});

describe('consultationParams', () => {
  it('sends name, email, phone and the name as from_name', () => {
    expect(consultationParams({ name: 'Jane Doe', email: 'jane@example.com', phone: '(406) 555-0100' })).toEqual({
      user_name: 'Jane Doe',
      user_email: 'jane@example.com',
      user_phone: '(406) 555-0100',
      from_name: 'Jane Doe',
    });
  });

  it('trims every value', () => {
    expect(consultationParams({ name: '  Jane Doe ', email: ' jane@example.com ', phone: ' 555-0100  ' })).toEqual({
      user_name: 'Jane Doe',
      user_email: 'jane@example.com',
      user_phone: '555-0100',
      from_name: 'Jane Doe',
    });
  });

  it('does not pass other form fields through', () => {
    const form = { name: 'Jane', email: 'jane@example.com', phone: '555', extra: 'x' };
    expect(Object.keys(consultationParams(form)).sort()).toEqual([
      'from_name',
      'user_email',
      'user_name',
      'user_phone',
    ]);
  });
});

describe('contactParams', () => {
  it('sends name, email, phone, message and the name as from_name, trimmed', () => {
    expect(
      contactParams({
        name: ' John Smith ',
        email: ' john@example.org',
        phone: '406 555 0199 ',
        message: '  I need help with denials.  ',
      }),
    ).toEqual({
      user_name: 'John Smith',
      user_email: 'john@example.org',
      user_phone: '406 555 0199',
      message: 'I need help with denials.',
      from_name: 'John Smith',
    });
  });

  it('keeps line breaks inside the message', () => {
    expect(
      contactParams({ name: 'J', email: 'j@example.com', phone: '1', message: 'line one\nline two' }).message,
    ).toBe('line one\nline two');
  });
});
