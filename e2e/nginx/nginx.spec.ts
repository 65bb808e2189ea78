import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { remoteApps, remoteDeployPrefix } from '../../tooling/build/apps';
import { deploymentLayout } from '../../tooling/server/nginxDeployment.mjs';
import { brotliStaticModule } from '../../tooling/server/toolchain.mjs';
import { serve, type Served } from '../tests/support/deploy';
import { expect, formMessages, notFoundRoute, routeTable, test, toasts } from '../tests/support/fixtures';
import { policyBreaches } from '../tests/support/policyBreaches';
import { rawRequest } from '../tests/support/rawRequest';
import { deployDir, remotesOrigin, siteOrigin } from './nginxSite';

/**
 * The same deployment served by the Node server (`npm start`'s), as two
 * origins like nginx's: what nginx answers is compared with it.
 */
const layout = deploymentLayout(deployDir);
let node: { site: Served; remotes: Served };

test.beforeAll(async () => {
  node = {
    site: await serve({ shell: layout.site, remotes: {} }),
    remotes: await serve({
      remotes: Object.fromEntries(remoteApps.map((app) => [remoteDeployPrefix(app.name), layout.remote(app.name)])),
    }),
  };
});

test.afterAll(async () => {
  await Promise.all([node?.site.close(), node?.remotes.close()]);
});

/** What a browser accepts, or gzip alone where nginx has no brotli module (it then sends the gzip copies only). */
const acceptEncoding = brotliStaticModule() ? 'gzip, deflate, br, zstd' : 'gzip, deflate';

/** Headers about the connection or the file's copy on disk (its date, its validator), which each server sets its own way. */
const perServer = new Set([
  'accept-ranges',
  'connection',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'server',
  'transfer-encoding',
]);

function siteRules(headers: IncomingHttpHeaders) {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !perServer.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The same request to nginx and to the Node server: same status, same headers (but perServer), same body. */
async function expectSameAnswer(
  origins: { nginx: string; node: string },
  path: string,
  { method = 'GET' } = {},
) {
  const options = { method, headers: { 'accept-encoding': acceptEncoding } };
  const [fromNginx, fromNode] = await Promise.all([
    rawRequest(origins.nginx, path, options),
    rawRequest(origins.node, path, options),
  ]);
  const label = `${method} ${origins.nginx}${path}`;
  expect(fromNginx.status, label).toBe(fromNode.status);
  expect(siteRules(fromNginx.headers), label).toEqual(siteRules(fromNode.headers));
  expect(fromNginx.body.toString('base64'), label).toBe(fromNode.body.toString('base64'));
  return fromNginx;
}

const onSite = () => ({ nginx: siteOrigin, node: node.site.origin });
const onRemotes = () => ({ nginx: remotesOrigin, node: node.remotes.origin });

/** A hashed script of a remote's build, as its entry names it. */
function remoteHashedScript(name: string): string {
  const entry = readFileSync(join(layout.remote(name), 'remoteEntry.js'), 'utf8');
  const file = /assets\/[\w-]+-[\w-]{8}\.js/.exec(entry)?.[0];
  if (!file) throw new Error(`No hashed script named in the ${name} remote's entry`);
  return `${remoteDeployPrefix(name)}${file}`;
}

test('every route answers its page with the Node server’s headers; unknown paths the not-found page', async () => {
  const paths = [...routeTable.map((route) => route.path), '/AboutUs/', '/no-such-page', '/index.html'];
  for (const path of paths) {
    const { status, headers } = await expectSameAnswer(onSite(), path);
    expect(status, path).toBe(['/no-such-page', '/index.html'].includes(path) ? 404 : 200);
    // The policy allows the remotes' origin: the comparison is of the two-origin deployment's rules.
    expect(headers['content-security-policy'], path).toContain(`script-src 'self' ${remotesOrigin} `);
    expect(headers['access-control-allow-origin'], path).toBeUndefined();
  }
});

test('files, the remotes’ files and refusals are answered as by the Node server', async () => {
  const shellScript = readdirSync(join(layout.site, 'assets')).find((file) => /^react-.+\.js$/.test(file));
  for (const path of ['/remotes.json', '/favicon.svg', `/assets/${shellScript}`, '/mf/home/remoteEntry.js']) {
    await expectSameAnswer(onSite(), path);
  }
  for (const app of remoteApps) {
    for (const path of [`${remoteDeployPrefix(app.name)}remoteEntry.js`, remoteHashedScript(app.name)]) {
      const { status, headers } = await expectSameAnswer(onRemotes(), path);
      expect(status, path).toBe(200);
      expect(headers['access-control-allow-origin'], path).toBe('*');
    }
  }
  for (const [origins, path] of [
    [onRemotes(), '/mf/home/no-such-file.js'],
    [onRemotes(), '/'],
    [onSite(), '/%E0%A4%A'],
  ] as const) {
    expect((await expectSameAnswer(origins, path)).status, path).toBeGreaterThanOrEqual(400);
  }
  for (const origins of [onSite(), onRemotes()]) {
    expect((await expectSameAnswer(origins, '/', { method: 'POST' })).status).toBe(405);
  }
});

test('pages load their remotes from the remotes’ origin, across remotes, breaking no rule', async ({ page }) => {
  const breaches = await policyBreaches(page);
  const remoteFiles: { url: string; status: number; cors: string | undefined }[] = [];
  const failed: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/mf/')) {
      remoteFiles.push({ url: url.href, status: response.status(), cors: response.headers()['access-control-allow-origin'] });
    }
  });
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).hostname === 'localhost') failed.push(request.url());
  });

  await page.goto('/specialities/cardiology');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    routeTable.find((route) => route.path === '/specialities/cardiology')!.heading,
  );
  // The prerendered page is on screen at once; its remote arrives from the remotes' origin.
  const entry = (name: string) => `${remotesOrigin}${remoteDeployPrefix(name)}remoteEntry.js`;
  await expect.poll(() => remoteFiles.map(({ url }) => url)).toContain(entry('specialties'));
  for (const [link, heading] of [
    ['Contact Us', 'Contact Us'],
    ['About Us', 'About Us'],
    ['Payment Posting', 'Payment Posting Services'],
  ] as const) {
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    // A remote's page arrives over the network: on a loaded machine that can take a while.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 20_000 });
    if (link === 'Contact Us') {
      // The form answers only once the contact remote's code runs.
      await page.getByRole('form', { name: 'Send us a message' }).getByRole('button', { name: 'Send Message' }).click();
      await expect(toasts(page).getByText(formMessages.missingFields)).toBeVisible();
    }
  }
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});

  const loaded = remoteFiles.map(({ url }) => url);
  for (const name of ['specialties', 'contact', 'home', 'services']) expect(loaded).toContain(entry(name));
  expect(remoteFiles.filter(({ url }) => !url.startsWith(`${remotesOrigin}/`))).toEqual([]);
  expect(remoteFiles.filter(({ status, cors }) => status !== 200 || cors !== '*')).toEqual([]);
  expect(failed).toEqual([]);
  expect(breaches).toEqual([]);
});

test('an unknown path gets the not-found page, breaking no rule', async ({ page }) => {
  const breaches = await policyBreaches(page);
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundRoute.heading);
  // Its links work: the site's frame runs on the not-found page too.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  expect(breaches).toEqual([]);
});
