import { startTransition, useCallback, useEffect, useOptimistic, useRef, useState, type RefObject } from 'react';
import { raiseToast } from '../toast';
import { isHoneypotFilled } from './honeypot';
import type { Validator } from './validation';

export type SubmissionStatus = 'idle' | 'submitting' | 'success' | 'failure';

export interface FormSubmissionOptions<T> {
  initialValues: T;
  validate: Validator<T>;
  send: (values: T) => Promise<void>;
  successMessage: string;
  failureMessage: string;
}

export interface FormSubmission<T> {
  /** The form's action: `<form action={form.action}>`. Reads the fields by their names. */
  action: (formData: FormData) => Promise<void>;
  /** The form's onChange: the visitor is editing (clears the validation message). */
  onChange: () => void;
  status: SubmissionStatus;
  /** The validation message of the last rejected submit, until the visitor edits. */
  error: string | null;
  /** The fields that message is about (aria-invalid, and the first one gets focus), until the visitor edits. */
  invalidFields: readonly (keyof T & string)[];
  /** The form element's ref: a refused submit moves focus to its first field to fix. */
  formRef: RefObject<HTMLFormElement | null>;
  /**
   * What the fields hold after the last submit: what was submitted, or the
   * initial values once it was sent. The fields' `defaultValue`: React resets
   * a form to its fields' default values when its action completes.
   */
  values: T;
  /** The fields' key: changes when a send clears them, so they mount afresh, empty and with their labels in place. */
  fieldsKey: number;
  /** Whether the visitor has changed a field since the last submit. */
  edited: boolean;
}

interface Outcome<T> {
  status: Exclude<SubmissionStatus, 'submitting'>;
  error: string | null;
  invalidFields: readonly (keyof T & string)[];
  values: T;
  /** How many submits have finished; a new one counts as unedited. */
  submits: number;
  /** How many sends cleared the form. */
  cleared: number;
}

const noFields: readonly never[] = [];

/** After a send (or a honeypot answered as one): the form cleared, with the success state. */
function sentOutcome<T>(previous: Outcome<T>, initialValues: T): Outcome<T> {
  return {
    status: 'success',
    error: null,
    invalidFields: [],
    values: initialValues,
    submits: previous.submits + 1,
    cleared: previous.cleared + 1,
  };
}

function readValues<T extends { [K in keyof T]: string }>(formData: FormData, initialValues: T): T {
  const values = { ...initialValues };
  for (const field of Object.keys(initialValues) as (keyof T & string)[]) {
    const value = formData.get(field);
    values[field] = (typeof value === 'string' ? value : '') as T[typeof field];
  }
  return values;
}

/**
 * The state of every form on the site, as a React form action: idle ->
 * submitting -> success (fields cleared) or failure (values kept). The fields
 * are uncontrolled and named; the action reads them from the submitted form
 * data. A submit made before the form hydrated is held by React's inline
 * script in the prerendered page and replayed through the same action. A
 * submit while one is under way is ignored, so one click sends one request.
 * A refused submit keeps every value as typed. A submit with the form's
 * honeypot filled in (<Honeypot />) is answered as a sent one, and nothing
 * is sent: whatever filled it learns nothing.
 */
export function useFormSubmission<T extends { [K in keyof T]: string }>(
  options: FormSubmissionOptions<T>,
): FormSubmission<T> {
  const { initialValues, validate, send, successMessage, failureMessage } = options;
  const [outcome, setOutcome] = useState<Outcome<T>>(() => ({
    status: 'idle',
    error: null,
    invalidFields: [],
    values: initialValues,
    submits: 0,
    cleared: 0,
  }));
  // Shown at once while the action runs, back to false when it has finished.
  const [sending, setSending] = useOptimistic(false);
  const [editedAfter, setEditedAfter] = useState(-1);
  // Checked when a submit arrives, before any render: two submits replayed
  // together (pressed twice before the page hydrated) or a double click.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const action = useCallback(
    async (formData: FormData) => {
      if (inFlight.current) return;
      if (isHoneypotFilled(formData)) {
        raiseToast('success', successMessage);
        setOutcome((previous) => sentOutcome(previous, initialValues));
        return;
      }
      const values = readValues(formData, initialValues);
      const problem = validate(values);
      if (problem) {
        raiseToast('error', problem.message);
        // In the action's own transition, so the form's reset puts back what was submitted.
        setOutcome((previous) => ({
          ...previous,
          status: 'idle',
          error: problem.message,
          invalidFields: problem.fields,
          values,
          submits: previous.submits + 1,
        }));
        return;
      }
      inFlight.current = true;
      setSending(true);
      let sent = false;
      try {
        await send(values);
        sent = true;
      } catch {
        // Reported below.
      } finally {
        inFlight.current = false;
      }
      if (sent) raiseToast('success', successMessage);
      else raiseToast('error', failureMessage);
      // After the await the update needs its own transition to join the action's.
      startTransition(() =>
        setOutcome((previous) =>
          sent
            ? sentOutcome(previous, initialValues)
            : { ...previous, status: 'failure', error: null, invalidFields: [], values, submits: previous.submits + 1 },
        ),
      );
    },
    [initialValues, validate, send, successMessage, failureMessage, setSending],
  );

  const onChange = useCallback(() => {
    setEditedAfter(outcome.submits);
  }, [outcome.submits]);

  // After a refusal, the visitor is taken to the first field to fix.
  useEffect(() => {
    const [first] = outcome.invalidFields;
    if (first === undefined) return;
    const field = formRef.current?.elements.namedItem(first);
    if (field instanceof HTMLElement) field.focus();
  }, [outcome]);

  const edited = editedAfter === outcome.submits;
  return {
    action,
    onChange,
    formRef,
    status: sending ? 'submitting' : outcome.status,
    error: edited ? null : outcome.error,
    invalidFields: edited ? noFields : outcome.invalidFields,
    values: outcome.values,
    fieldsKey: outcome.cleared,
    edited,
  };
}
