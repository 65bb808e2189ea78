import { act, cleanup, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Toasts } from './Toasts';

afterEach(cleanup);

describe('Toasts', () => {
  it('shows a toast raised before its container had loaded, once it has', async () => {
    toast.success('Thanks! We will call you within one business day.');
    render(<Toasts />);

    const shown = await screen.findByRole('alert');
    expect(shown.textContent).toBe('Thanks! We will call you within one business day.');
  });

  it('shows the toasts raised while it is on screen, newest on top', async () => {
    render(<Toasts />);
    await screen.findByRole('region', { name: /Notifications/ });

    act(() => {
      toast.error('Please fill out all fields.');
      toast.success('Consultation booked successfully!');
    });

    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual([
      'Consultation booked successfully!',
      'Please fill out all fields.',
    ]);
  });
});
