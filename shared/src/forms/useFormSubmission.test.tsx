import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../Toasts';
import { Honeypot } from '../ui/Honeypot';
import { useFormSubmission } from './useFormSubmission';
import { validateContact } from './validation';

type Contact = { name: string; email: string; phone: string; message: string };
type Send = (values: Contact) => Promise<void>;

const initialValues: Contact = { name: '', email: '', phone: '', message: '' };
const filled: Contact = { name: 'Jane', email: 'jane@example.com', phone: '555-0100', message: 'Hello' };
const fieldNames = Object.keys(initialValues) as (keyof Contact)[];

const successMessage = 'Consultation booked successfully!';
const failureMessage = 'There was an error sending your message. Please try again.';

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

/** A form wired as the site's forms are: a form action, uncontrolled named fields. */
function ContactForm({ send }: { send: Send }) {
  const form = useFormSubmission({ initialValues, validate: validateContact, send, successMessage, failureMessage });
  return (
    <form ref={form.formRef} aria-label="Contact" noValidate action={form.action} onChange={form.onChange}>
      {fieldNames.map((name) => (
        <input
          key={`${name}-${form.fieldsKey}`}
          aria-label={name}
          name={name}
          defaultValue={form.values[name]}
          aria-invalid={form.invalidFields.includes(name)}
        />
      ))}
      <Honeypot />
      <button type="submit" disabled={form.status === 'submitting'}>
        Send
      </button>
      {/* Not an <output>: resetting a form empties those too. */}
      <p aria-label="status">{form.status}</p>
      <p role="alert">{form.error}</p>
      <p aria-label="edited">{String(form.edited)}</p>
    </form>
  );
}

function setup(send: Send) {
  render(
    <>
      <ContactForm send={send} />
      <Toasts />
    </>,
  );
  const form = screen.getByRole('form', { name: 'Contact' }) as HTMLFormElement;
  const field = (name: keyof Contact) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  return {
    form,
    button: screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement,
    status: () => screen.getByLabelText('status').textContent,
    error: () => within(form).getByRole('alert').textContent,
    /** The toasts on screen: what they say, in the order shown. */
    toasts: () =>
      screen
        .queryAllByRole('alert')
        .filter((alert) => !form.contains(alert))
        .map((alert) => alert.textContent),
    edited: () => screen.getByLabelText('edited').textContent,
    /** What the fields show now (looked up afresh: a cleared form mounts new ones). */
    values: () => Object.fromEntries(fieldNames.map((name) => [name, field(name).value])) as Contact,
    /** Types into the fields as a visitor does. */
    fill: (values: Partial<Contact>) => {
      for (const [name, value] of Object.entries(values) as [keyof Contact, string][]) {
        fireEvent.change(field(name), { target: { value } });
      }
    },
    /** Which fields are marked invalid. */
    invalid: () => fieldNames.filter((name) => field(name).getAttribute('aria-invalid') === 'true'),
    field,
    /** What a script that fills every field it finds does to the hidden one. */
    fillHoneypot: (value: string) => {
      const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
      fireEvent.change(trap, { target: { value } });
    },
    /** Puts text in the fields without an event, as typed into the prerendered page before hydration. */
    typeBeforeHydration: (values: Partial<Contact>) => {
      for (const [name, value] of Object.entries(values) as [keyof Contact, string][]) field(name).value = value;
    },
  };
}

type Form = ReturnType<typeof setup>;

/** A submit, and what React does with the form's action until it waits on the send. */
const submit = (form: Form) => act(async () => fireEvent.submit(form.form));

// The page's toast container loads react-toastify with the first toast; loaded
// here first, each toast shows within the submit that raised it.
beforeAll(() => import('react-toastify'));
afterEach(cleanup);

describe('useFormSubmission', () => {
  it('starts idle with the initial values and no error', () => {
    const form = setup(vi.fn<Send>());
    expect(form.status()).toBe('idle');
    expect(form.values()).toEqual(initialValues);
    expect(form.error()).toBe('');
  });

  it('stops on a validation problem: message and error toast, nothing sent, the values stay, still idle', async () => {
    const send = vi.fn<Send>();
    const form = setup(send);
    form.fill({ ...filled, phone: '   ' });

    await submit(form);

    expect(send).not.toHaveBeenCalled();
    expect(form.error()).toBe('Please fill out all fields.');
    expect(form.toasts()).toEqual(['Please fill out all fields.']);
    expect(form.status()).toBe('idle');
    expect(form.values()).toEqual({ ...filled, phone: '   ' });
    expect(form.invalid()).toEqual(['phone']);
    expect(document.activeElement).toBe(form.field('phone'));
  });

  it('refuses a pasted message over 5,000 characters: says which field, sends nothing, loses nothing', async () => {
    const send = vi.fn<Send>();
    const form = setup(send);
    const pasted = `${'Our denials doubled. '.repeat(238)}And more.`;
    expect(pasted.length).toBe(5007);
    form.fill({ ...filled, message: pasted });

    await submit(form);

    expect(send).not.toHaveBeenCalled();
    expect(form.error()).toBe('Please keep your message under 5,000 characters.');
    expect(form.toasts()).toEqual(['Please keep your message under 5,000 characters.']);
    expect(form.invalid()).toEqual(['message']);
    expect(document.activeElement).toBe(form.field('message'));
    expect(form.values()).toEqual({ ...filled, message: pasted });
    expect(form.status()).toBe('idle');

    // Cut down to the limit, it goes.
    form.fill({ message: pasted.slice(0, 5000) });
    expect(form.invalid()).toEqual([]);
    await submit(form);
    expect(send).toHaveBeenCalledWith({ ...filled, message: pasted.slice(0, 5000) });
  });

  it('moves focus to the first field to fix on each refusal, also the same one twice', async () => {
    const form = setup(vi.fn<Send>());
    form.fill({ ...filled, email: 'jane@example' });
    await submit(form);
    expect(document.activeElement).toBe(form.field('email'));

    form.button.focus();
    await submit(form);
    expect(document.activeElement).toBe(form.field('email'));
  });

  it('answers a submit with the honeypot filled as a sent one, and sends nothing', async () => {
    const send = vi.fn<Send>();
    const form = setup(send);
    form.fill(filled);
    form.fillHoneypot('https://spam.example');

    await submit(form);

    expect(send).not.toHaveBeenCalled();
    expect(form.toasts()).toEqual([successMessage]);
    expect(form.status()).toBe('success');
    expect(form.values()).toEqual(initialValues);
    expect(document.querySelector<HTMLInputElement>('input[name="website"]')!.value).toBe('');
  });

  it('answers a filled honeypot as sent even when the rest would be refused', async () => {
    const send = vi.fn<Send>();
    const form = setup(send);
    form.fillHoneypot('x');

    await submit(form);

    expect(send).not.toHaveBeenCalled();
    expect(form.toasts()).toEqual([successMessage]);
    expect(form.error()).toBe('');
  });

  it('sends as usual when the honeypot holds only spaces', async () => {
    const send = vi.fn<Send>(() => Promise.resolve());
    const form = setup(send);
    form.fill(filled);
    form.fillHoneypot('  ');

    await submit(form);

    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reports a bad address with its own message', async () => {
    const send = vi.fn<Send>();
    const form = setup(send);
    form.fill({ ...filled, email: 'jane@example' });

    await submit(form);

    expect(send).not.toHaveBeenCalled();
    expect(form.error()).toBe('Please enter a valid email address.');
    expect(form.toasts()).toEqual(['Please enter a valid email address.']);
    expect(form.values().email).toBe('jane@example');
  });

  it('on success goes submitting -> success, clears the fields and shows the success toast', async () => {
    const pending = deferred();
    const send = vi.fn<Send>(() => pending.promise);
    const form = setup(send);
    form.fill(filled);

    await submit(form);

    expect(form.status()).toBe('submitting');
    expect(form.button.disabled).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(filled);
    expect(form.toasts()).toEqual([]);
    // Kept on screen while sending.
    expect(form.values()).toEqual(filled);

    await act(async () => pending.resolve());

    expect(form.status()).toBe('success');
    expect(form.values()).toEqual(initialValues);
    expect(form.error()).toBe('');
    expect(form.button.disabled).toBe(false);
    expect(form.toasts()).toEqual([successMessage]);
  });

  it('on failure goes submitting -> failure, keeps the values and shows the failure toast', async () => {
    const pending = deferred();
    const send = vi.fn<Send>(() => pending.promise);
    const form = setup(send);
    form.fill(filled);

    await submit(form);
    expect(form.status()).toBe('submitting');

    await act(async () => pending.reject(new Error('Email service failed: 451 headless')));

    expect(form.status()).toBe('failure');
    expect(form.values()).toEqual(filled);
    expect(form.button.disabled).toBe(false);
    expect(form.toasts()).toEqual([failureMessage]);
  });

  it('sends again after a failure (the form is re-enabled), what the fields then hold', async () => {
    const send = vi.fn<Send>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(undefined);
    const form = setup(send);
    form.fill(filled);

    await submit(form);
    expect(form.status()).toBe('failure');

    form.fill({ message: 'Hello again' });
    await submit(form);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ ...filled, message: 'Hello again' });
    expect(form.status()).toBe('success');
    expect(form.values()).toEqual(initialValues);
  });

  it('ignores a submit while one is under way: one click, one request', async () => {
    const pending = deferred();
    const send = vi.fn<Send>(() => pending.promise);
    const form = setup(send);
    form.fill(filled);

    await submit(form);
    await submit(form);
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve());
    expect(send).toHaveBeenCalledTimes(1);
    expect(form.toasts()).toEqual([successMessage]);
    expect(form.status()).toBe('success');
  });

  it('ignores a second submit in the same tick (two presses replayed together once the form hydrates)', async () => {
    const pending = deferred();
    const send = vi.fn<Send>(() => pending.promise);
    const form = setup(send);
    form.fill(filled);

    await act(async () => {
      fireEvent.submit(form.form);
      fireEvent.submit(form.form);
    });
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve());
    expect(send).toHaveBeenCalledTimes(1);
    expect(form.toasts()).toEqual([successMessage]);
  });

  it('clears the validation message when a field is edited, and keeps what was typed', async () => {
    const form = setup(vi.fn<Send>());
    await submit(form);
    expect(form.error()).toBe('Please fill out all fields.');
    expect(form.edited()).toBe('false');

    form.fill({ name: 'J' });
    expect(form.error()).toBe('');
    expect(form.edited()).toBe('true');
    expect(form.values().name).toBe('J');
    expect(form.status()).toBe('idle');
  });

  it('sends what the fields hold, also text that reached them without an event (typed before hydration)', async () => {
    const send = vi.fn<Send>(() => Promise.resolve());
    const form = setup(send);
    form.typeBeforeHydration(filled);

    await submit(form);

    expect(send).toHaveBeenCalledWith(filled);
    expect(form.toasts()).toEqual([successMessage]);
    expect(form.values()).toEqual(initialValues);
  });
});
