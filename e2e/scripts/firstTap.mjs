/* global document, window, getComputedStyle, requestAnimationFrame, MutationObserver -- code passed to the page runs in the browser */
/**
 * The two figures `npm run bench` adds to Lighthouse's: how long a visitor on
 * a slow phone waits for the menu after tapping it the moment the page
 * paints, and when the page's first screen is live.
 *
 * Slow phone: Lighthouse's mobile profile applied for real through the
 * DevTools protocol (150 ms round trips, 1.6 Mbps down, 750 kbps up, a CPU
 * four times slower), on a 375 × 812 touch screen.
 *
 * - First tap (ms): the "Open menu" button is tapped as soon as it is visible;
 *   the wait runs from the tap's input timestamp to the start of the first
 *   frame that shows the menu. A tap that opens nothing within 10 s is
 *   reported as lost (an endless wait).
 * - Page live (ms since navigation start): when the route's page has been
 *   taken over by its code, so its script-only controls (the hero's arrows
 *   and slide buttons on the home page) stop being disabled: the moment the
 *   shell marks the document (`<html data-page>`). Null when it never does.
 * - First paint (ms since navigation start): the browser's own
 *   first-contentful-paint entry (the paint timing a performance trace
 *   records), for the route and, with measureFirstPaint, for the plain static
 *   page the bench compares with.
 */
import { chromium } from '@playwright/test';

const slowPhone = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/** Records, in the page, when the menu first shows and the input time of the first tap. */
function recorder() {
  window.__firstTap = { tapAt: null, menuShownAt: null, liveAt: null };
  // On the document: this runs before the page's <html> element exists.
  new MutationObserver(() => {
    if (document.documentElement?.dataset.page) window.__firstTap.liveAt ??= performance.now();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-page'] });
  // An input event's timeStamp is when the finger touched, however long the page took to get to it.
  const onTap = (event) => {
    window.__firstTap.tapAt ??= event.timeStamp;
  };
  window.addEventListener('touchstart', onTap, { capture: true, passive: true });
  window.addEventListener('pointerdown', onTap, { capture: true, passive: true });
  const shown = () => {
    const menu = document.getElementById('mobile-menu');
    if (!menu) return false;
    const box = menu.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(menu).visibility !== 'hidden';
  };
  const watch = (frameTime) => {
    if (window.__firstTap.menuShownAt === null && shown()) window.__firstTap.menuShownAt = frameTime;
    if (window.__firstTap.menuShownAt === null) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

export async function launchVisitorBrowser(executablePath, args) {
  return chromium.launch({ executablePath, args });
}

/** A new page on the slow phone, with an empty cache; close its context when done. */
async function slowPhonePage(browser) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slowPhone });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
  return { context, page };
}

/** When the page first painted content (ms since navigation start), waiting for it if need be. */
function firstPaintMs(page) {
  return page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, null, { timeout: 30_000 })
    .then((handle) => handle.jsonValue(), () => null);
}

/** One visit of `url` on a slow phone: its first paint alone (for the plain static page). */
export async function measureFirstPaint(browser, url) {
  const { context, page } = await slowPhonePage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    return { paintMs: await firstPaintMs(page) };
  } finally {
    await context.close();
  }
}

/** One visit of `url` as an impatient visitor on a slow phone. */
export async function measureFirstTap(browser, url) {
  const { context, page } = await slowPhonePage(browser);
  try {
    await page.addInitScript(recorder);
    await page.goto(url, { waitUntil: 'commit' });
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.waitFor({ state: 'visible', timeout: 30_000 });
    await button.tap();
    let tapMs = Number.POSITIVE_INFINITY;
    try {
      await page.waitForFunction(() => window.__firstTap.menuShownAt !== null && window.__firstTap.tapAt !== null, null, {
        timeout: 10_000,
      });
      tapMs = await page.evaluate(() => window.__firstTap.menuShownAt - window.__firstTap.tapAt);
    } catch {
      // Lost: the menu never showed.
    }
    const liveMs = await page
      .waitForFunction(() => window.__firstTap.liveAt, null, { timeout: 30_000 })
      .then((handle) => handle.jsonValue(), () => null);
    return { tapMs, liveMs, paintMs: await firstPaintMs(page) };
  } finally {
    await context.close();
  }
}
