import { expectNoViolations } from './support/axe';
import { policyBreaches } from './support/policyBreaches';
import { readToTheEnd } from './support/reading';
import { expect, notFoundRoute, routeTable, test, type DescribedRoute } from './support/fixtures';

/*
 * One page of each template, at desktop and phone width: it answers, reads
 * whole, fits the screen, breaks no rule of its security policy while the
 * visitor reads it to the end (every part that loads as it comes near
 * included), logs no error and has no WCAG 2.2 A/AA violation. Every route's
 * HTML (status, title, description, heading) is checked over HTTP in
 * prerender.spec.ts; the templates' own behaviour in their specs.
 */

const route = (path: string): DescribedRoute => routeTable.find((candidate) => candidate.path === path)!;

const templates: ReadonlyArray<{ path: string; route: DescribedRoute; status: number }> = [
  ...[
    '/',
    '/aboutus',
    '/medical-billing-services',
    '/denial-management-services',
    '/specialities',
    '/specialities/cardiology',
    '/contactus',
    '/blogs',
    '/privacy-policy',
  ].map((path) => ({ path, route: route(path), status: 200 })),
  { path: '/no-such-page', route: notFoundRoute, status: 404 },
];

// Animations would catch elements half-faded; the site shows everything at once under reduced motion.
test.use({ reducedMotion: 'reduce' });

test.describe('each template', () => {
  for (const { path, route, status } of templates) {
    test(`${path}: "${route.heading}" reads whole, fits, keeps its policy and passes axe`, { tag: '@phone' }, async ({
      page,
      consoleErrors,
    }) => {
      const breaches = await policyBreaches(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('banner')).toBeVisible();

      await readToTheEnd(page);
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing sticks out sideways').toBeLessThanOrEqual(width);
      const broken = await page.evaluate(() =>
        [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
      );
      expect(broken, 'pictures that did not load').toEqual([]);

      await expectNoViolations(page, path);
      expect(breaches, 'breaches of the security policy').toEqual([]);
      // Chromium reports the document's own 404 status on the not-found page; nothing else may go wrong.
      expect(consoleErrors.filter((text) => status !== 404 || !text.includes('status of 404'))).toEqual([]);
    });
  }
});
