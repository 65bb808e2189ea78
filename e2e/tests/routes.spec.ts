import { expect, notFoundRoute, test } from './support/fixtures';
import { busyCpu } from './support/firstPaint';

// Every route's HTML is checked over HTTP in prerender.spec.ts, one page of each template in a browser in templates.spec.ts.

test('paths match whatever their letter case', async ({ page }) => {
  await page.goto('/AboutUs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await page.goto('/SPECIALTIES/Vascular-Surgery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vascular Surgery Billing Services');
});

test('the not-found page leads back into the site', async ({ page, consoleErrors }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundRoute.heading);
  const sections = page.getByRole('navigation', { name: 'Main sections' });
  await sections.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contactus$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  // Chromium reports the document's own 404 status; nothing else may go wrong.
  expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
});

test('an address under the other spelling of "specialties" offers that page, and the search', async ({ page }) => {
  const response = await page.goto('/specialities/durable-medical-equipment');
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  const search = main.getByRole('button', { name: 'Search pages and billing codes' });
  await expect(search).toBeEnabled();
  await search.click();
  await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Escape');
  await main.getByRole('status').filter({ hasText: 'Did you mean' }).getByRole('link', { name: 'Durable Medical Equipment Billing Services' }).click();
  await expect(page).toHaveURL(/\/specialties\/durable-medical-equipment$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Durable Medical Equipment Billing Services');
});

test('a new page opens at the top and Back returns to the old position', async ({ page }) => {
  // On a busy phone, pressing the link the moment it is on screen: Back must
  // find the page whole even if the visitor left before React reached it.
  await busyCpu(page);
  await page.goto('/privacy-policy', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  const footer = page.getByRole('contentinfo');
  const blogs = footer.getByRole('link', { name: 'Blogs' });
  await footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  // Where the visitor sees the link they press (the browser keeps it in place if the text above reflows).
  const pressedAt = (await blogs.boundingBox())!.y;

  await blogs.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect.poll(async () => Math.round((await blogs.boundingBox())!.y)).toBe(Math.round(pressedAt));
});
