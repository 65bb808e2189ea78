import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type * as sharedModule from 'shared';
import { Toasts, formMessages, sendConsultationRequest, type ConsultationForm } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsultationBand } from './ConsultationBand';

vi.mock('shared', async (importOriginal) => ({
  ...(await importOriginal<typeof sharedModule>()),
  sendConsultationRequest: vi.fn(),
}));

const send = vi.mocked(sendConsultationRequest);

const filled: ConsultationForm = { name: 'Dr. Ana Rivera', email: 'ana.rivera@northside-clinic.org', phone: '(406) 555-0199' };

function renderBand() {
  render(
    <>
      <ConsultationBand />
      <Toasts />
    </>,
  );
  const form = screen.getByRole('form', { name: 'Book a free consultation' });
  // Looked up afresh each time: a send that clears the form mounts new fields.
  const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  return {
    form,
    get name() {
      return field('Name');
    },
    get email() {
      return field('Email address');
    },
    get phone() {
      return field('Phone number');
    },
    submit: screen.getByRole('button', { name: 'BOOK FREE CONSULTATION' }) as HTMLButtonElement,
  };
}

type Fields = ReturnType<typeof renderBand>;

function fill(fields: Fields, values: Partial<ConsultationForm>) {
  if (values.name !== undefined) fireEvent.change(fields.name, { target: { value: values.name } });
  if (values.email !== undefined) fireEvent.change(fields.email, { target: { value: values.email } });
  if (values.phone !== undefined) fireEvent.change(fields.phone, { target: { value: values.phone } });
}

const values = (fields: Fields) => ({ name: fields.name.value, email: fields.email.value, phone: fields.phone.value });

/** A press of the button, and what React does with the form's action until it waits on the send. */
const press = (fields: Fields) => act(async () => fireEvent.click(fields.submit));

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

beforeEach(() => {
  send.mockReset();
});

afterEach(cleanup);

describe('ConsultationBand', () => {
  it('has the heading, labelled name, email and phone fields, the button and the PHI note', () => {
    const fields = renderBand();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Need Help with Medical Billing? Book a Free Consultation Today!',
    );
    expect(fields.email.type).toBe('email');
    expect(fields.phone.type).toBe('tel');
    expect(fields.submit.type).toBe('submit');
    screen.getByText(formMessages.notForPhi);
  });

  it('refuses an empty form: "Please fill out all fields." and nothing is sent', async () => {
    const fields = renderBand();
    await press(fields);
    // Inline at once, and as a toast once toastify has loaded.
    await waitFor(() => expect(screen.getAllByText(formMessages.missingFields)).toHaveLength(2));
    expect(send).not.toHaveBeenCalled();
    expect(fields.name.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a form with one field of only spaces, marking just that field', async () => {
    const fields = renderBand();
    fill(fields, { ...filled, phone: '   ' });
    await press(fields);
    expect(await screen.findAllByText(formMessages.missingFields)).not.toHaveLength(0);
    expect(send).not.toHaveBeenCalled();
    expect(fields.phone.getAttribute('aria-invalid')).toBe('true');
    expect(fields.name.getAttribute('aria-invalid')).toBe('false');
    expect(values(fields)).toEqual({ ...filled, phone: '   ' });
  });

  it('refuses an invalid email address with "Please enter a valid email address."', async () => {
    const fields = renderBand();
    fill(fields, { ...filled, email: 'ana.rivera@clinic' });
    await press(fields);
    expect(await screen.findAllByText(formMessages.invalidEmail)).not.toHaveLength(0);
    expect(send).not.toHaveBeenCalled();
    expect(fields.email.getAttribute('aria-invalid')).toBe('true');
    expect(fields.email.value).toBe('ana.rivera@clinic');
  });

  it('refuses a field over its limit, saying which, marking and focusing it, keeping what was typed', async () => {
    const fields = renderBand();
    const long = { ...filled, phone: `${filled.phone} ext. 1234567890123` };
    expect(long.phone.length).toBeGreaterThan(30);
    fill(fields, long);
    await press(fields);
    const message = 'Please keep your phone number under 30 characters.';
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(send).not.toHaveBeenCalled();
    expect(fields.phone.getAttribute('aria-invalid')).toBe('true');
    expect(fields.phone.getAttribute('aria-describedby')).toContain('consultation-error');
    expect(fields.name.getAttribute('aria-invalid')).toBe('false');
    expect(document.activeElement).toBe(fields.phone);
    expect(values(fields)).toEqual(long);
  });

  it('with its hidden field filled, says it is booked and sends nothing', async () => {
    const fields = renderBand();
    fill(fields, filled);
    const trap = fields.form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    fireEvent.change(trap, { target: { value: 'spam' } });
    await press(fields);
    await screen.findByText(formMessages.messageSuccess);
    expect(send).not.toHaveBeenCalled();
    expect(values(fields)).toEqual({ name: '', email: '', phone: '' });
  });

  it('sends once, disabled meanwhile, then says "Consultation booked successfully!" and clears the fields', async () => {
    const pending = deferred();
    send.mockReturnValue(pending.promise);
    const fields = renderBand();
    fill(fields, filled);
    await act(async () => {
      // Pressed twice at once, as two presses made before hydration are replayed.
      fireEvent.click(fields.submit);
      fireEvent.click(fields.submit);
    });
    await press(fields);
    await act(async () => fireEvent.submit(fields.form));
    expect(fields.submit.disabled).toBe(true);
    expect(fields.submit.getAttribute('aria-busy')).toBe('true');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(filled);
    // What was typed stays on screen while it is sent.
    expect(values(fields)).toEqual(filled);

    await act(async () => pending.resolve());
    await screen.findByText(formMessages.messageSuccess);
    expect(values(fields)).toEqual({ name: '', email: '', phone: '' });
    expect(fields.submit.disabled).toBe(false);
  });

  it('on a failed send says so and keeps what the visitor typed', async () => {
    send.mockRejectedValue(new Error('451 Unavailable For Headless Browser'));
    const fields = renderBand();
    fill(fields, filled);
    await press(fields);
    await screen.findByText(formMessages.messageFailure);
    expect(values(fields)).toEqual(filled);
    await waitFor(() => expect(fields.submit.disabled).toBe(false));
    expect(send).toHaveBeenCalledTimes(1);
  });
});
