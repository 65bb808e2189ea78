import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pageToast } from '../toast';
import { useFormSubmission, type FormSubmissionOptions } from './useFormSubmission';
import { validateContact } from './validation';

vi.mock('../toast', () => ({
  pageToast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  prepareToasts: vi.fn(),
}));

type Contact = { name: string; email: string; phone: string; message: string };

const initialValues: Contact = { name: '', email: '', phone: '', message: '' };
const filled: Contact = { name: 'Jane', email: 'jane@example.com', phone: '555-0100', message: 'Hello' };

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

function setup(send: FormSubmissionOptions<Contact>['send']) {
  const options: FormSubmissionOptions<Contact> = {
    initialValues,
    validate: validateContact,
    send,
    successMessage,
    failureMessage,
  };
  return renderHook(() => useFormSubmission(options));
}

type Hook = ReturnType<typeof setup>['result'];

function fill(result: Hook, values: Contact) {
  act(() => {
    for (const [field, value] of Object.entries(values) as [keyof Contact, string][]) {
      result.current.setValue(field, value);
    }
  });
}

beforeEach(() => {
  vi.mocked(pageToast.success).mockClear();
  vi.mocked(pageToast.error).mockClear();
  vi.mocked(pageToast.info).mockClear();
});

describe('useFormSubmission', () => {
  it('starts idle with the initial values and no error', () => {
    const { result } = setup(vi.fn());
    expect(result.current.status).toBe('idle');
    expect(result.current.values).toEqual(initialValues);
    expect(result.current.error).toBeNull();
  });

  it('stops on a validation problem: error set, error toast, nothing sent, still idle', async () => {
    const send = vi.fn<(values: Contact) => Promise<void>>();
    const { result } = setup(send);
    fill(result, { ...filled, phone: '   ' });

    await act(() => result.current.handleSubmit());

    expect(send).not.toHaveBeenCalled();
    expect(result.current.error).toBe('Please fill out all fields.');
    expect(pageToast.error).toHaveBeenCalledTimes(1);
    expect(pageToast.error).toHaveBeenCalledWith('Please fill out all fields.');
    expect(pageToast.success).not.toHaveBeenCalled();
    expect(result.current.status).toBe('idle');
    expect(result.current.values.name).toBe('Jane');
  });

  it('reports a bad address with its own message', async () => {
    const send = vi.fn<(values: Contact) => Promise<void>>();
    const { result } = setup(send);
    fill(result, { ...filled, email: 'jane@example' });

    await act(() => result.current.handleSubmit());

    expect(send).not.toHaveBeenCalled();
    expect(result.current.error).toBe('Please enter a valid email address.');
    expect(pageToast.error).toHaveBeenCalledWith('Please enter a valid email address.');
  });

  it('prevents the browser from submitting the form itself', async () => {
    const { result } = setup(vi.fn().mockResolvedValue(undefined));
    const preventDefault = vi.fn();
    await act(() => result.current.handleSubmit({ preventDefault } as unknown as FormEvent));
    expect(preventDefault).toHaveBeenCalledTimes(1);
  });

  it('on success goes submitting -> success, resets the values and shows the success toast', async () => {
    const pending = deferred();
    const send = vi.fn<(values: Contact) => Promise<void>>(() => pending.promise);
    const { result } = setup(send);
    fill(result, filled);

    let submitted!: Promise<void>;
    act(() => {
      submitted = result.current.handleSubmit();
    });

    expect(result.current.status).toBe('submitting');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(filled);
    expect(pageToast.success).not.toHaveBeenCalled();
    expect(result.current.values).toEqual(filled);

    await act(async () => {
      pending.resolve();
      await submitted;
    });

    expect(result.current.status).toBe('success');
    expect(result.current.values).toEqual(initialValues);
    expect(result.current.error).toBeNull();
    expect(pageToast.success).toHaveBeenCalledTimes(1);
    expect(pageToast.success).toHaveBeenCalledWith(successMessage);
    expect(pageToast.error).not.toHaveBeenCalled();
  });

  it('on failure goes submitting -> failure, keeps the values and shows the failure toast', async () => {
    const pending = deferred();
    const send = vi.fn<(values: Contact) => Promise<void>>(() => pending.promise);
    const { result } = setup(send);
    fill(result, filled);

    let submitted!: Promise<void>;
    act(() => {
      submitted = result.current.handleSubmit();
    });
    expect(result.current.status).toBe('submitting');

    await act(async () => {
      pending.reject(new Error('Email service failed: 451 headless'));
      await submitted;
    });

    expect(result.current.status).toBe('failure');
    expect(result.current.values).toEqual(filled);
    expect(pageToast.error).toHaveBeenCalledTimes(1);
    expect(pageToast.error).toHaveBeenCalledWith(failureMessage);
    expect(pageToast.success).not.toHaveBeenCalled();
  });

  it('sends again after a failure (the form is re-enabled)', async () => {
    const send = vi
      .fn<(values: Contact) => Promise<void>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce(undefined);
    const { result } = setup(send);
    fill(result, filled);

    await act(() => result.current.handleSubmit());
    expect(result.current.status).toBe('failure');

    await act(() => result.current.handleSubmit());
    expect(send).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('success');
  });

  it('ignores a second submit while the first is in flight: one click, one request', async () => {
    const pending = deferred();
    const send = vi.fn<(values: Contact) => Promise<void>>(() => pending.promise);
    const { result } = setup(send);
    fill(result, filled);

    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = result.current.handleSubmit();
    });
    // Both the stale and the re-rendered handler must be ignored.
    const staleSubmit = result.current.handleSubmit;
    act(() => {
      second = result.current.handleSubmit();
      void staleSubmit();
    });
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => {
      pending.resolve();
      await Promise.all([first, second]);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(pageToast.success).toHaveBeenCalledTimes(1);
  });

  it('ignores a double submit fired within the same tick', async () => {
    const pending = deferred();
    const send = vi.fn<(values: Contact) => Promise<void>>(() => pending.promise);
    const { result } = setup(send);
    fill(result, filled);

    const submit = result.current.handleSubmit;
    let both!: Promise<unknown>;
    act(() => {
      both = Promise.all([submit(), submit()]);
    });
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => {
      pending.resolve();
      await both;
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('clears the validation error when a field is edited', async () => {
    const { result } = setup(vi.fn());
    await act(() => result.current.handleSubmit());
    expect(result.current.error).toBe('Please fill out all fields.');

    act(() => result.current.setValue('name', 'J'));
    expect(result.current.error).toBeNull();
    expect(result.current.values.name).toBe('J');
    expect(result.current.status).toBe('idle');
  });

  it('a submit that comes before React has rendered the values just set sends those values', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { result } = setup(send);
    // As when text typed before hydration is handed over and a press of the
    // button made meanwhile is replayed: both before the next render.
    await act(async () => {
      const { setValue, handleSubmit } = result.current;
      for (const [field, value] of Object.entries(filled) as [keyof Contact, string][]) setValue(field, value);
      await handleSubmit();
    });
    expect(send).toHaveBeenCalledWith(filled);
    expect(pageToast.success).toHaveBeenCalledWith(successMessage);
    expect(result.current.values).toEqual(initialValues);
  });
});
