import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { siteTheme } from 'shared/theme';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteSearchProvider } from '../search/SiteSearch';
import { Navbar } from './Navbar';

const serviceLabels = [
  'Medical Billing',
  'Accounts Receivable',
  'Prior Authorization',
  'Denial Management',
  'Enrollment & Credentialing',
  'Payment Posting',
];

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

/** happy-dom evaluates the theme's media queries (lg = 1200px) against this viewport width. */
function setViewport(width: number) {
  act(() => {
    (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 900 });
  });
  expect(window.innerWidth).toBe(width);
}

function renderNavbar(path = '/payment-posting') {
  return render(
    <ThemeProvider theme={siteTheme()}>
      <MemoryRouter initialEntries={[path]}>
        <SiteSearchProvider>
          <Navbar />
        </SiteSearchProvider>
        <CurrentPath />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const fontWeight = (element: Element) => Number(getComputedStyle(element).fontWeight);

afterEach(() => {
  cleanup();
  setViewport(1024);
});

describe('Navbar on large screens', () => {
  it('shows the top bar and hides the menu button', () => {
    setViewport(1440);
    renderNavbar();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('marks Services active on a service page, and nothing else', () => {
    setViewport(1440);
    renderNavbar('/payment-posting');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const services = within(nav).getByRole('button', { name: 'Services' });
    const home = within(nav).getByRole('link', { name: 'Home' });
    const about = within(nav).getByRole('link', { name: 'About Us' });
    expect(fontWeight(services)).toBeGreaterThan(fontWeight(home));
    expect(fontWeight(services)).toBeGreaterThan(fontWeight(about));
    expect(home.getAttribute('aria-current')).toBeNull();
    expect(about.getAttribute('aria-current')).toBeNull();
  });

  it('marks About Us active on /aboutus (aria-current and highlight), and not Services', () => {
    setViewport(1440);
    renderNavbar('/aboutus');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const about = within(nav).getByRole('link', { name: 'About Us' });
    const services = within(nav).getByRole('button', { name: 'Services' });
    expect(about.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(fontWeight(about)).toBeGreaterThan(fontWeight(services));
  });

  it('matches the active section case-insensitively', () => {
    setViewport(1440);
    renderNavbar('/Payment-Posting/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(fontWeight(within(nav).getByRole('button', { name: 'Services' }))).toBeGreaterThan(
      fontWeight(within(nav).getByRole('link', { name: 'Home' })),
    );
  });

  it('has the top-level links in order', () => {
    setViewport(1440);
    renderNavbar('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['About Us', '/aboutus'],
      ['Specialties', '/specialities'],
      ['Contact Us', '/contactus'],
    ]);
  });

  it('shows the logo with the product name, linking home', () => {
    setViewport(1440);
    renderNavbar();
    const logo = screen.getByRole('img', { name: 'Revora Medical Billing' });
    expect(logo.getAttribute('alt')).toBe('Revora Medical Billing');
    expect(logo.closest('a')?.getAttribute('href')).toBe('/');
  });

  it('has a "Schedule a Meeting" button to /contactus', () => {
    setViewport(1440);
    renderNavbar();
    const schedule = screen.getByRole('link', { name: 'Schedule a Meeting' });
    expect(schedule.getAttribute('href')).toBe('/contactus');
    fireEvent.click(schedule);
    expect(screen.getByTestId('path').textContent).toBe('/contactus');
  });
});

describe('Navbar on small screens', () => {
  // happy-dom implements neither popovers nor :popover-open: these tests check
  // that the markup lets the browser run the menu (the buttons name it, the
  // Services group is a native disclosure) and what the menu's script does.
  // Opening, Escape, the scroll lock and the focus trap are covered end to end
  // (e2e/tests/navbar.spec.ts).
  function menu() {
    return document.getElementById('mobile-menu')!;
  }

  it('shows the menu button instead of the top bar', () => {
    setViewport(390);
    renderNavbar();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(within(banner).queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(within(banner).queryByRole('link', { name: 'Schedule a Meeting' })).toBeNull();
  });

  it('keeps "Schedule a Meeting" beside the menu button from 768 px up', () => {
    setViewport(800);
    renderNavbar();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Schedule a Meeting' }).getAttribute('href')).toBe('/contactus');
  });

  it('has the menu button open the menu, a popover in the page, with no script', () => {
    setViewport(390);
    renderNavbar();
    const opener = screen.getByRole('button', { name: 'Open menu' });
    expect(opener.getAttribute('popovertarget')).toBe('mobile-menu');
    expect(menu().getAttribute('popover')).toBe('auto');
    expect(menu().getAttribute('role')).toBe('dialog');
    expect(menu().getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(menu().getAttribute('aria-labelledby')!)?.textContent).toBe('Site menu');
    const close = within(menu()).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close.getAttribute('popovertarget')).toBe('mobile-menu');
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
  });

  it('has every link and the Schedule a Meeting button', () => {
    setViewport(390);
    renderNavbar('/');
    for (const [label, href] of [
      ['Home', '/'],
      ['About Us', '/aboutus'],
      ['Specialties', '/specialities'],
      ['Contact Us', '/contactus'],
      ['Schedule a Meeting', '/contactus'],
    ] as const) {
      expect(within(menu()).getByRole('link', { name: label, hidden: true }).getAttribute('href')).toBe(href);
    }
    const group = menu().querySelector('details')!;
    expect(group.querySelector('summary')?.textContent).toBe('Services');
    expect(within(group).getAllByRole('link', { hidden: true }).map((link) => link.textContent)).toEqual(serviceLabels);
    expect(within(group).getByRole('link', { name: 'Payment Posting', hidden: true }).getAttribute('href')).toBe(
      '/payment-posting',
    );
  });

  it('starts with the Services group collapsed, except on a service page, where it is highlighted', () => {
    setViewport(390);
    renderNavbar('/aboutus');
    expect(menu().querySelector('details')!.open).toBe(false);
    expect(menu().querySelector('summary')!.hasAttribute('data-active')).toBe(false);
    expect(within(menu()).getByRole('link', { name: 'About Us', hidden: true }).getAttribute('data-active')).toBe(
      'true',
    );
    cleanup();

    renderNavbar('/payment-posting');
    expect(menu().querySelector('details')!.open).toBe(true);
    expect(menu().querySelector('summary')!.getAttribute('data-active')).toBe('true');
    const current = within(menu()).getByRole('link', { name: 'Payment Posting', hidden: true });
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('closes when a link is chosen, and navigates', () => {
    setViewport(390);
    renderNavbar('/payment-posting');
    const hidePopover = vi.fn();
    menu().hidePopover = hidePopover;
    fireEvent.click(within(menu()).getByRole('link', { name: 'About Us', hidden: true }));
    expect(hidePopover).toHaveBeenCalledOnce();
    expect(screen.getByTestId('path').textContent).toBe('/aboutus');

    fireEvent.click(within(menu()).getByRole('link', { name: 'Denial Management', hidden: true }));
    expect(hidePopover).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('path').textContent).toBe('/denial-management-services');

    // The link to the page already shown, and the logo, close it too.
    fireEvent.click(within(menu()).getByRole('link', { name: 'Denial Management', hidden: true }));
    fireEvent.click(within(menu()).getByRole('link', { name: 'Revora Medical Billing', hidden: true }));
    expect(hidePopover).toHaveBeenCalledTimes(4);
    expect(screen.getByTestId('path').textContent).toBe('/');
  });

  it('stays open when something other than a link is pressed', () => {
    setViewport(390);
    renderNavbar('/');
    const hidePopover = vi.fn();
    menu().hidePopover = hidePopover;
    fireEvent.click(menu().querySelector('summary')!);
    fireEvent.click(menu());
    expect(hidePopover).not.toHaveBeenCalled();
  });
});
