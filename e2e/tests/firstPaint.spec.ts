import type { Browser, Page } from '@playwright/test';
import { missionStatements } from '../../remote-home/src/content/about';
import { heroSlides } from '../../remote-home/src/content/heroSlides';
import { blogPosts } from '../../shared/src/content/blogPosts';
import { expect, formMessages, isPhone, test, toasts } from './support/fixtures';
import { slowPhone } from './support/firstPaint';

/**
 * A visitor does not wait for a page to be "ready": they press what they see
 * the moment it is on screen. Links, menus and forms work from the first
 * paint; a control that needs script is disabled (and looks it) until its code
 * runs, so a press on anything that looks ready takes effect, once. Playwright
 * presses as soon as the control can take it.
 */

/**
 * How long the slow-phone profile may take to make a control live: the page's
 * and the section's code download at 1.6 Mbps and run at a quarter of the CPU,
 * and a busy two-core machine running two browsers once needed more than 15 s.
 * How fast it is on a phone is measured by `npm run bench`.
 */
const slowPhoneWait = 30_000;

test.describe('pressed at first paint', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a mission carousel arrow is unavailable until its code runs, then moves to the next statement', async ({
    page,
    consoleErrors,
  }) => {
    await slowPhone(page);
    await page.goto('/aboutus');
    const next = page.getByRole('button', { name: 'Next mission statement' });
    // As the page arrives (the carousel's code loads only once it comes near):
    // a button that says it cannot act yet.
    await expect(next).toBeDisabled();
    await next.scrollIntoViewIfNeeded();
    await next.click({ timeout: slowPhoneWait });
    await expect(page.getByText(missionStatements[1]!)).toBeVisible();
    await expect(page.getByText(missionStatements[0]!)).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('page 2 of the blog, pressed at once, opens at its own address, once', async ({ page, consoleErrors }) => {
    await slowPhone(page);
    await page.goto('/blogs');
    const pageTwo = page.getByRole('link', { name: 'Page 2', exact: true });
    await pageTwo.scrollIntoViewIfNeeded();
    await pageTwo.click();
    await expect(page).toHaveURL(/\/blogs\/page\/2#articles$/, { timeout: slowPhoneWait });
    await expect(page.getByRole('heading', { name: blogPosts[8]!.title })).toBeVisible({ timeout: slowPhoneWait });
    await expect(page.getByRole('heading', { name: blogPosts[0]!.title })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Page 2, current page' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(/\/blogs$/);
    expect(consoleErrors).toEqual([]);
  });

  test('the home hero’s previous arrow (large screens) or last dot (phones) shows the last slide', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    await slowPhone(page);
    // Looked at from the moment the page starts to arrive.
    await page.goto('/', { waitUntil: 'commit' });
    // The last slide: auto-advance would reach it only after ten seconds.
    const control = isPhone(testInfo.project.name)
      ? page.getByRole('button', { name: /^Slide 3:/ })
      : page.getByRole('button', { name: 'Previous slide' });
    await expect(control).toBeDisabled();
    await control.click({ timeout: slowPhoneWait });
    await expect(page.getByRole('heading', { name: heroSlides[2]!.heading })).toBeVisible({ timeout: 4_000 });
    expect(consoleErrors).toEqual([]);
  });
});

/** The page's headings, in order (a carousel's other slides included). */
function headings(page: Page) {
  return page.locator('main :is(h1, h2, h3), footer :is(h2, h3)').allTextContents();
}

/** Scrolls to the bottom a screen at a time, so each part that comes near loads. */
async function readToTheEnd(page: Page) {
  for (;;) {
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight);
      return window.scrollY !== before;
    });
    if (!moved) break;
    await page.waitForTimeout(50);
  }
  await quiet(page);
}

/** Until the network is quiet, or 15 s at most: a part that failed may keep an embed or a retry busy. */
async function quiet(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

/** One visit to the end of the page with one script (or none) failing to download. */
async function visit(browser: Browser, path: string, blocked: string | null) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.route((url) => url.hostname !== 'localhost', (route) => route.abort('internetdisconnected'));
  if (blocked) await page.route((url) => url.pathname === blocked, (route) => route.abort('failed'));
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  // The first screen's scripts (they start once the page has painted), then quiet.
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  await quiet(page);
  const firstScreen = scripts.length;
  await readToTheEnd(page);
  const result = {
    // What loads only as the visitor scrolls.
    lazy: scripts.slice(firstScreen),
    uncaught,
    headings: await headings(page),
    frame: await page.getByRole('banner').isVisible() && (await page.getByRole('contentinfo').isVisible()),
  };
  await context.close();
  return result;
}

test.describe('a lazily loaded part that fails to download', () => {
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo.project.name), 'one viewport is enough'));

  for (const path of ['/', '/aboutus', '/contactus', '/blogs']) {
    test(`${path}: blocking each lazily loaded script in turn leaves the page whole`, async ({ browser }) => {
      test.setTimeout(240_000);
      const reference = await visit(browser, path, null);
      expect(reference.uncaught).toEqual([]);
      // The shell's own lazy parts (the footer's form, toasts) are checked on the home page.
      const chunks = [...new Set(reference.lazy)].filter((chunk) => path === '/' || chunk.startsWith('/mf/'));
      expect(chunks.length).toBeGreaterThan(0);
      for (const chunk of chunks) {
        const blocked = await visit(browser, path, chunk);
        expect(blocked.uncaught, chunk).toEqual([]);
        expect(blocked.frame, chunk).toBe(true);
        // Every section is still there and readable: the page never blanks.
        expect(blocked.headings, chunk).toEqual(reference.headings);
      }
    });
  }

  test('the footer’s newsletter form: the page stays whole, says so, and works after Try again', async ({
    page,
    emailService,
  }) => {
    await page.route(/\/assets\/NewsletterForm-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Subscribe Newsletter' });
    await form.scrollIntoViewIfNeeded();
    const alert = page.getByRole('alert').filter({ hasText: 'didn’t load' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policies' })).toBeVisible();

    await page.unroute(/\/assets\/NewsletterForm-[\w-]+\.js$/);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toBeHidden();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts(page).getByText(formMessages.invalidEmail)).toBeVisible();
    expect(emailService.requests).toHaveLength(0);
  });

  test('the mission carousel: while its code is missing its arrows stay unavailable, it says so, and works after Try again', async ({
    page,
  }) => {
    await page.route(/\/assets\/MissionCarousel-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.goto('/aboutus');
    const next = page.getByRole('button', { name: 'Next mission statement' });
    await next.scrollIntoViewIfNeeded();
    const alert = page.getByRole('alert').filter({ hasText: 'didn’t load' });
    await expect(alert).toBeVisible();
    await expect(page.getByText(missionStatements[0]!)).toBeVisible();
    await expect(next).toBeDisabled();

    await page.unroute(/\/assets\/MissionCarousel-[\w-]+\.js$/);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toBeHidden();
    await next.click();
    await expect(page.getByText(missionStatements[1]!)).toBeVisible();
  });
});
