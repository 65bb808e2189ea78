import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { raiseToast } from './toast';
import { Toasts } from './Toasts';

afterEach(cleanup);

describe('Toasts', () => {
  it('renders nothing until a toast is raised, then shows it (react-toastify loads with the first toast)', async () => {
    const { container } = render(<Toasts />);
    expect(container.innerHTML).toBe('');

    act(() => raiseToast('success', 'Thanks! We will call you within one business day.'));

    const shown = await screen.findByRole('alert');
    expect(shown.textContent).toBe('Thanks! We will call you within one business day.');
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeTruthy();
  });

  it('shows a toast raised before it mounted, and the next ones, newest on top', async () => {
    act(() => raiseToast('error', 'Please fill out all fields.'));
    render(<Toasts />);
    await screen.findByText('Please fill out all fields.');

    act(() => raiseToast('success', 'Consultation booked successfully!'));

    await screen.findByText('Consultation booked successfully!');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Consultation booked successfully!',
      'Please fill out all fields.',
    ]);
  });
});
