import { missionStatements } from '../../remote-home/src/content/about';
import { heroSlides } from '../../remote-home/src/content/heroSlides';
import { blogPosts } from '../../shared/src/content/blogPosts';
import { expect, formMessages, test, toasts } from './support/fixtures';
import { dropScripts, slowPhone } from './support/firstPaint';

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

test('the page paints before it asks for any script, then goes live', async ({ page }) => {
  await slowPhone(page);
  await page.goto('/aboutus');
  await expect(page.getByRole('button', { name: 'Next mission statement' })).toBeAttached();
  await expect(page.locator('html[data-page]')).toBeAttached({ timeout: slowPhoneWait });
  // The browser's own timeline: its first contentful paint, and when each script was asked for.
  const { paint, scripts } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(scripts.length).toBeGreaterThan(0);
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
});

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

  test('the home hero’s previous arrow shows the last slide', async ({ page, consoleErrors }) => {
    await slowPhone(page);
    // Looked at from the moment the page starts to arrive.
    await page.goto('/', { waitUntil: 'commit' });
    // The last slide: auto-advance would reach it only after ten seconds.
    const control = page.getByRole('button', { name: 'Previous slide' });
    await expect(control).toBeDisabled();
    await control.click({ timeout: slowPhoneWait });
    await expect(page.getByRole('heading', { name: heroSlides[2]!.heading })).toBeVisible({ timeout: 4_000 });
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('a lazily loaded part that fails to download', () => {
  test('the connection drops after the first screen: the footer’s form says so, the page stays whole, and Try again brings it with what was typed', async ({
    page,
    emailService,
  }) => {
    await page.goto('/');
    // The first screen is live: the hero's controls work.
    await expect(page.getByRole('button', { name: /^Slide 1:/ })).toBeEnabled();
    // Whatever loads as the visitor scrolls fails, and stays failed at its address.
    const network = await dropScripts(page);

    const form = page.getByRole('form', { name: 'Subscribe Newsletter' });
    await form.scrollIntoViewIfNeeded();
    const alert = page.getByRole('contentinfo').getByRole('alert').filter({ hasText: 'didn’t load' });
    await expect(alert).toBeVisible();
    // The page is whole: its heading, the form as the HTML drew it, the footer's links.
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    const email = form.getByRole('textbox', { name: 'Email address' });
    await expect(email).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policies' })).toBeVisible();
    await email.fill('ana@clinic');

    network.reconnect();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toBeHidden();
    // Where the visitor was, with what they typed.
    await expect(email).toHaveValue('ana@clinic');
    await expect(email).toBeInViewport();
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toasts(page).getByText(formMessages.invalidEmail)).toBeVisible();
    expect(emailService.requests).toHaveLength(0);
  });
});
