import { act, cleanup, render, screen } from '@testing-library/react';
import { pageToast } from 'shared';
import { afterEach, describe, expect, it } from 'vitest';
import { Toasts } from './Toasts';

afterEach(cleanup);

describe('Toasts', () => {
  it('mounts no container until a toast is wanted, then shows the one raised meanwhile', async () => {
    const { container } = render(<Toasts />);
    expect(container.querySelector('.Toastify')).toBeNull();

    await act(async () => {
      await pageToast.success('Thanks! We will call you within one business day.');
    });

    expect(await screen.findByText('Thanks! We will call you within one business day.')).toBeTruthy();
    expect(container.querySelector('.Toastify')).not.toBeNull();
  });
});
