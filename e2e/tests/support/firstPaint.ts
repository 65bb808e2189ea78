import type { Page } from '@playwright/test';

export interface OpenedPage {
  /** The page's address as opened. */
  url: string;
  /** Every address the page's own frame was navigated to, the opening included (a native form submit adds one). */
  navigations: string[];
}

/**
 * Opens `path` and returns as soon as its HTML starts arriving, as a visitor
 * who acts on the prerendered page the moment it is on screen, before any
 * script has made it interactive; it also records the frame's navigations
 * (a native form submit would add one).
 */
export async function openAtFirstPaint(page: Page, path: string): Promise<OpenedPage> {
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

/** The shell's entry module: until it runs, nothing on the page is React's. */
export const shellEntry = /\/assets\/index-[\w-]+\.js$/;

export interface HeldScript {
  /** Whether the page has asked for the script yet. */
  readonly requested: boolean;
  /** Lets the script through. */
  release(): void;
}

/**
 * Holds back the scripts whose URL matches `pattern` until `release()`, as a
 * slow network would: what the visitor does meanwhile happens on the
 * prerendered HTML, deterministically. Call before opening the page.
 */
export async function holdScript(page: Page, pattern: RegExp): Promise<HeldScript> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(pattern, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return {
    get requested() {
      return requested;
    },
    release,
  };
}

/**
 * For the first thing a visitor sees after a held script is let through: the
 * page then downloads and starts everything it had waited for (the frame, the
 * remote, the section, the toasts' code), which on a busy machine takes longer
 * than an assertion's usual wait.
 */
export const onceScriptsArrive = { timeout: 20_000 };
