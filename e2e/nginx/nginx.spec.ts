import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { remoteApps, remoteDeployPrefix } from '../../tooling/build/apps';
import { deploymentLayout } from '../../tooling/server/nginxDeployment.mjs';
import { brotliStaticModule } from '../../tooling/server/toolchain.mjs';
import { exposedScripts, serve, workspace } from '../tests/support/deploy';
import { expect, formMessages, notFoundRoute, routeTable, test, toasts } from '../tests/support/fixtures';
import { policyBreaches } from '../tests/support/policyBreaches';
import { openFromHeader } from '../tests/support/navigation';
import { rawRequest } from '../tests/support/rawRequest';
import { deployDir, remotesOrigin, siteOrigin } from './nginxSite';

/**
 * What nginx answers is what the Node server (`npm start`'s) answers for the
 * same deployment, served as two origins like nginx's: its rules are
 * unit-tested (tooling/server/serve.test.ts), and the include nginx's config
 * reads is written from the same modules (tooling/server/nginxDeployment.test.ts).
 * Here, that nginx really applies them, headers written in deploy/nginx.conf
 * included, and that the site runs on it.
 */
const layout = deploymentLayout(deployDir);
const run = promisify(execFile);
let node: Record<'site' | 'remotes', Awaited<ReturnType<typeof serve>>>;

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
async function expectSameAnswer(origins: { nginx: string; node: string }, path: string, { method = 'GET' } = {}) {
  const options = { method, headers: { 'accept-encoding': acceptEncoding } };
  const [fromNginx, fromNode] = await Promise.all([
    rawRequest(origins.nginx, path, options),
    rawRequest(origins.node, path, options),
  ]);
  const label = `${method} ${origins.nginx}${path}`;
  expect(fromNginx.status, label).toBe(fromNode.status);
  expect(siteRules(fromNginx.headers), label).toEqual(siteRules(fromNode.headers));
  expect(fromNginx.body.toString('base64'), label).toBe(fromNode.body.toString('base64'));
  return fromNginx.status;
}

const onSite = () => ({ nginx: siteOrigin, node: node.site.origin });
const onRemotes = () => ({ nginx: remotesOrigin, node: node.remotes.origin });

test('nginx answers pages, files and refusals as the Node server does', async () => {
  // Every route (through the route table nginx was given), in any case; the not-found page for the rest.
  const pages = [...routeTable.map((route) => route.path), '/AboutUs/', '/no-such-page', '/index.html'];
  const statuses = await Promise.all(pages.map((path) => expectSameAnswer(onSite(), path)));
  expect(statuses).toEqual(pages.map((path) => (['/no-such-page', '/index.html'].includes(path) ? 404 : 200)));

  // The shell's files, and a remote's on the site's origin (none there: its origin is the other one).
  const shellScript = readdirSync(join(layout.site, 'assets')).find((file) => file.endsWith('.js'));
  for (const path of ['/remotes.json', '/favicon.svg', `/assets/${shellScript}`, '/mf/home/remoteEntry.js']) {
    await expectSameAnswer(onSite(), path);
  }
  // The site search's files (the prerender's Pagefind index and word list).
  for (const path of ['/pagefind/pagefind.js', '/pagefind/pagefind-worker.js', '/pagefind/pagefind-entry.json', '/pagefind/wasm.en.pagefind', '/search/words.json']) {
    expect(await expectSameAnswer(onSite(), path), path).toBe(200);
  }
  // Each remote's entry and the hashed files it loads first.
  for (const app of remoteApps) {
    const prefix = remoteDeployPrefix(app.name);
    const files = [`${prefix}remoteEntry.js`, ...exposedScripts(layout.remote(app.name)).map((file) => `${prefix}${file}`)];
    for (const path of files) expect(await expectSameAnswer(onRemotes(), path), path).toBe(200);
  }
  // Refusals.
  for (const [origins, path, method] of [
    [onRemotes(), '/mf/home/no-such-file.js', 'GET'],
    [onRemotes(), '/', 'GET'],
    [onSite(), '/%E0%A4%A', 'GET'],
    [onSite(), '/', 'POST'],
    [onRemotes(), '/', 'POST'],
  ] as const) {
    expect(await expectSameAnswer(origins, path, { method }), `${method} ${path}`).toBeGreaterThanOrEqual(400);
  }
});

test('pages load their remotes from the remotes’ origin, across remotes and on the not-found page, breaking no rule', async ({
  page,
}) => {
  const breaches = await policyBreaches(page);
  const remoteFiles: { url: string; status: number; cors: string | undefined }[] = [];
  const failed: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/mf/')) {
      remoteFiles.push({ url: url.href, status: response.status(), cors: response.headers()['access-control-allow-origin'] });
    }
  });
  // Requests the browser drops itself as it leaves a page are no failure of the servers.
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).hostname === 'localhost' && request.failure()?.errorText !== 'net::ERR_ABORTED') {
      failed.push(`${request.url()} ${request.failure()?.errorText}`);
    }
  });
  const entry = (name: string) => `${remotesOrigin}${remoteDeployPrefix(name)}remoteEntry.js`;
  const heading = page.getByRole('heading', { level: 1 });

  // The prerendered page is on screen at once; its remote arrives from the remotes' origin.
  const specialties = page.waitForResponse(entry('specialties'));
  await page.goto('/specialities/cardiology');
  expect((await specialties).status()).toBe(200);
  await expect(heading).toHaveText(routeTable.find((route) => route.path === '/specialities/cardiology')!.heading);
  for (const [link, title, remote] of [
    ['Contact Us', 'Contact Us', 'contact'],
    ['About Us', 'About Us', 'home'],
    ['Payment Posting', 'Payment Posting Services', 'services'],
  ] as const) {
    const remoteEntry = page.waitForResponse(entry(remote));
    await openFromHeader(page, link, { service: link === 'Payment Posting' });
    expect((await remoteEntry).status(), link).toBe(200);
    // A remote's page arrives over the network: on a loaded machine that can take a while.
    await expect(heading).toHaveText(title, { timeout: 20_000 });
    if (remote === 'contact') {
      // The form answers only once the contact remote's code runs.
      await page.getByRole('form', { name: 'Book a free consultation' }).getByRole('button', { name: 'Book a free consultation' }).click();
      await expect(toasts(page).getByText(formMessages.missingFields)).toBeVisible();
    }
  }

  // The site search under the page's policy: Pagefind's script, worker, WebAssembly and index from the site's origin.
  await page.getByRole('button', { name: 'Search the site' }).click();
  await page.getByRole('combobox', { name: 'Search the site' }).fill('99291');
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toContainText('99291');
  await page.keyboard.press('Escape');

  // The not-found page, with nginx's status, runs the site's frame too.
  const notFound = await page.goto('/no-such-page');
  expect(notFound?.status()).toBe(404);
  await expect(heading).toHaveText(notFoundRoute.heading);

  expect(remoteFiles.filter(({ url }) => !url.startsWith(`${remotesOrigin}/`))).toEqual([]);
  expect(remoteFiles.filter(({ status, cors }) => status !== 200 || cors !== '*')).toEqual([]);
  expect(failed).toEqual([]);
  expect(breaches).toEqual([]);
});

test('a section team releases its remote on the two-origin deployment and rolls it back', async ({ page }) => {
  // The contact remote's build as its pipeline would hand it over: published, checked and switched in place.
  test.setTimeout(120_000);
  const tool = join(workspace, 'tooling', 'release', 'release.mjs');
  const releaseTool = async (...args: string[]) => (await run(process.execPath, [tool, ...args, `--site=${deployDir}`])).stdout;
  const remotesJson = () => JSON.parse(readFileSync(join(layout.site, 'remotes.json'), 'utf8')) as Record<string, string>;
  const before = remotesJson().contact;

  const version = /Released contact (\S+)/.exec(await releaseTool('release', 'contact', `--dist=${join(workspace, 'remote-contact', 'dist')}`))![1]!;
  const entry = `${remotesOrigin}${remoteDeployPrefix('contact')}releases/${version}/remoteEntry.js`;
  expect(remotesJson().contact).toBe(entry);
  // The release's files are served by nginx from the remotes' origin, cached for good: they never change.
  const served = await rawRequest(remotesOrigin, new URL(entry).pathname, {});
  expect(served.status).toBe(200);
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  // A new visit runs the release.
  const released = page.waitForResponse(entry);
  await page.goto('/contactus');
  expect((await released).status()).toBe(200);
  await page.getByRole('form', { name: 'Book a free consultation' }).getByRole('button', { name: 'Book a free consultation' }).click();
  await expect(toasts(page).getByText(formMessages.missingFields)).toBeVisible();

  expect(await releaseTool('rollback', 'contact')).toContain('Rolled contact back');
  expect(remotesJson().contact).toBe(before);
});
