import type { Locator, Page } from '@playwright/test';
import { company, expect, test } from './support/fixtures';
import { holdScripts, slowPhone } from './support/firstPaint';

const services = [
  ['Medical Billing', '/medical-billing-services'],
  ['Accounts Receivable', '/accounts-receivable-services'],
  ['Prior Authorization', '/prior-authorization-services'],
  ['Denial Management', '/denial-management-services'],
  ['Enrollment & Credentialing', '/enrollment-credentialing-services'],
  ['Payment Posting', '/payment-posting'],
] as const;

/**
 * Starts loading `path` and returns as soon as its response arrives, before
 * the page's scripts have run: what the test does next, it does the moment
 * the controls are on screen, like a visitor who does not wait.
 */
async function arrive(page: Page, path: string) {
  const url = new URL(path, test.info().project.use.baseURL).href;
  await page.evaluate((href) => window.location.assign(href), url);
  await page.waitForURL(url, { waitUntil: 'commit' });
}

/**
 * The expanded state assistive technology is told about the control with
 * this role and accessible name, read from Chromium's accessibility tree
 * (which also covers states the browser derives itself, such as a popover
 * button's); undefined when no such control is exposed.
 */
async function expandedState(page: Page, role: string, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { nodeId: root.nodeId, accessibleName: name, role });
    const node = nodes.find((candidate) => !candidate.ignored);
    return node?.properties?.find((property) => property.name === 'expanded')?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

/**
 * Turns the mouse wheel over the middle of the screen and checks whether the
 * page scrolled. A page that must not scroll is looked at again after the
 * wheel has been answered (Playwright's wheel resolves once the browser has
 * handled the event) and two frames have been drawn; one that must may take
 * a busy phone a while.
 */
async function expectWheelToScrollPage(page: Page, scrolls: boolean) {
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(187, 500);
  await page.mouse.wheel(0, 800);
  const position = () => page.evaluate(() => window.scrollY);
  if (scrolls) await expect.poll(position, { timeout: 10_000 }).toBeGreaterThan(before);
  else {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await position()).toBe(before);
  }
}

/** Whether focus is on an element outside `part` (focus on none, the document itself, is not). */
function focusOutside(part: Locator) {
  return part.evaluate((element) => {
    const focused = document.activeElement;
    return focused !== null && focused !== document.body && !element.contains(focused);
  });
}

test.describe('desktop navigation bar', () => {
  test('shows the links, the logo and the meeting button', async ({ page }) => {
    await arrive(page, '/aboutus');
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
    await arrive(page, '/aboutus');
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('data-active', 'true');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('data-active', 'true');

    await arrive(page, '/payment-posting');
    await expect(nav.getByRole('button', { name: 'Services', exact: true })).toHaveAttribute('data-active', 'true');

    await arrive(page, '/specialties/orthopedics');
    await expect(nav.getByRole('link', { name: 'Specialties' })).toHaveAttribute('data-active', 'true');
    await expect(nav.getByRole('button', { name: 'Services', exact: true })).not.toHaveAttribute('data-active', 'true');
  });

  test('Services opens on hover and on keyboard focus before any script has run', async ({ page }) => {
    await holdScripts(page);
    await arrive(page, '/');
    const button = page.getByRole('button', { name: 'Services', exact: true });
    const menu = page.locator('#services-menu');
    await button.hover();
    await expect(menu.getByRole('link', { name: 'Medical Billing' })).toBeVisible();
    for (const [name, href] of services) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await page.mouse.move(1200, 700);
    await expect(menu).toBeHidden();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Medical Billing' })).toBeFocused();
  });

  test('Services hides 300 ms after the pointer leaves, and says so', async ({ page }) => {
    await arrive(page, '/');
    const button = page.getByRole('button', { name: 'Services', exact: true });
    const menu = page.locator('#services-menu');
    await expect(menu).toBeHidden();
    await button.hover();
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    // The hiding is a CSS transition: stop the page's animation clock, then look at it at chosen moments.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
    await page.mouse.move(1200, 700);
    const seen = await menu.evaluate(async (element) => {
      // The transition starts with the next style update.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const hiding = element.getAnimations().find((animation) => animation instanceof CSSTransition);
      if (!hiding) return 'no transition';
      const at = (ms: number) => {
        hiding.currentTime = ms;
        return getComputedStyle(element).visibility;
      };
      const moments = { 0: at(0), 250: at(250), 299: at(299), 300: at(300) };
      hiding.finish();
      return moments;
    });
    expect(seen).toEqual({ 0: 'visible', 250: 'visible', 299: 'visible', 300: 'hidden' });
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('choosing a service closes Services even with the pointer still over it', async ({ page }) => {
    await arrive(page, '/');
    const button = page.getByRole('button', { name: 'Services', exact: true });
    const menu = page.locator('#services-menu');
    await button.hover();
    // The truth about the list's state is told once scripts run.
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Payment Posting' }).click();
    await expect(page).toHaveURL(/\/payment-posting$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Posting Services');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Once the pointer has left, hovering opens it again.
    await page.mouse.move(1200, 700);
    await button.hover();
    await expect(menu).toBeVisible();
  });

  test('Services works from the keyboard', async ({ page }) => {
    await arrive(page, '/');
    const button = page.getByRole('button', { name: 'Services', exact: true });
    const menu = page.locator('#services-menu');
    await button.focus();
    // Keyboard focus shows the list (CSS, from first paint) ...
    await expect(menu).toBeVisible();
    // ... and once scripts run, the button says so and the keys work.
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Medical Billing' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Accounts Receivable' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('link', { name: 'Not sure where to start? Book a free consultation' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('link', { name: 'Payment Posting' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Medical Billing' })).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/medical-billing-services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medical Billing Services');
    await expect(menu).toBeHidden();
  });
});

test.describe('phone menu', { tag: '@phone-only' }, () => {

  test('a tap at first paint opens it, on a slow phone, whichever remote the page comes from', async ({ page }) => {
    test.setTimeout(60_000);
    await slowPhone(page);
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    for (const path of ['/', '/specialities/cardiology', '/contactus']) {
      await arrive(page, path);
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(menu.getByRole('link', { name: 'About Us' }), path).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Schedule a Meeting' }), path).toBeVisible();
    }
  });

  test('before any script: opens full screen, locks scrolling, keeps focus, closes on Escape and on a link', async ({
    page,
  }) => {
    await holdScripts(page);
    await arrive(page, '/aboutus');
    const opener = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await opener.click();
    await expect(menu).toBeVisible();
    expect((await menu.boundingBox())?.width).toBe(375);
    await expectWheelToScrollPage(page, false);

    // Focus never reaches the page under the menu, and comes round to the menu's first item again.
    const firstItem = menu.getByRole('link', { name: company.name });
    let cameRound = false;
    for (let i = 0; i < 11; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusOutside(menu)).toBe(false);
      if (i > 0 && (await firstItem.evaluate((element) => element === document.activeElement))) cameRound = true;
    }
    expect(cameRound).toBe(true);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
    await expectWheelToScrollPage(page, true);

    await opener.tap();
    await menu.getByRole('link', { name: 'Contact Us' }).tap();
    await expect(page).toHaveURL(/\/contactus$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(menu).toBeHidden();
  });

  test('tells assistive technology whether the menu and its Services group are expanded', async ({ page }) => {
    await arrive(page, '/');
    const opener = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(opener).toBeVisible();
    await expect.poll(() => expandedState(page, 'button', 'Open menu')).toBe(false);
    await opener.tap();
    await expect(menu).toBeVisible();
    // While it is open, the page under it (the menu button included) is hidden from assistive technology too.
    await expect.poll(() => expandedState(page, 'button', 'Open menu')).toBeUndefined();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect.poll(() => expandedState(page, 'DisclosureTriangle', 'Services')).toBe(false);
    await menu.getByText('Services', { exact: true }).tap();
    await expect.poll(() => expandedState(page, 'DisclosureTriangle', 'Services')).toBe(true);
    await menu.getByRole('button', { name: 'Close menu' }).tap();
    await expect(menu).toBeHidden();
    await expect.poll(() => expandedState(page, 'button', 'Open menu')).toBe(false);
  });

  test('once the page is loaded and in use: the Services group, the trap, and links that close it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await arrive(page, '/');
    // Loaded: the hero's slide buttons are live once the page's code has run.
    await expect(page.getByRole('button', { name: /^Slide 1:/ })).toBeEnabled();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    });
    const opener = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await opener.tap();
    const group = menu.getByText('Services', { exact: true });
    await expect(group).not.toHaveAttribute('data-active');
    await expect(menu.getByRole('link', { name: 'Payment Posting' })).toBeHidden();
    await group.tap();
    for (const [name, href] of services) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }

    // Focus goes round inside the menu without ever leaving it.
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press(i < 14 ? 'Tab' : 'Shift+Tab');
      expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await menu.getByRole('link', { name: 'Payment Posting' }).tap();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/payment-posting$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Posting Services');
    await expectWheelToScrollPage(page, true);

    // On a service page the group is highlighted and starts open.
    await opener.tap();
    await expect(group).toHaveAttribute('data-active', 'true');
    await expect(menu.getByRole('link', { name: 'Denial Management' })).toBeVisible();
    // The link to the page already shown closes the menu too.
    await menu.getByRole('link', { name: 'Payment Posting' }).tap();
    await expect(menu).toBeHidden();
    await opener.tap();
    await menu.getByRole('link', { name: 'Schedule a Meeting' }).tap();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    // The router changed the pages: none was loaded anew.
    expect(documents).toEqual([]);
  });
});
