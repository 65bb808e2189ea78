import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'shared/router';
import { siteTheme } from 'shared/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navItemSx, ServicesDropdown, servicesHideDelayMs } from './ServicesDropdown';

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

/** Links a visitor can see and reach (display: none hides them from the accessibility tree). */
function visibleLinks() {
  return screen.queryAllByRole('link');
}

function expectOpen(button: HTMLElement, menu: HTMLElement) {
  expect(button.getAttribute('aria-expanded')).toBe('true');
  expect(getComputedStyle(menu).display).not.toBe('none');
  expect(visibleLinks()).toHaveLength(6);
}

function expectClosed(button: HTMLElement, menu: HTMLElement) {
  expect(button.getAttribute('aria-expanded')).toBe('false');
  expect(getComputedStyle(menu).display).toBe('none');
  expect(visibleLinks()).toHaveLength(0);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ServicesDropdown', () => {
  it('starts closed, with its menu wired to the button', () => {
    const { button, menu } = renderDropdown();
    expectClosed(button, menu);
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
  });

  it('opens on hover', () => {
    const { button, wrapper, menu } = renderDropdown();
    fireEvent.mouseEnter(wrapper);
    expectOpen(button, menu);
  });

  it('hides 300 ms after the pointer leaves, not sooner', () => {
    expect(servicesHideDelayMs).toBe(300);
    const { button, wrapper, menu } = renderDropdown();
    fireEvent.mouseEnter(wrapper);
    fireEvent.mouseLeave(wrapper);

    act(() => vi.advanceTimersByTime(299));
    expectOpen(button, menu);

    act(() => vi.advanceTimersByTime(1));
    expectClosed(button, menu);
  });

  it('stays open when the pointer comes back within the delay', () => {
    const { button, wrapper, menu } = renderDropdown();
    fireEvent.mouseEnter(wrapper);
    fireEvent.mouseLeave(wrapper);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.mouseEnter(wrapper);

    act(() => vi.advanceTimersByTime(1000));
    expectOpen(button, menu);

    // Leaving again starts a fresh 300 ms delay.
    fireEvent.mouseLeave(wrapper);
    act(() => vi.advanceTimersByTime(299));
    expectOpen(button, menu);
    act(() => vi.advanceTimersByTime(1));
    expectClosed(button, menu);
  });

  it('toggles on click', () => {
    const { button, menu } = renderDropdown();
    fireEvent.click(button);
    expectOpen(button, menu);
    fireEvent.click(button);
    expectClosed(button, menu);
  });

  it('opens from the keyboard with ArrowDown and moves focus into the list', () => {
    const { button, menu } = renderDropdown();
    act(() => button.focus());
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expectOpen(button, menu);

    act(() => vi.advanceTimersByTime(50));
    const links = within(menu).getAllByRole('link');
    expect(document.activeElement).toBe(links[0]);

    fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
    act(() => vi.advanceTimersByTime(50));
    expect(document.activeElement).toBe(links[1]);

    fireEvent.keyDown(links[1]!, { key: 'ArrowUp' });
    act(() => vi.advanceTimersByTime(50));
    expect(document.activeElement).toBe(links[0]);
  });

  it('closes on Escape and returns focus to the button', () => {
    const { button, menu } = renderDropdown();
    act(() => button.focus());
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    act(() => vi.advanceTimersByTime(50));
    const first = within(menu).getAllByRole('link')[0]!;
    expect(document.activeElement).toBe(first);

    fireEvent.keyDown(first, { key: 'Escape' });
    expectClosed(button, menu);
    expect(document.activeElement).toBe(button);
  });

  it('lists the six service pages in order', () => {
    const { wrapper, menu } = renderDropdown();
    fireEvent.mouseEnter(wrapper);
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      servicePages.map(([label, path]) => [label, path]),
    );
  });

  it('navigates and closes when a service is chosen', () => {
    const { button, wrapper, menu } = renderDropdown();
    fireEvent.mouseEnter(wrapper);
    fireEvent.click(screen.getByRole('link', { name: 'Payment Posting' }));
    expect(screen.getByTestId('path').textContent).toBe('/payment-posting');
    expectClosed(button, menu);
  });

  it('highlights the button when its section is active', () => {
    expect(navItemSx(true).fontWeight).toBeGreaterThan(navItemSx(false).fontWeight);
    expect(navItemSx(true).color).not.toBe(navItemSx(false).color);

    const inactive = renderDropdown(false);
    const inactiveWeight = Number(getComputedStyle(inactive.button).fontWeight);
    cleanup();
    const active = renderDropdown(true);
    expect(Number(getComputedStyle(active.button).fontWeight)).toBeGreaterThan(inactiveWeight);
  });
});
