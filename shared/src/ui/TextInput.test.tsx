import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextInput, type TextInputProps } from './TextInput';

afterEach(cleanup);

/** An uncontrolled, named field, as the forms use it. */
function Field(props: Partial<TextInputProps>) {
  return <TextInput label="Email address" name="email" defaultValue="" {...props} />;
}

describe('TextInput', () => {
  it('is found by its label, with the name and type it was given', () => {
    render(<Field type="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveProperty('name', 'email');
    expect(input).toHaveProperty('type', 'email');
    expect(input).toHaveProperty('required', true);
    // A real <label for>, so clicking the label focuses the field.
    expect(document.querySelector(`label[for="${input.id}"]`)?.textContent).toMatch(/^Email address/);
  });

  it('keeps an id it is given', () => {
    render(<Field id="contact-email" />);
    expect(screen.getByRole('textbox', { name: 'Email address' }).id).toBe('contact-email');
  });

  it('calls onChange as the visitor types', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'ana@clinic.org');
    expect(onChange).toHaveBeenCalledTimes('ana@clinic.org'.length);
    expect(input).toHaveProperty('value', 'ana@clinic.org');
  });

  it('announces the helper text through aria-describedby', () => {
    render(<Field helperText="We never share it." />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['We never share it.']);
  });

  it('keeps the helper text announced next to a description the caller adds', () => {
    render(<Field helperText="Required." slotProps={{ htmlInput: { 'aria-describedby': 'form-status' } }} />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([`${input.id}-helper-text`, 'form-status']);
  });

  it('has no aria-describedby without helper text', () => {
    render(<Field />);
    expect(screen.getByRole('textbox', { name: 'Email address' }).hasAttribute('aria-describedby')).toBe(false);
  });

  it('marks the field invalid on error', () => {
    const { rerender } = render(<TextInput label="Name" name="name" defaultValue="" />);
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('false');
    rerender(<TextInput label="Name" name="name" defaultValue="" error helperText="Please fill out all fields." />);
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please fill out all fields.').className).toMatch(/Mui-error/);
  });

  it('renders a textarea when multiline', () => {
    render(<Field label="How can we help?" multiline minRows={5} />);
    expect(screen.getByRole('textbox', { name: 'How can we help?' }).tagName).toBe('TEXTAREA');
  });

  it('keeps text typed into the prerendered field before the page hydrated, submits it, and shrinks the label above it', async () => {
    function Form() {
      return (
        <form aria-label="Sign up">
          <Field />
        </form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const label = () => document.querySelector('label')!;
    expect(label().getAttribute('data-shrink')).toBe('false');
    // The visitor types while the scripts are still on their way.
    (screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement).value = 'dr.rivera@clinic.org';

    const root = await act(async () => hydrateRoot(container, <Form />));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveProperty('value', 'dr.rivera@clinic.org');
    expect(new FormData(screen.getByRole('form') as HTMLFormElement).get('email')).toBe('dr.rivera@clinic.org');
    expect(label().getAttribute('data-shrink')).toBe('true');
    act(() => root.unmount());
    container.remove();
  });
});
