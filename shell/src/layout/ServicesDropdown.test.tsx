import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { siteTheme } from 'shared/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navItemSx, ServicesDropdown, servicesHideDelayMs } from './ServicesDropdown';

// happy-dom has no pointer hover state (:hover never matches) but does match
// :focus-visible on focus, so these tests see the list shown by keyboard focus
// and the state the button announces; hovering itself is covered end to end
// (e2e/tests/navbar.spec.ts).

const servicePages = [
  ['Medical Billing', '/medical-billing-services'],
  ['Accounts Receivable', '/accounts-receivable-services'],
  ['Prior Authorization', '/prior-authorization-services'],
  ['Denial Management', '/denial-management-services'],
  ['Enrollment & Credentialing', '/enrollment-credentialing-services'],
  ['Payment Posting', '/payment-posting'],
] as const;

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderDropdown(active = false) {
  const view = render(
    <ThemeProvider theme={siteTheme()}>
      <MemoryRouter initialEntries={['/']}>
        <ServicesDropdown active={active} />
        <CurrentPath />
      </MemoryRouter>
    </ThemeProvider>,
  );
  const button = screen.getByRole('button', { name: 'Services' });
  const wrapper = button.parentElement!;
  const menu = view.container.querySelector<HTMLElement>('#services-menu')!;
  return { ...view, button, wrapper, menu };
}

/** Links a visitor can see and reach (visibility: hidden takes them out of the accessibility tree). */
function visibleLinks() {
  return screen.queryAllByRole('link');
}

const expanded = (button: HTMLElement) => button.getAttribute('aria-expanded');

/** Keyboard focus on the button (happy-dom: focus is focus-visible), which shows the list. */
function focusButton(button: HTMLElement) {
  act(() => button.focus());
  fireEvent.focus(button);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ServicesDropdown', () => {
  it('starts closed, with its list wired to the button', () => {
    const { button, menu } = renderDropdown();
    expect(expanded(button)).toBe('false');
    expect(visibleLinks()).toHaveLength(0);
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
  });

  it('hides the list in CSS with the hide delay, so it works before scripts run', () => {
    expect(servicesHideDelayMs).toBe(300);
    const { menu } = renderDropdown();
    expect(getComputedStyle(menu).visibility).toBe('hidden');
    expect(getComputedStyle(menu).transition).toContain(`${servicesHideDelayMs}ms`);
  });

  it('says it is expanded while the pointer is over it', () => {
    const { button, wrapper } = renderDropdown();
    fireEvent.pointerEnter(wrapper);
    expect(expanded(button)).toBe('true');
  });

  it('says it is collapsed 300 ms after the pointer leaves, not sooner', () => {
    const { button, wrapper } = renderDropdown();
    fireEvent.pointerEnter(wrapper);
    fireEvent.pointerLeave(wrapper);

    act(() => vi.advanceTimersByTime(servicesHideDelayMs - 1));
    expect(expanded(button)).toBe('true');

    act(() => vi.advanceTimersByTime(1));
    expect(expanded(button)).toBe('false');
  });

  it('stays expanded when the pointer comes back within the delay', () => {
    const { button, wrapper } = renderDropdown();
    fireEvent.pointerEnter(wrapper);
    fireEvent.pointerLeave(wrapper);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerEnter(wrapper);

    act(() => vi.advanceTimersByTime(1000));
    expect(expanded(button)).toBe('true');

    // Leaving again starts a fresh delay.
    fireEvent.pointerLeave(wrapper);
    act(() => vi.advanceTimersByTime(servicesHideDelayMs - 1));
    expect(expanded(button)).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(expanded(button)).toBe('false');
  });

  it('shows the list on keyboard focus', () => {
    const { button, menu } = renderDropdown();
    focusButton(button);
    expect(expanded(button)).toBe('true');
    expect(getComputedStyle(menu).visibility).toBe('visible');
    // The six services and the booking link at its foot.
    expect(visibleLinks()).toHaveLength(7);
  });

  it('Enter or Space (a click without a pointer) moves focus into the list; the arrows move through it', () => {
    const { button, menu } = renderDropdown();
    focusButton(button);
    fireEvent.click(button, { detail: 0 });
    const links = within(menu).getAllByRole('link');
    expect(document.activeElement).toBe(links[0]);

    fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links[6]);
    expect(links[6]!.getAttribute('href')).toBe('/contactus#book');
    fireEvent.keyDown(links[6]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[0]);
  });

  it('ArrowDown on the button moves focus to the first service', () => {
    const { button, menu } = renderDropdown();
    focusButton(button);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(within(menu).getAllByRole('link')[0]);
  });

  it('closes on Escape and returns focus to the button; the arrows open it again', () => {
    const { button, menu } = renderDropdown();
    focusButton(button);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const first = within(menu).getAllByRole('link')[0]!;

    fireEvent.keyDown(first, { key: 'Escape' });
    expect(expanded(button)).toBe('false');
    expect(getComputedStyle(menu).visibility).toBe('hidden');
    expect(visibleLinks()).toHaveLength(0);
    expect(document.activeElement).toBe(button);

    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(expanded(button)).toBe('true');
    expect(document.activeElement).toBe(first);
  });

  it('Escape closes a list opened by hovering, wherever focus is', () => {
    const { button, wrapper } = renderDropdown();
    fireEvent.pointerEnter(wrapper);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(expanded(button)).toBe('false');
  });

  it('a click opens it again after it was dismissed', () => {
    const { button, wrapper } = renderDropdown();
    fireEvent.pointerEnter(wrapper);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    fireEvent.click(button, { detail: 1 });
    expect(expanded(button)).toBe('true');
    // A pointer click leaves focus where it is.
    expect(document.activeElement).not.toBe(screen.queryAllByRole('link', { hidden: true })[0]);
  });

  it('lists the six service pages in order, each with its line as its description, then the booking page', () => {
    const { button, menu } = renderDropdown();
    focusButton(button);
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([...servicePages.map(([, path]) => path), '/contactus#book']);
    // Named by the service alone; the line under it is its description.
    for (const [label, path] of servicePages) expect(within(menu).getByRole('link', { name: label }).getAttribute('href')).toBe(path);
    expect(within(menu).getByRole('link', { name: 'Medical Billing', description: 'The whole revenue cycle, run for you' })).toBeTruthy();
  });

  it('navigates and closes when a service is chosen, with the pointer still over it', () => {
    const { button, wrapper, menu } = renderDropdown();
    fireEvent.pointerEnter(wrapper);
    focusButton(button);
    fireEvent.click(within(menu).getByRole('link', { name: 'Payment Posting' }));
    expect(screen.getByTestId('path').textContent).toBe('/payment-posting');
    expect(expanded(button)).toBe('false');
    expect(getComputedStyle(menu).visibility).toBe('hidden');

    // Once pointer and focus have left, it opens again as usual.
    fireEvent.pointerLeave(wrapper);
    act(() => button.blur());
    fireEvent.blur(button);
    act(() => vi.advanceTimersByTime(servicesHideDelayMs));
    fireEvent.pointerEnter(wrapper);
    expect(expanded(button)).toBe('true');
  });

  it('highlights the button when its section is active', () => {
    expect(navItemSx['&[data-active]'].fontWeight).toBeGreaterThan(navItemSx.fontWeight);
    expect(navItemSx['&[data-active]'].color).not.toBe(navItemSx.color);

    const inactive = renderDropdown(false);
    const inactiveWeight = Number(getComputedStyle(inactive.button).fontWeight);
    cleanup();
    const active = renderDropdown(true);
    expect(Number(getComputedStyle(active.button).fontWeight)).toBeGreaterThan(inactiveWeight);
    expect(active.button.getAttribute('data-active')).toBe('true');
  });
});
