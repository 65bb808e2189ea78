import { useCallback, useRef, useState, type FormEvent } from 'react';
import { pageToast, prepareToasts } from '../toast';
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
  values: T;
  status: SubmissionStatus;
  /** The validation message of the last rejected submit, until the visitor edits. */
  error: string | null;
  setValue: <K extends keyof T>(field: K, value: T[K]) => void;
  handleSubmit: (event?: FormEvent) => Promise<void>;
}

/**
 * The state of every form on the site: idle -> submitting -> success (values
 * cleared) or failure (values kept). A submit while one is under way is
 * ignored, so one click sends one request.
 */
export function useFormSubmission<T extends { [K in keyof T]: string }>(
  options: FormSubmissionOptions<T>,
): FormSubmission<T> {
  const { initialValues, validate, send, successMessage, failureMessage } = options;
  const [values, setValues] = useState<T>(initialValues);
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  // What a submit sends: the values as last set, even when the submit comes
  // before React has rendered them (text typed before the page hydrated is
  // handed over just before a Subscribe pressed meanwhile is replayed).
  const latest = useRef<T>(initialValues);

  const setValue = useCallback(<K extends keyof T>(field: K, value: T[K]) => {
    // A visitor filling a form will see a toast soon: get its code ready.
    prepareToasts();
    latest.current = { ...latest.current, [field]: value };
    setValues(latest.current);
    setError(null);
  }, []);

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (inFlight.current) return;
      const values = latest.current;
      const problem = validate(values);
      if (problem) {
        setError(problem);
        void pageToast.error(problem);
        return;
      }
      inFlight.current = true;
      setError(null);
      setStatus('submitting');
      try {
        await send(values);
        latest.current = initialValues;
        setValues(initialValues);
        setStatus('success');
        void pageToast.success(successMessage);
      } catch {
        setStatus('failure');
        void pageToast.error(failureMessage);
      } finally {
        inFlight.current = false;
      }
    },
    [validate, send, initialValues, successMessage, failureMessage],
  );

  return { values, status, error, setValue, handleSubmit };
}
