import type { Page } from '@playwright/test';
import { booking, expect, test } from './support/fixtures';
import { dropScripts, slowPhone } from './support/firstPaint';

/*
 * Every booking action opens /contactus#book. After a link followed in the
 * browser (the page live), the contact page's code and then its form's code
 * arrive after the navigation: the form must be on screen when it has
 * arrived, with the keyboard's focus at it, at every width, on a fast machine
 * and on a slow phone, and again when the code is already there (the second
 * time). Opened before the page is live, the link loads the prerendered
 * contact page, which the browser opens at the anchor itself.
 */

const bookingForm = (page: Page) => page.getByRole('form', { name: 'Book a free consultation' });

/** Waits until the page is live: the search, disabled until then, can be used (in the menu below 1200 px). */
async function untilLive(page: Page) {
  const navbarSearch = page.getByRole('button', { name: 'Search the site' });
  if (await navbarSearch.isVisible()) return expect(navbarSearch).toBeEnabled({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Search pages and billing codes' })).toBeEnabled({
    timeout: 20_000,
  });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
}

/** Taps the first booking action of the page's content, halfway down a long page, once the page is live. */
async function bookFromLongPage(page: Page) {
  await page.goto('/denial-management-services');
  await untilLive(page);
  const book = page.getByRole('main').getByRole('link', { name: booking.label }).first();
  await book.scrollIntoViewIfNeeded();
  await book.click();
  await expect(page).toHaveURL(/\/contactus#book$/);
}

/** The form has arrived, and stays in view with focus in its section while the rest of the page arrives. */
async function expectLandedOnForm(page: Page) {
  const form = bookingForm(page);
  await expect(form.getByRole('textbox', { name: 'Your name' })).toBeVisible({ timeout: 20_000 });
  await expect(form).toBeInViewport({ ratio: 0.4 });
  // Followed before its section was live, the link loads the contact page: focus comes when that page is.
  await expect(page.locator(`#${booking.anchor}`)).toBeFocused({ timeout: 20_000 });
  // The contact page's later parts (the map, the next steps) arriving below do not move it.
  await expect(page.getByRole('heading', { name: 'From first message to onboarding' })).toBeAttached({ timeout: 20_000 });
  await expect(form.getByRole('textbox', { name: 'Your name' })).toBeInViewport();
}

const widths = [
  { width: 375, height: 812, phone: true },
  { width: 768, height: 1024, phone: true },
  { width: 1280, height: 800, phone: false },
];

for (const { width, height, phone } of widths) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, isMobile: phone, hasTouch: phone });

    test('Book from a long page lands on the form, with focus at it, and again the second time', async ({ page }) => {
      await bookFromLongPage(page);
      await expectLandedOnForm(page);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Denial Management Services');
      const book = page.getByRole('main').getByRole('link', { name: booking.label }).first();
      await book.scrollIntoViewIfNeeded();
      await book.click();
      await expectLandedOnForm(page);
    });

    test('on a slow phone, Book lands on the form once it has arrived', async ({ page }) => {
      test.slow();
      await slowPhone(page);
      await bookFromLongPage(page);
      await expectLandedOnForm(page);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('Book while the connection is down says so where the visitor lands, and Try again brings the form', async ({ page }) => {
    await page.goto('/denial-management-services');
    await untilLive(page);
    // The phone's booking bar, part of the live frame, shows once the page is scrolled.
    await page.mouse.wheel(0, 1500);
    const book = page.getByRole('complementary', { name: 'Call or book' }).getByRole('link', { name: /^Book/ });
    await expect(book).toBeInViewport();
    const network = await dropScripts(page);
    await book.click();
    await expect(page).toHaveURL(/\/contactus#book$/);
    const alert = page.getByRole('main').getByRole('alert').filter({ hasText: 'This part of the page didn’t load.' });
    await expect(alert).toBeInViewport();
    network.reconnect();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(bookingForm(page).getByRole('textbox', { name: 'Your name' })).toBeInViewport({ timeout: 20_000 });
  });
});
