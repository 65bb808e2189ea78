/* global document, window, getComputedStyle, requestAnimationFrame, MutationObserver -- code passed to the page runs in the browser */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

/*
 * `npm run bench`, part two: what Lighthouse has no audit for, on a real slow
 * phone (Lighthouse's mobile profile applied through the DevTools protocol:
 * 150 ms round trips, 1.6 Mbps down, 750 kbps up, a CPU four times slower),
 * three visits per template with an empty cache, medians printed:
 * - first paint: the browser's first-contentful-paint, and its ratio to a
 *   plain static page of the home page's own text (system font, no script or
 *   style) on the same phone;
 * - first tap: "Open menu" tapped the moment it shows, from the tap's input
 *   time to the first frame that shows the menu; a tap that opens nothing is
 *   a failure;
 * - live: when the page's code has taken it over (`<html data-page>`).
 * A benchmark: the figures are printed, not held to a wall-clock limit.
 */

const templates = ['/', '/aboutus', '/medical-billing-services', '/specialities', '/specialities/cardiology', '/contactus', '/blogs'];
const visits = 3;

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Records, in the page, the first tap's input time, the frame the menu first shows in, and when the page went live. */
function recorder() {
  const seen = { tapAt: 0, menuAt: 0, liveAt: 0 };
  Object.assign(window, { __bench: seen });
  new MutationObserver(() => {
    if (document.documentElement?.dataset.page) seen.liveAt ||= performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page'] });
  const onTap = (event: Event) => void (seen.tapAt ||= event.timeStamp);
  window.addEventListener('touchstart', onTap, { capture: true, passive: true });
  window.addEventListener('pointerdown', onTap, { capture: true, passive: true });
  const watch = (frame: number) => {
    const menu = document.getElementById('mobile-menu');
    if (menu && menu.getBoundingClientRect().height > 0 && getComputedStyle(menu).visibility !== 'hidden') seen.menuAt = frame;
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

const firstPaint = (page: Page) =>
  page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime).then((handle) => handle.jsonValue() as Promise<number>);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The plain static page: the home page's heading and paragraphs as prerendered, about 10 KB of text. */
async function staticReference(page: Page) {
  const home = await (await page.request.get('/')).text();
  const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
  const paragraphs = [...home.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((match) => text(match[1]!)).filter((p) => p.length >= 40);
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Static</title><style>body{font-family:system-ui,sans-serif;line-height:1.6;max-width:46rem;margin:0 auto;padding:1rem}</style><main><h1>${text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(home)?.[1] ?? '')}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('').slice(0, 10_000)}</main>`;
}

/** One visit with an empty cache on the slow phone, in a context of its own. */
async function visit(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await slowPhone(page);
  await page.addInitScript(recorder);
  await page.goto(url, { waitUntil: 'commit' });
  return { page, close: () => context.close() };
}

let reference = 0;
const rows: string[] = [];

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const body = gzipSync(await staticReference(await context.newPage()));
  await context.close();
  // Served over a socket like the site (gzipped too): a page that Playwright's
  // route.fulfill answers skips the throttled network and painted in 0.20 s
  // where the same page over the network took 0.36 s.
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const paints: number[] = [];
  for (let i = 0; i < visits; i++) {
    const { page, close } = await visit(browser, `http://localhost:${(server.address() as AddressInfo).port}/`);
    paints.push(await firstPaint(page));
    await close();
  }
  server.close();
  reference = median(paints);
});

for (const path of templates) {
  test(`${path} on the slow phone: first paint, first tap, live`, async ({ browser }) => {
    const paints: number[] = [];
    const taps: number[] = [];
    const lives: number[] = [];
    for (let i = 0; i < visits; i++) {
      const { page, close } = await visit(browser, path);
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
      const seen = () => page.evaluate(() => (window as unknown as { __bench: { tapAt: number; menuAt: number; liveAt: number } }).__bench);
      await expect.poll(async () => Math.min((await seen()).menuAt, (await seen()).liveAt), { timeout: 60_000 }).toBeGreaterThan(0);
      const { tapAt, menuAt, liveAt } = await seen();
      paints.push(await firstPaint(page));
      taps.push(menuAt - tapAt);
      lives.push(liveAt);
      await close();
    }
    rows.push(
      `| ${path} | ${(median(paints) / 1000).toFixed(2)} s | ${(median(paints) / reference).toFixed(2)} | ${Math.round(median(taps))} ms | ${(median(lives) / 1000).toFixed(2)} s |`,
    );
  });
}

test.afterAll(() => {
  console.log(
    [
      `\nSlow phone, medians of ${visits} visits; the static page's first paint: ${(reference / 1000).toFixed(2)} s.`,
      '| Route | First paint | ÷ static | First tap | Live |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  );
});
