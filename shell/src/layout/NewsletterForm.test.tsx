import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type * as sharedModule from 'shared';
import { Toasts, formMessages, sendNewsletterSignup } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './NewsletterForm';

vi.mock('shared', async (importOriginal) => ({
  ...(await importOriginal<typeof sharedModule>()),
  sendNewsletterSignup: vi.fn(),
}));

const send = vi.mocked(sendNewsletterSignup);

function setup() {
  render(
    <>
      <NewsletterForm />
      <Toasts />
    </>,
  );
  const form = screen.getByRole('form', { name: 'Subscribe Newsletter' });
  return {
    form,
    // Looked up afresh: a send that clears the form mounts a new field.
    email: () => screen.getByRole('textbox', { name: /Email address/ }) as HTMLInputElement,
    press: () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))),
  };
}

beforeEach(() => send.mockReset());
afterEach(cleanup);

describe('NewsletterForm', () => {
  it('says it is not for patient health information', () => {
    setup();
    expect(screen.getByText(formMessages.notForPhi)).toBeTruthy();
  });

  it('refuses an address over 254 characters: says so under the field, keeps it, sends nothing', async () => {
    const { email, form, press } = setup();
    const long = `${'a'.repeat(250)}@example.com`;
    fireEvent.change(email(), { target: { value: long } });
    await press();

    expect(send).not.toHaveBeenCalled();
    const helper = document.getElementById(email().getAttribute('aria-describedby')!);
    expect(helper?.textContent).toBe(formMessages.tooLong.email);
    expect(formMessages.tooLong.email).toBe('Please keep your email address under 254 characters.');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(email().value).toBe(long);
    expect(form.contains(document.activeElement)).toBe(true);
  });

  it('refuses an address of only spaces as not valid', async () => {
    const { email, press } = setup();
    fireEvent.change(email(), { target: { value: '    ' } });
    await press();
    expect(send).not.toHaveBeenCalled();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText(formMessages.invalidEmail, { selector: '.Toastify *' })).toBeTruthy();
  });

  it('with its hidden field filled, thanks the visitor and sends nothing', async () => {
    const { email, form, press } = setup();
    fireEvent.change(email(), { target: { value: 'jane@example.com' } });
    fireEvent.change(form.querySelector('input[name="website"]')!, { target: { value: 'spam' } });
    await press();
    expect(await screen.findByText(formMessages.newsletterSuccess, { selector: '.Toastify *' })).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(email().value).toBe('');
  });
});
