import type { Page, Route } from '@playwright/test';
import { brand } from '../../shared/src/brand';
import { expect, formMessages, hexToRgb, scriptsRequested, test, toasts } from './support/fixtures';
import { openFromHeader } from './support/navigation';

/** One page of each remote, by the header's navigation, to load all four in one visit. */
const remotePages = [
  ['Contact Us', 'Contact Us'],
  ['About Us', 'About Us'],
  ['Payment Posting', 'Payment Posting Services'],
  ['Specialties', 'Our Specialties'],
] as const;

async function openThroughNavigation(page: Page, link: string, heading: string) {
  await openFromHeader(page, link, { service: link === 'Payment Posting' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

test.describe('shared singletons', () => {
  test('the remotes use the shell’s libraries: no remote downloads its own copy', async ({ page, consoleErrors }) => {
    const scripts = scriptsRequested(page);
    // The prerendered page is on screen at once; its remote arrives after it.
    const homeRemote = page.waitForResponse((response) => new URL(response.url()).pathname === '/mf/home/remoteEntry.js');
    await page.goto('/');
    await homeRemote;
    for (const [link, heading] of remotePages) await openThroughNavigation(page, link, heading);

    // Every remote was really loaded…
    for (const name of ['home', 'services', 'specialties', 'contact']) {
      expect(scripts).toContain(`/mf/${name}/remoteEntry.js`);
    }
    // …and rendered with the shell's React and router: a second copy of
    // either fails loudly (hooks outside their provider).
    expect(consoleErrors).toEqual([]);
  });

  test('a remote’s components use the shell’s theme and its toast container', async ({ page, emailService }) => {
    await page.goto('/contactus');
    const form = page.getByRole('form', { name: 'Book a free consultation' });
    const send = form.getByRole('button', { name: 'Book a free consultation' });
    // The site's teal, not MUI's default purple: the theme context is the shell's.
    await expect(send).toHaveCSS('background-color', hexToRgb(brand.teal));

    await send.click();
    await expect(toasts(page)).toHaveCount(1);
    const toast = toasts(page).getByRole('alert').filter({ hasText: formMessages.missingFields });
    await expect(toast).toBeVisible();
    // Top right, once it has slid in (it overshoots on the way).
    const viewport = page.viewportSize()!;
    await expect
      .poll(async () => {
        const box = (await toast.boundingBox())!;
        return box.x + box.width > viewport.width - 40 && box.x + box.width <= viewport.width && box.y < 120;
      })
      .toBe(true);
    expect(emailService.requests).toHaveLength(0);
  });
});

test.describe('a remote built against another major version of a shared library', () => {
  test('is refused when it loads: the prerendered page stays, Try again is offered, and the console says why', async ({ page, request }) => {
    // The contact remote as if built against the next major React: its
    // federation manifest names the React it was built with, and every one of
    // its scripts asks for the next major instead.
    const manifest = (await (await request.get('/mf/contact/mf-manifest.json')).json()) as { shared: { name: string; requiredVersion: string }[] };
    const built = manifest.shared.find((library) => library.name === 'react')!.requiredVersion;
    const next = `^${Number(/\d+/.exec(built)![0]) + 1}.0.0`;
    await page.route('**/mf/contact/**/*.js', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replaceAll(`\`${built}\``, `\`${next}\``) });
    });
    const consoleLines: string[] = [];
    page.on('console', (message) => void consoleLines.push(message.text()));

    await page.goto('/contactus');
    const alert = page.getByRole('alert').filter({ hasText: 'didn’t load' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByRole('form', { name: 'Book a free consultation' })).toBeVisible();
    expect(consoleLines.join('\n')).toContain(`Refused the contact remote for version skew: contact needs react ${next}, and the page provides`);

    // Still refused on Try again (the release is what has to change), and the page stays whole.
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Say Hello!' })).toBeVisible();
    // Closing the page does not wait for a script still passing through the
    // handler: a fresh-clone run's teardown waited on one past the test's timeout.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('a remote that is down', () => {
  // Every way an entry fails (an error status, a network failure) takes the
  // runtime's one failure path; the status, the page's message and its
  // recovery are the same, so one kind stands for all.
  const outage = (route: Route) => route.fulfill({ status: 500, body: 'Server error' });
  const label = 'its entry answers 500';

  test(`when ${label}, opened from another page: the site keeps working and Try again recovers without a reload`, async ({
    page,
  }) => {
    await page.goto('/');
    // A visitor who has been on the site a while: its code has all arrived
    // (the hero's controls work), so the link is followed in the page
    // rather than by loading a new one.
    await expect(page.getByRole('button', { name: /^Slide 1:/ })).toBeEnabled();
    await page.route('**/mf/contact/remoteEntry.js*', outage);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'didn’t load' });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    const marker = await page.evaluate(() => ((window as unknown as { loadMarker: number }).loadMarker = Math.random()));

    // The rest of the site is unaffected.
    await openFromHeader(page, 'About Us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
    await expect(page.getByRole('form', { name: 'Subscribe Newsletter' })).toBeVisible();
    await page.goBack();
    await expect(alert).toBeVisible();

    await page.unroute('**/mf/contact/remoteEntry.js*');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('form', { name: 'Book a free consultation' })).toBeVisible();
    await expect(alert).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { loadMarker: number }).loadMarker)).toBe(marker);
  });

  test(`when ${label}, opened first: the prerendered page stays readable, says so, and recovers on Try again`, async ({
    page,
    emailService,
  }) => {
    await page.route('**/mf/contact/remoteEntry.js*', outage);
    await page.goto('/contactus');
    const alert = page.getByRole('alert').filter({ hasText: 'didn’t load' });
    await expect(alert).toBeVisible();
    // The page as it was prerendered: its heading, its content, its links.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    await expect(page.getByRole('heading', { name: 'Say Hello!' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Book a free consultation' })).toBeVisible();
    const marker = await page.evaluate(() => ((window as unknown as { loadMarker: number }).loadMarker = Math.random()));

    await page.unroute('**/mf/contact/remoteEntry.js*');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toBeHidden();
    // Live now: the form refuses an empty send, as the page's code does.
    const form = page.getByRole('form', { name: 'Book a free consultation' });
    await form.getByRole('button', { name: 'Book a free consultation' }).click();
    await expect(toasts(page).getByText(formMessages.missingFields)).toBeVisible();
    expect(emailService.requests).toHaveLength(0);
    expect(await page.evaluate(() => (window as unknown as { loadMarker: number }).loadMarker)).toBe(marker);
  });
});
