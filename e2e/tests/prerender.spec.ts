import { brand } from '../../shared/src/brand';
import { expect, hexToRgb, notFoundRoute, routeTable, test } from './support/fixtures';
import { readToTheEnd } from './support/reading';

const decode = (html: string) =>
  html.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<');

test.describe('prerendered pages', () => {
  test('every route answers with its full page in the HTML; unknown paths with the not-found page and 404', async ({
    request,
  }) => {
    for (const route of routeTable) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      const html = await response.text();
      const root = /<div id="root" data-prerendered>([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
      expect(decode(root), route.path).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(route.heading)}</h1>`));
      expect(decode(html), route.path).toContain(`<title>${route.title}</title>`);
      expect(decode(html), route.path).toMatch(
        new RegExp(`<meta name="description" content="${escapeRegExp(route.description)}"/?>`),
      );
      // Page copy, the navbar and the footer, not a placeholder waiting for scripts.
      expect(root.length, route.path).toBeGreaterThan(8_000);
      expect(root, route.path).toContain('Subscribe Newsletter');
      // No script is asked for while the HTML is parsed: the page starts its scripts once it has painted.
      expect(html, route.path).not.toContain('<link rel="modulepreload"');
      expect(html, route.path).not.toMatch(/<script\b[^>]*\bsrc=/);
    }
    const missing = await request.get('/no/such/page');
    expect(missing.status()).toBe(404);
    const html = decode(await missing.text());
    expect(html).toContain(`<title>${notFoundRoute.title}</title>`);
    expect(html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
  });

  test('every link on every page leads to a page of the site, a phone number or an email address', async ({ request }) => {
    const targets = new Set<string>();
    for (const route of routeTable) {
      const html = await (await request.get(route.path)).text();
      for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
        if (href!.startsWith('tel:') || href!.startsWith('mailto:') || href!.startsWith('#')) continue;
        const url = new URL(decode(href!), 'http://site.test');
        // The one way off the site: the office's address, opened in Google Maps.
        if (url.href.startsWith('https://www.google.com/maps/')) continue;
        expect(url.origin, `${href} on ${route.path}`).toBe('http://site.test');
        targets.add(url.pathname);
      }
    }
    expect(targets.size).toBeGreaterThan(20);
    for (const path of targets) expect((await request.get(path)).status(), path).toBe(200);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a specialty page reads and is styled: heading, tables, links, form fields', async ({ page }) => {
      await page.goto('/specialities/cardiology');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText('Cardiology Billing Services');
      // The site's font and the header band's colours, so the styles came with the HTML.
      expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Inter');
      expect(await heading.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
      await expect(page.getByRole('table').first()).toBeVisible();
      expect(await page.getByRole('table').count()).toBeGreaterThanOrEqual(1);
      await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
      // The frame's looks too.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Schedule a Meeting' })).toHaveCSS(
        'background-color',
        hexToRgb(brand.teal),
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('the home page shows its hero and sections', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The first slide stays; controls that could never work are not shown.
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /Pause slideshow|Slide 2/ })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeAttached();
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
    });
  });

  test('scripts take over the prerendered page in place, and reading it to the end moves nothing', async ({
    page,
    consoleErrors,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.addInitScript(() => {
      // Layout shifts from the first paint on, and a mark on the prerendered
      // heading as soon as it is parsed (before the module scripts run).
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        const heading = document.querySelector('h1');
        if (heading) heading.dataset.fromHtml = 'yes';
      });
    });
    // A page with sections that load as the visitor scrolls to them.
    await page.goto('/aboutus');
    // The page is live once the mission carousel, part of it, answers presses.
    const missionNext = page.getByRole('button', { name: 'Next mission statement' });
    await missionNext.scrollIntoViewIfNeeded();
    await expect(missionNext).toBeEnabled();
    // Down to the footer a screen at a time: each section loads and is taken over where it stands.
    await readToTheEnd(page);
    // The heading is still the element the HTML made.
    await expect(page.locator('h1')).toHaveAttribute('data-from-html', 'yes');
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts).toBeLessThanOrEqual(0.01);
    expect(consoleErrors).toEqual([]);
    expect(warnings.filter((text) => /prerendered|hydrat/i.test(text))).toEqual([]);
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
