import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Honeypot } from './Honeypot';

afterEach(cleanup);

function renderInForm() {
  render(
    <form aria-label="Form">
      <input aria-label="Email address" name="email" />
      <Honeypot />
    </form>,
  );
  return document.querySelector<HTMLInputElement>('input[name="website"]')!;
}

describe('Honeypot', () => {
  it('is a named, empty field of the form, submitted with it', () => {
    const trap = renderInForm();
    expect(trap.form).toBe(screen.getByRole('form'));
    expect(trap.value).toBe('');
    expect(new FormData(trap.form!).get('website')).toBe('');
  });

  it('is kept from people and assistive technology: out of the tab order, inert, hidden, off-screen, no autofill', () => {
    const trap = renderInForm();
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    const wrapper = trap.closest('[aria-hidden="true"]')!;
    expect(wrapper).not.toBeNull();
    expect(wrapper.hasAttribute('inert')).toBe(true);
    expect(getComputedStyle(wrapper).position).toBe('absolute');
    expect(getComputedStyle(wrapper).left).toBe('-10000px');
    // Only the visitor's own field is a textbox to assistive technology.
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('name'))).toEqual(['email']);
  });
});
