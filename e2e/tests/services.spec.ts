import type { Page } from '@playwright/test';
import { accountsReceivable } from '../../remote-services/src/content/accountsReceivable';
import { denialManagement } from '../../remote-services/src/content/denialManagement';
import { emailMarketing } from '../../remote-services/src/content/emailMarketing';
import { enrollmentCredentialing } from '../../remote-services/src/content/enrollmentCredentialing';
import { medicalBilling } from '../../remote-services/src/content/medicalBilling';
import { paymentPosting } from '../../remote-services/src/content/paymentPosting';
import { priorAuthorization } from '../../remote-services/src/content/priorAuthorization';
import type { ServicePageContent } from '../../remote-services/src/content/types';
import { company, expect, routeTable, test } from './support/fixtures';
import { expectFaqItems, faqItems, faqQuestion } from './support/faq';

/** The seven service pages and the content each one renders. */
const contentByPath: Record<string, ServicePageContent> = {
  '/medical-billing-services': medicalBilling,
  '/accounts-receivable-services': accountsReceivable,
  '/denial-management-services': denialManagement,
  '/prior-authorization-services': priorAuthorization,
  '/enrollment-credentialing-services': enrollmentCredentialing,
  '/payment-posting': paymentPosting,
  '/email-marketing-system': emailMarketing,
};

const serviceRoutes = routeTable.filter((route) => 'remote' in route.page && route.page.remote === 'services');

/** The h2 of every block of a page's content (the header's text has no heading of its own). */
function sectionHeadings(content: ServicePageContent): string[] {
  return Object.entries(content)
    .filter(([key]) => key !== 'header')
    .map(([, block]) => (block as { heading?: unknown }).heading)
    .filter((heading): heading is string => typeof heading === 'string');
}

async function openPage(page: Page, path: string, heading: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

test('the seven service pages are all in the route table', () => {
  expect(serviceRoutes.map((route) => route.path).sort()).toEqual(Object.keys(contentByPath).sort());
});

// The seven service pages share their sections: one of them, with its FAQ, is walked here
// (and every template in templates.spec.ts); every page's links are checked over HTTP in prerender.spec.ts.
for (const route of serviceRoutes.filter((candidate) => candidate.path === '/denial-management-services')) {
  const content = contentByPath[route.path]!;

  test.describe(route.path, () => {
    test(`shows "${route.heading}", its sections and its FAQ block`, async ({ page, consoleErrors }) => {
      await openPage(page, route.path, route.heading);
      const main = page.getByRole('main');
      await expect(main.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

      for (const heading of sectionHeadings(content)) {
        const h2 = main.getByRole('heading', { level: 2, name: heading, exact: true });
        await h2.scrollIntoViewIfNeeded();
        await expect(h2).toBeVisible();
      }

      const faq = main.getByRole('region', { name: content.faq.heading, exact: true });
      await faq.scrollIntoViewIfNeeded();
      const questions = faqItems(faq);
      await expect(questions.getByRole('heading', { level: 3 })).toHaveText(content.faq.items.map((item) => item.question));
      const closed = content.faq.items.map((): 'open' | 'closed' => 'closed');
      await expectFaqItems(questions, closed.with(0, 'open'));
      await expect(faq.getByText(content.faq.items[0]!.answer)).toBeVisible();
      await faqQuestion(questions.nth(1)).click();
      await expectFaqItems(questions, closed.with(1, 'open'));
      await expect(faq.getByText(content.faq.items[1]!.answer)).toBeVisible();

      const closing = main.getByRole('region', { name: content.closing.heading, exact: true });
      await closing.scrollIntoViewIfNeeded();
      await expect(closing.getByRole('link', { name: 'Schedule a Meeting' })).toHaveAttribute('href', '/contactus');
      await expect(closing.getByRole('link', { name: company.phone.display })).toHaveAttribute('href', company.phone.href);

      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('the denial management counter runs from 0 to 99% once it scrolls into view', async ({ page, consoleErrors }) => {
  await openPage(page, '/denial-management-services', 'Denial Management Services');
  const section = page.getByRole('region', { name: 'Improving clean claim rates' });
  const shown = section.getByTestId('stat-value').locator('[aria-hidden="true"]');
  // Screen readers get the final figure throughout.
  await expect(section.getByText('99%', { exact: true }).last()).toBeAttached();
  await expect(section.getByText(/^Clean claim ratio/)).toBeAttached();

  // Before the visitor reaches it, its code has arrived and the figure waits at 0, out of sight.
  await section.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 1.5 * window.innerHeight));
  await expect(section).not.toBeInViewport();
  await expect(shown).toHaveText('0%', { timeout: 10_000 });
  // In view, it counts up: figures between 0 and 99 show on the way.
  await section.scrollIntoViewIfNeeded();
  const counting = async () => {
    const value = Number.parseInt((await shown.textContent()) ?? '', 10);
    return value > 0 && value < 99;
  };
  // (The count takes 4 s.)
  await expect.poll(counting, { timeout: 10_000, intervals: [100] }).toBe(true);
  await expect(shown).toHaveText('99%', { timeout: 8_000 });
  expect(consoleErrors).toEqual([]);
});

test('the medical billing page lists 11 services and states its figures', async ({ page }) => {
  await openPage(page, '/medical-billing-services', 'Medical Billing Services');
  const steps = page.getByRole('region', { name: medicalBilling.services.heading });
  await expect(steps.locator('ol > li')).toHaveCount(11);
  const main = page.getByRole('main');
  await expect(main.getByText('97.02%', { exact: true }).first()).toBeAttached();
  await expect(main.getByText('120+', { exact: true }).first()).toBeAttached();
  await expect(main.getByText('Call Us When You Need Help!')).toBeVisible();
});

test('the accounts receivable demo leads to the contact page', async ({ page }) => {
  await openPage(page, '/accounts-receivable-services', 'Accounts Receivable Services');
  const demo = page.getByRole('link', { name: accountsReceivable.demo.link.label });
  await demo.scrollIntoViewIfNeeded();
  await demo.click();
  await expect(page).toHaveURL(/\/contactus$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});
