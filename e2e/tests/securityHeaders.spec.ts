import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { remoteApps, remoteDeployPrefix } from '../../tooling/build/apps';
import { immutableCacheControl, revalidateCacheControl } from '../../tooling/server/cachePolicy.mjs';
import { inlineScriptHashes } from '../../tooling/server/scriptHashes.mjs';
import { emailServiceOrigin, mapEmbedOrigin } from '../../tooling/server/securityHeaders.mjs';
import { deployCopy, exposedScripts, remoteDist, serve } from './support/deploy';
import { expect, formMessages, notFoundRoute, routeTable, test, toasts } from './support/fixtures';
import { openFromHeader } from './support/navigation';
import { policyBreaches } from './support/policyBreaches';
import { rawRequest } from './support/rawRequest';

/**
 * The site's security policies at work in the browser, where a page could
 * break them. Each template's pages are checked for breaches by the
 * template tests; here, what crosses pages and origins. What the server
 * answers is unit-tested (tooling/server/serve.test.ts, securityHeaders.test.ts,
 * cachePolicy.test.ts); here, only what needs the real build over HTTP.
 */

/** The policy's directives by name. */
function directives(policy: string | string[] | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(policy ?? '')
      .split(';')
      .map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
  );
}

/** The responses from now on whose path starts with `prefix`, on any origin. */
function responsesUnder(page: Page, prefix: string) {
  const seen: { url: string; status: number; cors: string | undefined }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith(prefix)) {
      seen.push({ url: response.url(), status: response.status(), cors: response.headers()['access-control-allow-origin'] });
    }
  });
  return seen;
}

test.describe('pages run under their policy', () => {
  test('going from one remote’s page to another’s through the links breaks no rule', async ({ page, baseURL }) => {
    const breaches = await policyBreaches(page);
    const entry = (name: string) => `${baseURL}${remoteDeployPrefix(name)}remoteEntry.js`;
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTable[0]!.heading);
    // Each remote's page in turn, rendered in place: its remote's entry arrives first when it is new to the page.
    for (const [link, heading, newRemote] of [
      ['Contact Us', 'Contact Us', 'contact'],
      ['Payment Posting', 'Payment Posting Services', 'services'],
      ['Specialties', 'Our Specialties', 'specialties'],
      ['About Us', 'About Us', undefined],
    ] as const) {
      const entryLoaded = newRemote && page.waitForResponse(entry(newRemote));
      await openFromHeader(page, link, { service: link === 'Payment Posting' });
      if (entryLoaded) expect((await entryLoaded).status(), link).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    expect(breaches).toEqual([]);
  });

  test('a message sent from the contact page, and its map, break no rule', async ({ page, emailService }) => {
    const breaches = await policyBreaches(page);
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${mapEmbedOrigin}/maps`)) mapRequests.push(request.url());
    });
    await page.goto('/contactus');
    const form = page.getByRole('form', { name: 'Book a free consultation' });
    await form.getByRole('textbox', { name: 'Your name' }).fill('Dr. Ana Rivera');
    await form.getByRole('textbox', { name: 'Email address' }).fill('ana.rivera@northside-clinic.org');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('(406) 555-0188');
    await form.getByRole('textbox', { name: 'How can we help?' }).fill('Our CO-197 denials doubled this quarter.');
    await form.getByRole('button', { name: 'Book a free consultation' }).click();
    await expect(toasts(page).getByText(formMessages.messageSuccess)).toBeVisible();
    expect(emailService.requests).toHaveLength(1);
    expect(new URL(emailService.requests[0]!.url()).origin).toBe(emailServiceOrigin);

    // The map's frame is asked for once it nears the screen (and refused offline, which is no breach).
    await page.getByRole('region', { name: /^Find us in / }).locator('iframe').scrollIntoViewIfNeeded();
    await expect.poll(() => mapRequests).toHaveLength(1);
    expect(breaches).toEqual([]);
  });

  test('a remote moved to another origin and path loads under the policy, by remotes.json alone', async ({ page }) => {
    const site = await deployCopy();
    const release = '/releases/2026-11/';
    const elsewhere = await serve({ remotes: { [release]: remoteDist('contact') } });
    try {
      const manifestFile = join(site.root, 'shell', 'remotes.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
      writeFileSync(manifestFile, JSON.stringify({ ...manifest, contact: `${elsewhere.origin}${release}remoteEntry.js` }));

      const breaches = await policyBreaches(page);
      const fromRelease = responsesUnder(page, release);
      const response = await page.goto(`${site.origin}/contactus`);
      expect(directives(response?.headers()['content-security-policy'])['script-src']).toContain(elsewhere.origin);
      // The form answers only once the remote's code runs: it did, from the other origin.
      const form = page.getByRole('form', { name: 'Book a free consultation' });
      await form.getByRole('button', { name: 'Book a free consultation' }).click();
      await expect(toasts(page).getByText(formMessages.missingFields)).toBeVisible();
      const urls = fromRelease.map(({ url }) => url);
      expect(urls).toContain(`${elsewhere.origin}${release}remoteEntry.js`);
      expect(urls.filter((url) => url.startsWith(`${elsewhere.origin}${release}assets/`)).length).toBeGreaterThan(0);
      expect(fromRelease.filter(({ url, status, cors }) => !url.startsWith(elsewhere.origin) || status !== 200 || cors !== '*')).toEqual([]);
      expect(breaches).toEqual([]);
    } finally {
      await elsewhere.close();
      await site.close();
    }
  });
});

test('the built site as served: each page’s inline scripts allowed by their hashes, the remotes’ files shared and cached by their names, compressed copies sent', async ({
  baseURL,
}) => {
  const origin = baseURL!;
  const pages = [...routeTable.map((route) => route.path), '/no-such-page'];
  const answers = await Promise.all(pages.map((path) => rawRequest(origin, path)));
  pages.forEach((path, index) => {
    const { status, headers, body } = answers[index]!;
    expect(status, path).toBe(path === '/no-such-page' ? 404 : 200);
    const scripts = directives(headers['content-security-policy'])['script-src'] ?? [];
    const inline = inlineScriptHashes(body.toString());
    // React's form-replaying script at least (the footer's form is on every page).
    expect(inline.length, path).toBeGreaterThanOrEqual(1);
    for (const hash of inline) expect(scripts, path).toContain(`'${hash}'`);
  });
  expect(answers.at(-1)!.body.toString()).toContain(notFoundRoute.heading);

  // The prerender's and each remote's build's compressed copies, as a browser accepts them.
  const accept = { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } };
  const home = await rawRequest(origin, '/', accept);
  expect(home.headers['content-encoding']).toBe('br');
  for (const app of remoteApps) {
    const prefix = remoteDeployPrefix(app.name);
    const entry = await rawRequest(origin, `${prefix}remoteEntry.js`, accept);
    expect([entry.status, entry.headers['content-encoding']], app.name).toEqual([200, 'br']);
    expect(entry.headers['access-control-allow-origin'], app.name).toBe('*');
    expect(entry.headers['cache-control'], app.name).toBe(revalidateCacheControl);
    // The files the entry loads are named by their hash: kept for good.
    for (const file of exposedScripts(remoteDist(app.name))) {
      const { status, headers } = await rawRequest(origin, `${prefix}${file}`, { method: 'HEAD' });
      expect(status, file).toBe(200);
      expect(headers['access-control-allow-origin'], file).toBe('*');
      expect(headers['cache-control'], file).toBe(immutableCacheControl);
    }
  }
});
