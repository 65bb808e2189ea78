import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type * as sharedModule from 'shared';
import { Toasts, formMessages, sendContactMessage, type ContactForm as ContactValues } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './ContactForm';

vi.mock('shared', async (importOriginal) => ({
  ...(await importOriginal<typeof sharedModule>()),
  sendContactMessage: vi.fn(),
}));

const send = vi.mocked(sendContactMessage);

const filled: ContactValues = {
  name: 'Dr. Ana Rivera',
  email: 'ana.rivera@northside-clinic.org',
  phone: '(406) 555-0188',
  message: 'We are a three-provider family practice with rising CO-197 denials.',
};

/** A promise the test settles when it wants to. */
function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  render(
    <>
      <ContactForm />
      <Toasts />
    </>,
  );
  const form = screen.getByRole('form', { name: 'Book a free consultation' });
  // Looked up afresh each time: a send that clears the form mounts new fields.
  const field = {
    get name() {
      return within(form).getByRole('textbox', { name: /Your name/ });
    },
    get email() {
      return within(form).getByRole('textbox', { name: /Email address/ });
    },
    get phone() {
      return within(form).getByRole('textbox', { name: /Phone number/ });
    },
    get message() {
      return within(form).getByRole('textbox', { name: /How can we help/ });
    },
  };
  const fill = (values: Partial<ContactValues>) => {
    for (const [key, value] of Object.entries(values) as [keyof ContactValues, string][]) {
      fireEvent.change(field[key], { target: { value } });
    }
  };
  return {
    form,
    field,
    fill,
    submit: () => within(form).getByRole('button', { name: /Book a free consultation|Sending\.\.\./ }),
    values: () => ({
      name: (field.name as HTMLInputElement).value,
      email: (field.email as HTMLInputElement).value,
      phone: (field.phone as HTMLInputElement).value,
      message: (field.message as HTMLTextAreaElement).value,
    }),
  };
}

/** Waits for a toast saying `text`: an alert among the notifications (the shell's container in production). */
async function toastWith(text: string) {
  const notifications = await screen.findByRole('region', { name: 'Notifications' });
  return within(notifications).findByText(text);
}

beforeEach(() => {
  send.mockReset();
});

afterEach(() => {
  cleanup();
});

describe('ContactForm', () => {
  it('ties every label to its input and asks for an email-type address', () => {
    const { field } = setup();
    expect(field.name).toHaveProperty('type', 'text');
    expect(field.email).toHaveProperty('type', 'email');
    expect(field.phone).toHaveProperty('type', 'tel');
    expect(field.message.tagName).toBe('TEXTAREA');
    for (const input of [field.name, field.email, field.phone, field.message]) expect(input).toHaveProperty('required', true);
  });

  it('says it is not for patient health information', () => {
    setup();
    expect(screen.getByText(formMessages.notForPhi)).toBeTruthy();
  });

  it('refuses a missing field: says so, marks the empty fields, sends nothing', async () => {
    const { fill, field, form, submit, values } = setup();
    fill({ ...filled, phone: '   ' });
    await act(async () => fireEvent.click(submit()));

    expect(send).not.toHaveBeenCalled();
    expect(within(form).getByRole('alert').textContent).toBe('Please fill out all fields.');
    await toastWith('Please fill out all fields.');
    expect(field.phone.getAttribute('aria-invalid')).toBe('true');
    // The field says what it needs; the form's message is read with it.
    expect(field.phone.getAttribute('aria-describedby')).toBe('contact-phone-helper-text contact-form-status');
    expect(document.getElementById('contact-phone-helper-text')?.textContent).toBe('Enter a phone number we can call you on.');
    expect(field.name.getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(field.phone);
    expect(values()).toEqual({ ...filled, phone: '   ' });
  });

  it('refuses an empty form without sending', async () => {
    const { form, field, submit } = setup();
    await act(async () => fireEvent.click(submit()));
    expect(send).not.toHaveBeenCalled();
    expect(within(form).getByRole('alert').textContent).toBe('Please fill out all fields.');
    expect(document.activeElement).toBe(field.name);
  });

  it('refuses an invalid address with its own message, marking only the email field', async () => {
    const { fill, field, form, submit } = setup();
    fill({ ...filled, email: 'ana.rivera@clinic' });
    await act(async () => fireEvent.click(submit()));

    expect(send).not.toHaveBeenCalled();
    expect(within(form).getByRole('alert').textContent).toBe('Please enter a valid email address.');
    await toastWith('Please enter a valid email address.');
    expect(field.email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('contact-email-helper-text')?.textContent).toBe('Enter an address like name@yourpractice.com.');
    expect(field.message.getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(field.email);
  });

  it('refuses a pasted message of 5,001 characters: says which field, marks it, keeps every character', async () => {
    const { fill, field, form, submit, values } = setup();
    const pasted = 'x'.repeat(5001);
    fill({ ...filled, message: pasted });
    await act(async () => fireEvent.click(submit()));

    const tooLong = 'Please keep your message under 5,000 characters.';
    expect(send).not.toHaveBeenCalled();
    expect(within(form).getByRole('alert').textContent).toBe(tooLong);
    await toastWith(tooLong);
    expect(field.message.getAttribute('aria-invalid')).toBe('true');
    expect(field.message.getAttribute('aria-describedby')).toBe('contact-form-status');
    expect(field.name.getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(field.message);
    expect(values()).toEqual({ ...filled, message: pasted });
    // No limit on the field itself: a paste is never cut short.
    expect(field.message.hasAttribute('maxlength')).toBe(false);
  });

  it.each([
    ['name', 'Please keep your name under 100 characters.', 'N'.repeat(101)],
    ['email', 'Please keep your email address under 254 characters.', `${'a'.repeat(243)}@example.com`],
    ['phone', 'Please keep your phone number under 30 characters.', '5'.repeat(31)],
  ] as const)('refuses a %s over its limit with its own message', async (key, message, value) => {
    const { fill, field, form, submit, values } = setup();
    fill({ ...filled, [key]: value });
    await act(async () => fireEvent.click(submit()));
    expect(send).not.toHaveBeenCalled();
    expect(within(form).getByRole('alert').textContent).toBe(message);
    expect(field[key].getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field[key]);
    expect(values()).toEqual({ ...filled, [key]: value });
  });

  it('refuses two fields over their limits: names and marks both, focuses the first, keeps what was typed', async () => {
    const { fill, field, form, submit, values } = setup();
    const typed = { ...filled, name: 'N'.repeat(101), message: 'm'.repeat(5001) };
    fill(typed);
    await act(async () => fireEvent.click(submit()));

    expect(send).not.toHaveBeenCalled();
    expect(within(form).getByRole('alert').textContent).toBe(
      'Please keep your name under 100 characters. Please keep your message under 5,000 characters.',
    );
    expect([field.name, field.email, field.phone, field.message].map((input) => input.getAttribute('aria-invalid'))).toEqual([
      'true',
      'false',
      'false',
      'true',
    ]);
    expect(document.activeElement).toBe(field.name);
    expect(values()).toEqual(typed);
  });

  it('sends HTML and emoji in a message as typed, once, and shows no markup', async () => {
    send.mockResolvedValue(undefined);
    const { fill, form, submit } = setup();
    const message = '<img src=x onerror="alert(1)"><b>Bold?</b> 😀👨‍👩‍👧 🇺🇸';
    fill({ ...filled, message });
    await act(async () => fireEvent.click(submit()));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ ...filled, message });
    await toastWith('Consultation booked successfully!');
    expect(form.querySelector('img, b')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('with its hidden field filled, confirms as if sent and sends nothing', async () => {
    const { fill, form, submit, values } = setup();
    fill(filled);
    const trap = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(trap, { target: { value: 'https://cheap-pills.example' } });
    await act(async () => fireEvent.click(submit()));

    expect(send).not.toHaveBeenCalled();
    await toastWith('Consultation booked successfully!');
    expect(within(form).getByRole('status').textContent).toMatch(/Request sent/);
    expect(values()).toEqual({ name: '', email: '', phone: '', message: '' });
  });

  it('clears the message once the visitor edits a field', async () => {
    const { fill, form, submit } = setup();
    await act(async () => fireEvent.click(submit()));
    expect(within(form).getByRole('alert').textContent).toBe('Please fill out all fields.');
    fill({ name: 'A' });
    expect(within(form).getByRole('alert').textContent).toBe('');
  });

  it('while sending reads "Sending..." and is disabled; one click sends one request', async () => {
    const pending = deferred();
    send.mockReturnValue(pending.promise);
    const { fill, submit } = setup();
    fill(filled);

    await act(async () => fireEvent.click(submit()));
    expect(submit().textContent).toBe('Sending...');
    expect(submit()).toHaveProperty('disabled', true);
    await act(async () => fireEvent.click(submit()));
    await act(async () => fireEvent.submit(screen.getByRole('form')));
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve());
    expect(submit().textContent).toBe('Book a free consultation');
    expect(submit()).toHaveProperty('disabled', false);
  });

  it('on success sends the values, confirms and clears every field', async () => {
    send.mockResolvedValue(undefined);
    const { fill, form, submit, values } = setup();
    fill(filled);
    await act(async () => fireEvent.click(submit()));

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(filled);
    await toastWith('Consultation booked successfully!');
    expect(values()).toEqual({ name: '', email: '', phone: '', message: '' });
    // Each label is back inside its empty field, as before anything was typed.
    expect(Array.from(form.querySelectorAll('label[data-shrink]'), (label) => label.getAttribute('data-shrink'))).toEqual([
      'false',
      'false',
      'false',
      'false',
    ]);
    expect(within(form).getByRole('status').textContent).toMatch(/Request sent/);
    expect(within(form).getByRole('alert').textContent).toBe('');

    // The confirmation goes away when a new message is started.
    fill({ name: 'B' });
    expect(within(form).getByRole('status').textContent).toBe('');
  });

  it('on failure says so, keeps every value and lets the visitor try again', async () => {
    send.mockRejectedValueOnce(new Error('Email service failed: 451')).mockResolvedValueOnce(undefined);
    const { fill, form, submit, values } = setup();
    fill(filled);
    await act(async () => fireEvent.click(submit()));

    const failure = 'There was an error sending your message. Please try again.';
    await toastWith(failure);
    expect(within(form).getByRole('alert').textContent).toBe(failure);
    expect(values()).toEqual(filled);
    expect(submit()).toHaveProperty('disabled', false);
    expect(submit().textContent).toBe('Book a free consultation');
    expect(within(form).getByRole('status').textContent).toBe('');

    await act(async () => fireEvent.click(submit()));
    expect(send).toHaveBeenCalledTimes(2);
    expect(values()).toEqual({ name: '', email: '', phone: '', message: '' });
    expect(within(form).getByRole('alert').textContent).toBe('');
  });
});
