/**
 * The name of the field that people never see and scripts that fill every
 * field do. Not a name browsers or password managers autofill.
 */
export const honeypotField = 'website';

/** Whether the submitted form came with the hidden field filled in: not a person. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(honeypotField);
  return typeof value === 'string' && value.trim() !== '';
}
