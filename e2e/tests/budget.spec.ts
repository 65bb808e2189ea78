import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import budget from '../budget.json' with { type: 'json' };
import { expect, test } from './support/fixtures';

/*
 * The first-visit JavaScript budget, read from the browser: every script a
 * first visit to each template asks for until the page is live (the shell's,
 * its shared libraries', the route's remote's; code that loads later, as
 * sections near the screen or another page's remote on hover, is not
 * counted), each response gzipped as it arrived (gzip -6, in KB of 1,024
 * bytes), summed and held to e2e/budget.json. The page's inline CSS is
 * reported beside it (the first paint it serves is what `npm run bench`
 * measures). At 375 px, one fresh browser context per page: nothing is cached.
 */

const templates = [
  '/',
  '/aboutus',
  '/medical-billing-services',
  '/specialities',
  '/specialities/cardiology',
  '/contactus',
  '/blogs',
  '/privacy-policy',
  '/no-such-page',
];

/** Every script request the page makes from now on. */
function scriptsOf(page: Page): Request[] {
  const scripts: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request);
  });
  return scripts;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

test.describe('first-visit budget', () => {
  // Measured on a phone, where a first screen shows the least and every byte counts most.
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  for (const path of templates) {
    test(`${path}: its first-visit JavaScript is within ${budget.firstLoadJsKb} KB gzipped`, async ({ page }, testInfo) => {
      const scripts = scriptsOf(page);
      const response = await page.goto(path);
      // Live: the route's page has been taken over by its code (the mark browser tests wait for, pageReady.ts).
      await expect(page.locator('html[data-page]')).toBeAttached({ timeout: 20_000 });
      const asked = [...scripts];
      const sizes = await Promise.all(
        asked.map(async (request) => {
          const body = await (await request.response())!.body();
          return { url: new URL(request.url()).pathname, gzipped: gzipSync(body, { level: 6 }).length };
        }),
      );
      const total = kb(sizes.reduce((sum, file) => sum + file.gzipped, 0));
      const html = (await response!.text()) ?? '';
      const inlineCss = kb([...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, match) => sum + match[1]!.length, 0));
      testInfo.annotations.push({
        type: 'first visit',
        description: `${path}: ${total} KB of JavaScript gzipped in ${asked.length} scripts (budget ${budget.firstLoadJsKb}); ${inlineCss} KB of inline CSS`,
      });
      const largest = sizes
        .sort((a, b) => b.gzipped - a.gzipped)
        .slice(0, 8)
        .map((file) => `  ${kb(file.gzipped)} KB ${file.url}`)
        .join('\n');
      expect(total, `${path}: ${total} KB in ${asked.length} scripts, the largest:\n${largest}`).toBeLessThanOrEqual(budget.firstLoadJsKb);
    });
  }
});
