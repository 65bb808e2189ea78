import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, isPhone, routeTable, test } from './support/fixtures';

interface Budget {
  firstLoadJsKb: number;
}

const budget = (JSON.parse(readFileSync(new URL('../budget.json', import.meta.url), 'utf8')) as Budget).firstLoadJsKb;

/**
 * What a first visit to each route downloads in JavaScript: the scripts
 * Chromium requests (every origin: the shell and the remotes), gzipped the way
 * a CDN would serve them. A fresh browser context per route: nothing cached.
 * Each script's bytes are fetched again afterwards, since Chromium does not
 * always keep a response's body for the browser's tools to read.
 */
test.describe('JavaScript budget', () => {
  test.beforeEach(({}, testInfo) => test.skip(!isPhone(testInfo.project.name), 'measured once, on a phone'));

  test(`every route's first visit stays within ${budget} KB`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(300_000);
    const rows: { path: string; kb: number; files: number }[] = [];
    for (const path of [...routeTable.map((route) => route.path), '/no-such-page']) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.route((url) => url.hostname !== 'localhost', (route) => route.abort('internetdisconnected'));
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.url());
      });
      await page.goto(path);
      // Scripts start once the page has painted; the network can be quiet before that.
      await expect.poll(() => scripts.length).toBeGreaterThan(0);
      await page.waitForLoadState('networkidle');
      let bytes = 0;
      for (const url of scripts) {
        const response = await context.request.get(url);
        expect(response.ok(), url).toBe(true);
        bytes += gzipSync(await response.body()).length;
      }
      rows.push({ path, kb: Math.round(bytes / 102.4) / 10, files: scripts.length });
      await context.close();
    }
    const table = rows.map((row) => `${row.path.padEnd(44)} ${String(row.kb).padStart(6)} KB  ${row.files} files`);
    await testInfo.attach('first-load-js.txt', { body: table.join('\n'), contentType: 'text/plain' });
    console.log(`First-visit JavaScript, gzipped (budget ${budget} KB):\n${table.join('\n')}`);

    expect(rows.length).toBe(routeTable.length + 1);
    const over = rows.filter((row) => row.kb > budget).map((row) => `${row.path}: ${row.kb} KB`);
    expect(over, `routes over the ${budget} KB budget`).toEqual([]);
    // The measurement itself must see the scripts (a page without any would mean it measured nothing).
    expect(Math.min(...rows.map((row) => row.kb))).toBeGreaterThan(50);
  });
});

/** Buttons are MUI's own, ripple included: the first press on one ripples. */
test.describe("buttons' ripple", () => {
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo.project.name), 'the ripple is the same at every width'));

  test('the first press on a button ripples', async ({ page, consoleErrors }) => {
    await page.goto('/');
    // The ripple is the button's code: wait until the page is live.
    await expect(page.locator('html')).toHaveAttribute('data-page', /\//);
    const button = page.getByRole('banner').getByRole('link', { name: 'Schedule a Meeting' });
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(button.locator('.MuiTouchRipple-ripple')).toHaveCount(1);
    // Let go elsewhere (no navigation): the ripple fades out.
    await page.mouse.move(box.x + box.width / 2, box.y + 300);
    await page.mouse.up();
    await expect(button.locator('.MuiTouchRipple-ripple')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
