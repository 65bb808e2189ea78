import { expect, isPhone, notFoundRoute, routeTable, test } from './support/fixtures';

const decode = (html: string) =>
  html.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<');

test.describe('prerendered pages', () => {
  test('every route answers with its full page in the HTML; unknown paths with the not-found page and 404', async ({
    request,
  }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the HTML does not depend on the width');
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
      // Emotion's rules in its own server-rendering format: the cache's key, then the names of the styles held.
      expect(html, route.path).toMatch(/<style data-emotion="css [\w -]{200,}"[^>]*>[^<]{2000,}<\/style>/);
    }
    const missing = await request.get('/no/such/page');
    expect(missing.status()).toBe(404);
    const html = decode(await missing.text());
    expect(html).toContain(`<title>${notFoundRoute.title}</title>`);
    expect(html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
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
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('the home page shows its hero and sections', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeAttached();
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();
    });
  });

  test('scripts take over the prerendered page in place: same elements, no layout shift, no errors', async ({
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
    for (const path of ['/specialities/cardiology', '/contactus', '/aboutus']) {
      await page.goto(path);
      // The page is live (its remote module rendered) and still shows the prerendered heading element.
      await expect(page.locator('html')).toHaveAttribute('data-page', /\//);
      await expect(page.locator('h1')).toHaveAttribute('data-from-html', 'yes');
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      expect(shifts, path).toBeLessThanOrEqual(0.01);
    }
    expect(consoleErrors).toEqual([]);
    expect(warnings.filter((text) => /prerendered|hydrat/i.test(text))).toEqual([]);
  });

  test('taking over the page inserts none of the styles it came with again', async ({
    page,
  }) => {
    for (const path of ['/', '/specialities/cardiology', '/contactus', '/blogs']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-page', /\//);
      const styles = await page.evaluate(() => {
        const selectors = (sheet: CSSStyleSheet | null) =>
          Array.from(sheet?.cssRules ?? [], (rule) => (rule instanceof CSSStyleRule ? rule.selectorText : ''));
        // The page's own: emotion's (its server-rendering format, taken over by the cache: data-s) and the others.
        const emotion = document.querySelector<HTMLStyleElement>('style[data-emotion^="css "]');
        const prerendered = new Set(
          [emotion, document.querySelector<HTMLStyleElement>('style[data-remote-styles]')].flatMap((style) =>
            selectors(style?.sheet ?? null),
          ),
        );
        // What emotion inserted for the live page (global styles have a sheet of their own).
        const added = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]'), (style) =>
          selectors(style.sheet),
        ).flat();
        return {
          takenOver: emotion?.hasAttribute('data-s'),
          prerendered: prerendered.size,
          again: added.filter((text) => text && prerendered.has(text)),
        };
      });
      expect(styles.takenOver, path).toBe(true);
      expect(styles.prerendered, path).toBeGreaterThan(150);
      // Rules of class names the HTML does not use (MUI's inner style layers,
      // states not shown yet) may be added; none that the page came with.
      expect(styles.again, path).toEqual([]);
    }
  });

  test('sections that load as the visitor scrolls are complete and styled in the HTML: taking them over moves nothing', async ({
    page,
    consoleErrors,
  }) => {
    for (const path of ['/', '/medical-billing-services', '/aboutus', '/specialities/cardiology']) {
      await page.goto(path);
      // Each section that loads lazily inside the page (the page is a lazily loaded part itself).
      const deferred = page.locator('[data-part] [data-part] > *');
      expect(await deferred.count(), path).toBeGreaterThan(0);
      const measure = () =>
        deferred.evaluateAll((sections) => sections.map((section) => Math.round(section.getBoundingClientRect().height)));
      // As prerendered (the sections far below the fold have not loaded yet)…
      const before = await measure();
      // …and once the visitor has reached every one and each is React's.
      // (Each downloads and hydrates as it is scrolled to; the network falls
      // quiet once it has.)
      for (const section of await deferred.all()) {
        await section.scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
      }
      expect(await measure(), path).toEqual(before);
    }
    expect(consoleErrors).toEqual([]);
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
