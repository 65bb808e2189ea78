import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { remoteApps, remoteDeployPrefix } from '../../tooling/build/apps';
import { inlineScriptHashes } from '../../tooling/server/scriptHashes.mjs';
import { emailServiceOrigin, mapEmbedOrigin } from '../../tooling/server/securityHeaders.mjs';
import { deployCopy, serve, workspace } from './support/deploy';
import { policyBreaches } from './support/policyBreaches';
import { rawRequest as requestFrom } from './support/rawRequest';
import { expect, formMessages, isPhone, notFoundRoute, routeTable, test, toasts } from './support/fixtures';

/** Reads the page to its end, a screen at a time, so every part that loads as it comes near does. */
async function readToTheEnd(page: Page) {
  for (let screens = 0; screens < 40; screens++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
  // Quiet network: what the reading brought in has arrived and run (15 s at most: a refused map may keep retrying).
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
}

/** The site under test (Playwright's baseURL). */
let origin = '';
test.beforeEach(({ baseURL }) => {
  origin = baseURL ?? '';
});

/** A request to the site under test, sent exactly as written. */
function rawRequest(path: string, options?: Parameters<typeof requestFrom>[2]) {
  return requestFrom(origin, path, options);
}

/** The policy's directives by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const pages = [...routeTable.map((route) => route.path), '/no-such-page'];
const remotePath = (name: string, file: string) => `${remoteDeployPrefix(name)}${file}`;

/** A hashed script of a remote's build, as its entry names it. */
function remoteHashedScript(name: string): string {
  const entry = readFileSync(join(workspace, `remote-${name}`, 'dist', 'remoteEntry.js'), 'utf8');
  const file = /assets\/[\w-]+-[\w-]{8}\.js/.exec(entry)?.[0];
  if (!file) throw new Error(`No hashed script named in remote-${name}'s entry`);
  return remotePath(name, file);
}

test.describe('pages run under their policy', () => {
  test.describe('every route', () => {
    test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo.project.name), 'the policy does not depend on the layout'));

    for (const route of [...routeTable, notFoundRoute]) {
      const path = route === notFoundRoute ? '/no-such-page' : route.path;
      test(`${path} loads, with its remote, breaking no rule`, async ({ page }) => {
        const breaches = await policyBreaches(page);
        const remoteFiles: string[] = [];
        page.on('response', (response) => {
          if (new URL(response.url()).pathname.startsWith('/mf/') && response.ok()) {
            remoteFiles.push(new URL(response.url()).pathname);
          }
        });
        const response = await page.goto(path);
        expect(response?.status()).toBe(route === notFoundRoute ? 404 : 200);
        expect(response?.headers()['content-security-policy']).toBeTruthy();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        await readToTheEnd(page);
        if ('remote' in route.page) {
          expect(remoteFiles).toContain(remotePath(route.page.remote, 'remoteEntry.js'));
          expect(remoteFiles.filter((file) => file.includes('/assets/')).length).toBeGreaterThan(0);
        }
        expect(breaches).toEqual([]);
      });
    }
  });

  test('going from one remote’s page to another’s through the links breaks no rule', async ({ page }) => {
    const breaches = await policyBreaches(page);
    await page.goto('/');
    for (const [link, heading] of [
      ['Contact Us', 'Contact Us'],
      ['About Us', 'About Us'],
      ['Payment Posting', 'Payment Posting Services'],
      ['Specialties', 'Our Specialities'],
    ] as const) {
      await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    expect(breaches).toEqual([]);
  });

  test('a message sent from the contact page, and its map, break no rule', async ({ page, emailService }) => {
    const breaches = await policyBreaches(page);
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${mapEmbedOrigin}/maps`)) mapRequests.push(request.url());
    });
    await page.goto('/contactus');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByRole('textbox', { name: 'Your name' }).fill('Dr. Ana Rivera');
    await form.getByRole('textbox', { name: 'Email address' }).fill('ana.rivera@northside-clinic.org');
    await form.getByRole('textbox', { name: 'Phone number' }).fill('(406) 555-0188');
    await form.getByRole('textbox', { name: 'How can we help?' }).fill('Our CO-197 denials doubled this quarter.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page).getByText(formMessages.messageSuccess)).toBeVisible();
    expect(emailService.requests).toHaveLength(1);
    expect(new URL(emailService.requests[0]!.url()).origin).toBe(emailServiceOrigin);

    // The map's frame is asked for once it nears the screen (and refused offline, which is no breach).
    await page.getByRole('region', { name: /^Find us in / }).locator('iframe').scrollIntoViewIfNeeded();
    await expect.poll(() => mapRequests).toHaveLength(1);
    expect(breaches).toEqual([]);
  });

  test('a remote on another origin loads under the policy, by remotes.json alone', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'the policy does not depend on the layout');
    const site = await deployCopy();
    const elsewhere = await serve({ remotes: { '/contact/': join(site.root, 'contact') } });
    try {
      const manifestFile = join(site.root, 'shell', 'remotes.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
      writeFileSync(manifestFile, JSON.stringify({ ...manifest, contact: `${elsewhere.origin}/contact/remoteEntry.js` }));

      const breaches = await policyBreaches(page);
      const fromElsewhere: { url: string; cors: string | undefined }[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(elsewhere.origin)) {
          fromElsewhere.push({ url: response.url(), cors: response.headers()['access-control-allow-origin'] });
        }
      });
      const response = await page.goto(`${site.origin}/contactus`);
      expect(directives(response?.headers()['content-security-policy'])['script-src']).toContain(elsewhere.origin);
      // The form sends only once the remote's code runs: it did, from the other origin.
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(toasts(page).getByText(formMessages.missingFields)).toBeVisible();
      expect(fromElsewhere.map(({ url }) => url)).toContain(`${elsewhere.origin}/contact/remoteEntry.js`);
      expect(fromElsewhere.every(({ cors }) => cors === '*')).toBe(true);
      expect(breaches).toEqual([]);
    } finally {
      await elsewhere.close();
      await site.close();
    }
  });
});

test.describe('what the server answers', () => {
  test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo.project.name), 'no page is rendered'));

  test('every page carries the security headers, its inline scripts allowed by their hashes only', async () => {
    for (const path of pages) {
      const { status, headers, body } = await rawRequest(path);
      expect(status, path).toBe(path === '/no-such-page' ? 404 : 200);
      const policy = directives(headers['content-security-policy'] as string | undefined);
      const scripts = policy['script-src'] ?? [];
      expect(scripts, path).not.toContain("'unsafe-inline'");
      expect(scripts, path).not.toContain("'unsafe-eval'");
      const inline = inlineScriptHashes(body.toString());
      // React's form-replaying script (the footer's form is on every page).
      expect(inline.length, path).toBeGreaterThanOrEqual(1);
      for (const hash of inline) expect(scripts, path).toContain(`'${hash}'`);
      expect(policy['object-src'], path).toEqual(["'none'"]);
      expect(policy['base-uri'], path).toEqual(["'self'"]);
      expect(policy['form-action'], path).toEqual(["'self'"]);
      expect(policy['frame-ancestors'], path).toEqual(["'none'"]);
      expect(policy['connect-src'], path).toContain(emailServiceOrigin);
      expect(policy['frame-src'], path).toContain(mapEmbedOrigin);
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['cache-control'], path).toBe('no-cache');
      expect(headers['access-control-allow-origin'], path).toBeUndefined();
      // Plain http: HSTS is for HTTPS deployments only.
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  test('CORS headers are on the remotes’ files only', async () => {
    for (const app of remoteApps) {
      for (const path of [remotePath(app.name, 'remoteEntry.js'), remoteHashedScript(app.name)]) {
        const { status, headers } = await rawRequest(path);
        expect(status, path).toBe(200);
        expect(headers['access-control-allow-origin'], path).toBe('*');
        expect(headers['x-content-type-options'], path).toBe('nosniff');
      }
    }
    const shellScript = /src="(\/assets\/[^"]+\.js)"|"(\/assets\/index-[\w-]+\.js)"/.exec(
      readFileSync(join(workspace, 'shell', 'dist', 'index.html'), 'utf8'),
    );
    for (const path of ['/', '/contactus', '/remotes.json', '/favicon.svg', shellScript?.[1] ?? shellScript?.[2] ?? '']) {
      const { status, headers } = await rawRequest(path);
      expect(status, path).toBe(200);
      expect(headers['access-control-allow-origin'], path).toBeUndefined();
    }
  });

  test('hashed files are kept for good, the rest revalidated with a 304 when unchanged', async () => {
    const hashed = remoteHashedScript('home');
    expect((await rawRequest(hashed)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/specialities/cardiology', '/remotes.json', remotePath('contact', 'remoteEntry.js'), hashed]) {
      const first = await rawRequest(path, { headers: { 'accept-encoding': 'br, gzip' } });
      const validator = first.headers.etag;
      expect(validator, path).toBeTruthy();
      expect(first.headers['last-modified'], path).toBeTruthy();
      const again = await rawRequest(path, {
        headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(validator) },
      });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
      expect(again.headers['cache-control'], path).toBe(first.headers['cache-control']);
    }
  });

  test('HEAD answers with GET’s headers and no body', async () => {
    for (const path of ['/', '/no-such-page', remotePath('services', 'remoteEntry.js')]) {
      const get = await rawRequest(path, { headers: { 'accept-encoding': 'br' } });
      const head = await rawRequest(path, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
      expect(head.status, path).toBe(get.status);
      expect(head.body.length, path).toBe(0);
      for (const name of ['content-length', 'content-type', 'content-encoding', 'etag', 'content-security-policy']) {
        expect(head.headers[name], `${path} ${name}`).toEqual(get.headers[name]);
      }
    }
  });

  test('sends the compressed copy the build wrote, as the client accepts it', async () => {
    const onDisk = (file: string) => readFileSync(join(workspace, file));
    const cases = [
      { path: '/', file: 'shell/dist/pages/index.html' },
      { path: '/no-such-page', file: 'shell/dist/pages/404.html' },
      { path: remotePath('contact', 'remoteEntry.js'), file: 'remote-contact/dist/remoteEntry.js' },
    ];
    for (const { path, file } of cases) {
      for (const [accept, encoding, suffix] of [
        ['gzip, deflate, br, zstd', 'br', '.br'],
        ['gzip, deflate', 'gzip', '.gz'],
        ['identity', undefined, ''],
      ] as const) {
        const { headers, body } = await rawRequest(path, { headers: { 'accept-encoding': accept } });
        expect(headers['content-encoding'], `${path} ${accept}`).toBe(encoding);
        expect(headers.vary, `${path} ${accept}`).toBe('Accept-Encoding');
        expect(body.equals(onDisk(`${file}${suffix}`)), `${path} ${accept}`).toBe(true);
      }
    }
  });

  test('refuses other methods (405), malformed URLs (400) and paths that climb out (404)', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const { status, headers } = await rawRequest('/', { method });
      expect(status, method).toBe(405);
      expect(headers.allow, method).toBe('GET, HEAD');
    }
    expect((await rawRequest('/%E0%A4%A')).status).toBe(400);
    for (const path of [
      '/../package.json',
      '/mf/home/../../package.json',
      '/%2e%2e/package.json',
      '/mf/contact/%2E%2E/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const { status, body } = await rawRequest(path);
      expect(status, path).toBe(404);
      expect(body.toString(), path).not.toContain('"name"');
    }
  });
});
