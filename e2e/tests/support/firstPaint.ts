import type { Page } from '@playwright/test';

/**
 * Opens `path` and returns as soon as its HTML starts arriving, as a visitor
 * who acts on the prerendered page the moment it is on screen, before any
 * script has made it interactive: its address as opened, and every address
 * the page's own frame is navigated to, the opening included (a native form
 * submit would add one).
 */
export async function openAtFirstPaint(page: Page, path: string) {
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
  });
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  return { url: page.url(), navigations };
}

/**
 * Lighthouse's mobile profile, for real: 150 ms round trips, 1.6 Mbps down,
 * 750 kbps up, a CPU four times slower. Call before opening the page.
 */
export async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** A phone whose CPU is busy (eight times slower) on a fast network: scripts arrive long before they have run. */
export async function busyCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
}

/**
 * Holds back every script the page asks for until the returned function is
 * called (never, if it is not), as a slow network would: what the visitor
 * does meanwhile happens on the prerendered HTML alone, with only the page's
 * inline scripts. Call before opening the page.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'script') await released;
    await route.fallback();
  });
  return release;
}

/**
 * For the first thing a visitor sees after a held script is let through: the
 * page then downloads and starts everything it had waited for (the frame, the
 * remote, the section, the toasts' code), which on a busy machine takes longer
 * than an assertion's usual wait.
 */
export const onceScriptsArrive = { timeout: 20_000 };

/**
 * From now on no script arrives, as when a visitor's connection drops;
 * `reconnect()` brings the network back. Afterwards, a script that failed
 * keeps failing at its address until the page is loaded again: the engine
 * keeps a failed module import failed for the page's life and answers it
 * again without a request, as the HTML standard's module map does and
 * Debian's Chromium 150 does (156 asks the network again). Try again must not depend on
 * which engine the visitor has.
 */
export async function dropScripts(page: Page): Promise<{ reconnect: () => void }> {
  const failed = new Set<string>();
  let connected = false;
  await page.route('**/*', (route) => {
    const request = route.request();
    // A new page: the engine's memory of failed modules goes with the old one.
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) failed.clear();
    if (request.resourceType() !== 'script' || (connected && !failed.has(request.url()))) return route.fallback();
    failed.add(request.url());
    return route.abort('failed');
  });
  return { reconnect: () => void (connected = true) };
}
