/* global document, window, getComputedStyle, requestAnimationFrame -- code passed to the page runs in the browser */
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
 * - First screen live (ms since navigation start): when the last part of the
 *   page on its first screen (the frame, the route's page, the deferred
 *   sections on screen) has been taken over by its code, as recorded by the
 *   page's press-holding script (shared/src/presses/holdPresses.ts). Null on
 *   a build without it.
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
  window.__firstTap = { tapAt: null, menuShownAt: null };
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

/** Whether every part on the first screen is live, and when the last one went live. */
function firstScreenLive() {
  const presses = window.__revoraPresses;
  if (!presses) return { supported: false };
  const onFirstScreen = (part) => {
    const range = document.createRange();
    range.selectNodeContents(part);
    const box = range.getBoundingClientRect();
    return box.height > 0 && box.top + window.scrollY < window.innerHeight;
  };
  const waiting = [...document.querySelectorAll('[data-hydrating]')].filter(onFirstScreen);
  const times = presses.live.filter((entry) => entry.firstScreen).map((entry) => entry.at);
  return { supported: true, done: waiting.length === 0 && times.length > 0, at: Math.max(...times) };
}

export async function launchVisitorBrowser(executablePath, args) {
  return chromium.launch({ executablePath, args });
}

/** One visit of `url` as an impatient visitor on a slow phone. */
export async function measureFirstTap(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(recorder);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slowPhone });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
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
    let liveMs = null;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const live = await page.evaluate(firstScreenLive);
      if (!live.supported) break;
      if (live.done) {
        liveMs = live.at;
        break;
      }
      await page.waitForTimeout(200);
    }
    return { tapMs, liveMs };
  } finally {
    await context.close();
  }
}
