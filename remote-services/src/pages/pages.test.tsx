import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeBaaPage, booking, codingNotices, company } from 'shared';
import { siteTheme } from 'shared/theme';
import { afterEach, describe, expect, it } from 'vitest';
import AccountsReceivablePage from './AccountsReceivablePage';
import DenialManagementPage from './DenialManagementPage';
import EmailMarketingPage from './EmailMarketingPage';
import EnrollmentCredentialingPage from './EnrollmentCredentialingPage';
import MedicalBillingPage from './MedicalBillingPage';
import PaymentPostingPage from './PaymentPostingPage';
import PriorAuthorizationPage from './PriorAuthorizationPage';

const pages: { path: string; heading: string; faqHeading: string; Page: ComponentType }[] = [
  { path: '/medical-billing-services', heading: 'Medical Billing Services', faqHeading: 'Frequently Asked Questions', Page: MedicalBillingPage },
  { path: '/accounts-receivable-services', heading: 'Accounts Receivable Services', faqHeading: 'Frequently Asked Questions', Page: AccountsReceivablePage },
  { path: '/denial-management-services', heading: 'Denial Management Services', faqHeading: 'Frequently Asked Questions', Page: DenialManagementPage },
  { path: '/prior-authorization-services', heading: 'Prior Authorization Services', faqHeading: 'FAQs About The Service', Page: PriorAuthorizationPage },
  { path: '/enrollment-credentialing-services', heading: 'Enrollment & Credentialing Services', faqHeading: 'FAQs About The Service', Page: EnrollmentCredentialingPage },
  { path: '/payment-posting', heading: 'Payment Posting Services', faqHeading: 'Frequently Asked Questions', Page: PaymentPostingPage },
  { path: '/email-marketing-system', heading: 'Email Marketing System', faqHeading: 'Frequently Asked Questions', Page: EmailMarketingPage },
];

const siteRoutes = new Set(['/', '/contactus', '/specialities', beforeBaaPage.to, ...pages.map((page) => page.path)]);

/** Renders the page as a client-side navigation does, once every section below the first screen has arrived. */
async function renderPage(Page: ComponentType, path: string) {
  const rendered = render(
    <ThemeProvider theme={siteTheme()}>
      <MemoryRouter initialEntries={[path]}>
        <main>
          <Page />
        </main>
      </MemoryRouter>
    </ThemeProvider>,
  );
  const deferred = rendered.container.querySelectorAll('[data-part]');
  expect(deferred.length).toBeGreaterThan(0);
  // The sections' modules are first-time dynamic imports: waitFor allows what shared/src/testSetup.ts sets.
  await waitFor(() => deferred.forEach((section) => expect(section.childElementCount).toBeGreaterThan(0)));
  return rendered;
}

afterEach(cleanup);

describe.each(pages)('$path', ({ path, heading, faqHeading, Page }) => {
  it('lists its sections "On this page", each link leading to a heading on the page, and asks for a booking halfway', async () => {
    const { container } = await renderPage(Page, path);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const targets = [...new Set(within(nav).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href')!))];
    expect(targets.length).toBeGreaterThanOrEqual(5);
    for (const target of targets) expect(document.getElementById(target.slice(1))?.tagName, target).toBe('H2');
    // The mid-page one (and the page header's, where it has the call-out): all to the booking form.
    const bookings = within(container).getAllByRole('link', { name: booking.label });
    expect(bookings.length).toBeGreaterThanOrEqual(1);
    for (const link of bookings) expect(link.getAttribute('href')).toBe('/contactus#book');
  });

  it('has exactly one h1, the route heading, and headings that never skip a level', async () => {
    const { container } = await renderPage(Page, path);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveProperty('textContent', heading);

    const levels = Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((node) => Number(node.tagName[1]));
    expect(levels[0]).toBe(1);
    levels.slice(1).forEach((level, index) => {
      expect(level - (levels[index] ?? 1), `heading ${index + 2} jumps from h${levels[index]} to h${level}`).toBeLessThanOrEqual(1);
    });
  });

  it('links only to routes of the site, its own sections, the phone or email', async () => {
    const { container } = await renderPage(Page, path);
    const hrefs = Array.from(container.querySelectorAll('a[href]')).map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      const ok =
        href.startsWith('tel:') ||
        href.startsWith('mailto:') ||
        siteRoutes.has(href.toLowerCase()) ||
        // The booking form on the contact page.
        href === booking.to ||
        // A jump to a section of this page ("On this page").
        (href.startsWith('#') && document.getElementById(href.slice(1)) !== null);
      expect(ok, href).toBe(true);
    }
    expect(hrefs).not.toContain(path);
  });

  it('shows the FAQ accordion with the first answer open and every question in one accordion', async () => {
    await renderPage(Page, path);
    const faq = screen.getByRole('region', { name: faqHeading });
    const items = [...faq.querySelectorAll('details')];
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.map((item) => item.hasAttribute('open'))).toEqual(items.map((_, index) => index === 0));
    // One name: the browser keeps at most one of them open.
    expect(new Set(items.map((item) => item.getAttribute('name'))).size).toBe(1);
    expect(within(items[1]!).getByRole('heading', { level: 3 }).textContent).toBeTruthy();
  });

  it('ends with a meeting at /contactus and the phone number', async () => {
    const { container } = await renderPage(Page, path);
    const sections = container.querySelectorAll('main > section, main > [data-part] > section');
    const closing = sections[sections.length - 1] as HTMLElement;
    expect(within(closing).getByRole('link', { name: 'Schedule a Meeting' }).getAttribute('href')).toBe('/contactus');
    expect(within(closing).getByRole('link', { name: new RegExp(company.phone.display.replace(/[()]/g, '\\$&')) }).getAttribute('href')).toBe(
      company.phone.href,
    );
  });
});

describe('dated rules', () => {
  it.each(pages)('$path says as of when its payer and Medicare rules are stated, if it states any', async ({ path, Page }) => {
    await renderPage(Page, path);
    // The six revenue-cycle pages state payer rules; the email marketing system states HIPAA marketing and CAN-SPAM rules.
    const statesRules = true;
    const header = screen.getByRole('region', { name: screen.getByRole('heading', { level: 1 }).textContent! });
    expect(within(header).queryAllByText(codingNotices.rules)).toHaveLength(statesRules ? 1 : 0);
    expect(screen.queryAllByText(codingNotices.rules)).toHaveLength(statesRules ? 1 : 0);
  });
});

describe('page specifics', () => {
  it('medical billing shows the 97.02% acceptance rate and lists 11 numbered services', async () => {
    await renderPage(MedicalBillingPage, '/medical-billing-services');
    expect(screen.getAllByText('97.02%').length).toBeGreaterThan(0);
    const steps = screen.getByRole('region', { name: 'Our medical billing services, step by step' });
    const list = steps.querySelector('ol');
    expect(list?.children).toHaveLength(11);
  });

  it('accounts receivable offers a demo that leads to the contact page', async () => {
    await renderPage(AccountsReceivablePage, '/accounts-receivable-services');
    expect(screen.getByRole('link', { name: 'Request a Free Demo' }).getAttribute('href')).toBe('/contactus');
  });

  it('denial management gives screen readers the final 99% clean claim ratio', async () => {
    await renderPage(DenialManagementPage, '/denial-management-services');
    const section = screen.getByRole('region', { name: 'Improving clean claim rates' });
    within(section).getByText('Clean claim ratio');
    expect(within(section).getAllByText('99%').length).toBeGreaterThan(0);
  });

  it('prior authorization cites the ~15% initially denied figure', async () => {
    await renderPage(PriorAuthorizationPage, '/prior-authorization-services');
    expect(screen.getByText(/Source: Premier Inc\., 2024 national industry survey/)).toBeTruthy();
    expect(screen.getAllByText('15%').length).toBeGreaterThan(0);
  });
});
