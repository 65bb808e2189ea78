import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'shared/router';
import { siteTheme } from 'shared/theme';
import { afterEach, describe, expect, it } from 'vitest';
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
        <Navbar />
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
  // The menu's code loads on first use, so the dialog appears a moment after the click.
  async function openMenu() {
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    act(() => menuButton.focus());
    fireEvent.click(menuButton);
    const dialog = await screen.findByRole('dialog');
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    return { menuButton, dialog };
  }

  it('shows the menu button instead of the top bar', () => {
    setViewport(390);
    renderNavbar();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Schedule a Meeting' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a dialog with every link and the Schedule a Meeting button', async () => {
    setViewport(390);
    renderNavbar('/');
    const { dialog } = await openMenu();
    for (const [label, href] of [
      ['Home', '/'],
      ['About Us', '/aboutus'],
      ['Specialties', '/specialities'],
      ['Contact Us', '/contactus'],
      ['Schedule a Meeting', '/contactus'],
    ] as const) {
      expect(within(dialog).getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    }
    expect(within(dialog).getByRole('button', { name: 'Services' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toBeTruthy();
  });

  it('locks page scrolling while open', async () => {
    setViewport(390);
    renderNavbar('/');
    expect(document.body.style.overflow).not.toBe('hidden');
    await openMenu();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).not.toBe('hidden');
  });

  it('toggles the Services group and shows its six links', async () => {
    setViewport(390);
    renderNavbar('/');
    const { dialog } = await openMenu();
    const services = within(dialog).getByRole('button', { name: 'Services' });
    expect(services.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(within(dialog).queryByRole('link', { name: 'Medical Billing' })).toBeNull());

    fireEvent.click(services);
    expect(services.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => {
      const group = dialog.querySelector('#mobile-services')!;
      expect(within(group as HTMLElement).getAllByRole('link').map((link) => link.textContent)).toEqual(
        serviceLabels,
      );
    });
    expect(within(dialog).getByRole('link', { name: 'Payment Posting' }).getAttribute('href')).toBe(
      '/payment-posting',
    );

    fireEvent.click(services);
    expect(services.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(within(dialog).queryByRole('link', { name: 'Medical Billing' })).toBeNull());
  });

  it('starts with the Services group expanded on a service page', async () => {
    setViewport(390);
    renderNavbar('/payment-posting');
    const { dialog } = await openMenu();
    expect(within(dialog).getByRole('button', { name: 'Services' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'Payment Posting' })).toBeTruthy();
  });

  it('closes when a link is chosen, and navigates', async () => {
    setViewport(390);
    renderNavbar('/payment-posting');
    const { dialog, menuButton } = await openMenu();
    fireEvent.click(within(dialog).getByRole('link', { name: 'About Us' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('path').textContent).toBe('/aboutus');
  });

  it('closes when a service link is chosen', async () => {
    setViewport(390);
    renderNavbar('/payment-posting');
    const { dialog } = await openMenu();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Denial Management' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('path').textContent).toBe('/denial-management-services');
  });

  it('closes when the link to the current page is chosen', async () => {
    setViewport(390);
    renderNavbar('/contactus');
    const { dialog } = await openMenu();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Contact Us' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    setViewport(390);
    renderNavbar();
    const { dialog, menuButton } = await openMenu();
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton);
  });
});
