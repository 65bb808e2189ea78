import { company, expect, isPhone, test } from './support/fixtures';

const services = [
  ['Medical Billing', '/medical-billing-services'],
  ['Accounts Receivable', '/accounts-receivable-services'],
  ['Prior Authorization', '/prior-authorization-services'],
  ['Denial Management', '/denial-management-services'],
  ['Enrollment & Credentialing', '/enrollment-credentialing-services'],
  ['Payment Posting', '/payment-posting'],
] as const;

test.describe('desktop navigation bar', () => {
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo.project.name), 'desktop layout'));

  test('shows the links, the logo and the meeting button', async ({ page }) => {
    await page.goto('/aboutus');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links: Array<[string, string]> = [
      ['Home', '/'],
      ['About Us', '/aboutus'],
      ['Specialties', '/specialities'],
      ['Contact Us', '/contactus'],
    ];
    for (const [name, href] of links) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('banner').getByRole('img', { name: company.name })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Schedule a Meeting' })).toHaveAttribute(
      'href',
      '/contactus',
    );
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('highlights the section of the current page', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/aboutus');
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('data-active', 'true');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('data-active', 'true');

    await page.goto('/payment-posting');
    await expect(nav.getByRole('button', { name: 'Services', exact: true })).toHaveAttribute('data-active', 'true');

    await page.goto('/specialties/orthopedics');
    await expect(nav.getByRole('link', { name: 'Specialties' })).toHaveAttribute('data-active', 'true');
    await expect(nav.getByRole('button', { name: 'Services', exact: true })).not.toHaveAttribute('data-active', 'true');
  });

  test('Services opens on hover and hides 300 ms after the pointer leaves', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Services', exact: true });
    const menu = page.locator('#services-menu');
    await expect(menu).toBeHidden();
    // Page time stands still from here on and moves only when the test says.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);

    await button.hover();
    await expect(menu).toBeVisible();
    for (const [name, href] of services) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    await page.mouse.move(640, 600);
    await page.clock.runFor(250);
    await expect(menu).toBeVisible();
    await page.clock.runFor(100);
    await expect(menu).toBeHidden();
  });

  test('Services works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Services', exact: true });
    const menu = page.locator('#services-menu');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Medical Billing' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Accounts Receivable' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Medical Billing' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/medical-billing-services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medical Billing Services');
    await expect(menu).toBeHidden();
  });
});

test.describe('phone menu', () => {
  test.beforeEach(({}, testInfo) => test.skip(!isPhone(testInfo.project.name), 'phone layout'));

  test('opens full screen, locks scrolling, keeps focus and closes on Escape', async ({ page }) => {
    await page.goto('/aboutus');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBe(375);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expect(opener).toBeFocused();
  });

  test('the Services group expands and choosing a link closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    const group = menu.getByRole('button', { name: 'Services', exact: true });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByRole('link', { name: 'Payment Posting' })).toBeHidden();
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of services) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await menu.getByRole('link', { name: 'Payment Posting' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/payment-posting$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Posting Services');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('button', { name: 'Services', exact: true })).toHaveAttribute('data-active', 'true');
    await menu.getByRole('link', { name: 'Schedule a Meeting' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  });
});
