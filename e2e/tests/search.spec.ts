import type { Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { dropScripts, onceScriptsArrive } from './support/firstPaint';

/*
 * The site search, as a visitor uses it: the navbar's button on desktop, the
 * phone menu's on phones, "/" from the keyboard. The index is the build's
 * (Pagefind, from the prerendered pages).
 */

const searchField = (page: Page) => page.getByRole('combobox', { name: 'Search the site' });
const searchStatus = (page: Page) => page.getByRole('dialog', { name: 'Search the site' }).getByRole('status');
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');

/** Opens the search the way a visitor on this screen does. */
async function openSearch(page: Page) {
  if (test.info().project.name === 'phone') {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Search pages and billing codes' }).click();
  } else {
    await page.getByRole('button', { name: 'Search the site' }).click();
  }
  await expect(searchField(page)).toBeFocused();
}

test('a code opens the page at its row, marked for a moment @phone', async ({ page, consoleErrors }) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) indexRequests.push(request.url());
  });
  await page.goto('/aboutus');
  // A visit that does not search downloads nothing of the index.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  expect(indexRequests).toEqual([]);
  await openSearch(page);
  await searchField(page).fill('99291');
  const first = results(page).first();
  await expect(first).toContainText('Emergency Medicine Billing Services');
  await expect(first).toContainText('99291: Critical care');
  // Exact for codes: a code's first four digits name no code.
  await searchField(page).fill('9929');
  await expect(searchStatus(page)).toHaveText('No results for “9929”');
  await searchField(page).fill('99291');
  await first.click();

  await expect(page).toHaveURL(/\/specialties\/emergency-medicine#code-99291$/);
  const row = page.getByRole('row', { name: /^99291 Critical care/ });
  await expect(row).toBeInViewport();
  await expect(row).toHaveCSS('outline-style', 'solid');
  await expect(row).toHaveCSS('outline-style', 'none');
  expect(consoleErrors).toEqual([]);
});

test('a misspelt word finds what the pages say, and says what it searched for', async ({ page }) => {
  await page.goto('/');
  await openSearch(page);
  await searchField(page).fill('prior authorizaton');
  await expect(searchStatus(page)).toHaveText(/results for “prior authorization”$/);
  await expect(results(page).first()).toContainText('Prior Authorization Services');
  await expect(results(page).first().locator('mark').first()).toHaveText(/prior|authorization/i);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/prior-authorization-services#/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prior Authorization Services');
});

test('keyboard only: "/" opens it, arrows choose, Escape closes and keeps the query, Enter opens', async ({ page }) => {
  await page.goto('/contactus');
  await expect(page.getByRole('button', { name: 'Search the site' })).toBeEnabled();
  await page.keyboard.press('/');
  await expect(searchField(page)).toBeFocused();
  await page.keyboard.type('modifier 25');
  // The results of what was typed, not of a keystroke before it (a newer list starts again at its first result).
  await expect(page.getByRole('dialog').getByRole('status')).toContainText('for “modifier 25”');
  await expect(results(page).nth(2)).toBeVisible();
  await expect(results(page).first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  const chosen = results(page).nth(1);
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect(searchField(page)).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!);
  await expectNoViolations(page, 'the search dialog with results');

  await page.keyboard.press('Escape');
  await expect(searchField(page)).toBeHidden();
  await page.keyboard.press('/');
  await expect(searchField(page)).toHaveValue('modifier 25');
  await page.keyboard.press('ArrowUp');
  const first = results(page).first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(first).toContainText('Modifier 25:');
  const pageName = await first.locator('p').first().textContent();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#modifier-25$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageName!);
  await expect(page.getByRole('row', { name: /^25 A significant/ })).toBeInViewport();
});

test('Enter then Escape before the results are in: the visitor stays where they are', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/pagefind/pagefind.js*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await openSearch(page);
  await searchField(page).fill('G0447');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(searchField(page)).toBeHidden();
  release();
  // The search finished with the dialog closed: opened again, its results are there, and nothing was opened meanwhile.
  await page.keyboard.press('/');
  // The index's code and files download once let through: on a busy machine that takes a while.
  await expect(results(page).first()).toContainText('G0447', onceScriptsArrive);
  await expect(page).toHaveURL(/\/$/);
});

test('"/" typed in a form field is the field’s', async ({ page }) => {
  await page.goto('/contactus');
  const name = page.getByRole('textbox', { name: 'Your name' });
  await name.fill('A');
  await name.press('/');
  await expect(name).toHaveValue('A/');
  await expect(searchField(page)).toBeHidden();
});

test('Enter pressed as soon as a code is typed opens its first result, not one of an earlier keystroke', async ({ page }) => {
  await page.goto('/');
  await openSearch(page);
  await searchField(page).fill('G0447');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/specialities\/bariatrics#code-G0447$/);
  await expect(page.getByRole('row', { name: /^G0447 / })).toBeInViewport();
});

test('a code inside a range finds the range’s row', async ({ page }) => {
  await page.goto('/');
  await openSearch(page);
  await searchField(page).fill('37255');
  await expect(results(page).first()).toContainText('Vascular Surgery Billing Services');
  await expect(results(page).first()).toContainText('37254–37262: Endovascular treatment of the iliac arteries');
});

test('no result says so and offers the specialties and the billing team', async ({ page }) => {
  await page.goto('/');
  await openSearch(page);
  await searchField(page).fill('zzqxv');
  await expect(page.getByText('No results for “zzqxv”.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ask our billing team' })).toHaveAttribute('href', '/contactus');
  await page.getByRole('link', { name: 'our specialties' }).click();
  await expect(page).toHaveURL(/\/specialities$/);
  await expect(searchField(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Specialties');
});

test('an index that does not load is reported, the page stays, and Try again searches what was typed', async ({ page }) => {
  await page.route('**/pagefind/**', (route) => route.abort());
  await page.goto('/medical-billing-services');
  await openSearch(page);
  await searchField(page).fill('denial');
  await expect(page.getByRole('alert')).toContainText('The search could not load.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medical Billing Services');

  await page.unroute('**/pagefind/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(results(page).first()).toContainText('Denial');
  await expect(searchField(page)).toHaveValue('denial');
});

test('the search’s code not arriving is said where the visitor is, and Try again brings the search', async ({ page }) => {
  await page.goto('/medical-billing-services');
  await expect(page.getByRole('button', { name: 'Search the site' })).toBeEnabled();
  await page.mouse.wheel(0, 2500);
  // From now on no script arrives, and one that failed stays failed at its address.
  const network = await dropScripts(page);
  await page.getByRole('button', { name: 'Search the site' }).click();
  // The search's message, not the page's own sections' (their code no longer arrives either).
  const alert = page.locator('[role="alert"]:not(main *)').filter({ hasText: 'didn’t load' });
  await expect(alert).toBeInViewport();
  network.reconnect();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(searchField(page)).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search is not offered as if it worked', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Search the site' })).toBeDisabled();
  });
});
