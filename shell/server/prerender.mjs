/* global document, window -- code passed to page.evaluate runs in the browser */
/**
 * The last step of the production build: writes, for every path of the route
 * table and for the not-found page, an HTML file that already holds the page's
 * content and styles (shell/dist/pages/), each with its brotli and gzip
 * copies, and the hashes of their inline scripts for the server's
 * Content-Security-Policy (shell/dist/script-hashes.json). The production
 * server answers with these files; the scripts then hydrate them.
 *
 * The pages are rendered in Chromium by the real, composed site (the shell and
 * the remotes as deployed), so a remote's page is rendered by that remote's
 * current build. After a remote is redeployed, run this again to refresh the
 * HTML:
 *
 *   node shell/server/prerender.mjs                      # against the local builds
 *   node shell/server/prerender.mjs --origin=https://…   # against a running deployment
 *
 * Options: --origin=<url> (render from that site instead of the local builds),
 * --out=<dir> (default shell/dist/pages), --concurrency=<n> (default 3).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompressDir } from '../../shared/build/precompress.js';
import { scriptHashesFile, scriptHashesOf } from './scriptHashes.mjs';
import { createSiteServer, defaultDeployments, listen, notFoundFile, pageFile } from './serve.mjs';
import { chromiumFlags, chromiumPath } from './toolchain.mjs';

/** @typedef {import('../src/prerender/snapshot').PageSnapshot} PageSnapshot */
/** @typedef {import('playwright-core').BrowserContext} BrowserContext */
/** @typedef {import('node:net').AddressInfo} AddressInfo */
/** @typedef {{ path: string, file: string }} Job A page to write: its route path and its file under `out`. */
/**
 * The globals the prerender reads and sets in the browser it drives (code
 * passed to page.evaluate and its kin).
 * @typedef {Window & {
 *   __REVORA_PRERENDER__?: boolean,
 *   __revoraSnapshot?: () => Promise<PageSnapshot>,
 *   __revoraPresses?: object,
 * }} PrerenderWindow
 */

const shellDist = fileURLToPath(new URL('../dist/', import.meta.url));

// Any path the route table does not know renders the not-found page.
const notFoundProbe = '/__revora-prerender-not-found__';

/**
 * @param {string} name
 * @param {string} [fallback]
 * @returns {string | undefined}
 */
function option(name, fallback) {
  const prefix = `--${name}=`;
  const found = process.argv.find((arg) => arg.startsWith(prefix));
  return found ? found.slice(prefix.length) : fallback;
}

/**
 * CSS as the text of a <style> element.
 * @param {string} css
 * @returns {string}
 */
const styleText = (css) => css.replaceAll('</style', '<\\/style');

/**
 * The HTML template with the route's head tags, styles and markup put in.
 * Emotion's rules are in its own server-rendering format, a <style> element
 * whose `data-emotion` names the cache's key and the styles it holds: the
 * cache in the browser takes it over when it is created and does not insert
 * those styles again. It comes last, where that cache puts it. React's
 * form-replaying script goes in the head before the template's own scripts:
 * it is installed before any form is on screen, so a submit made before the
 * form has hydrated is held for React to replay, never sent natively.
 * @param {string} template
 * @param {PageSnapshot} snapshot
 * @returns {string}
 */
export function composePage(template, snapshot) {
  const { emotion } = snapshot;
  const styles = [
    ...snapshot.links.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...(snapshot.css ? [`<style data-prerendered>${styleText(snapshot.css)}</style>`] : []),
    `<style data-emotion="${emotion.key} ${emotion.ids.join(' ')}">${styleText(emotion.css)}</style>`,
  ].join('\n');
  if (!template.includes('<div id="root"></div>')) throw new Error('The template has no empty #root');
  const head = template.slice(0, template.indexOf('</head>'));
  const firstScript = head.indexOf('<script');
  const withHeadScripts = snapshot.headScripts
    ? firstScript === -1
      ? template.replace('</head>', () => `${snapshot.headScripts}\n</head>`)
      : `${template.slice(0, firstScript)}${snapshot.headScripts}\n    ${template.slice(firstScript)}`
    : template;
  return withHeadScripts
    .replace('</head>', () => `${snapshot.head}\n${styles}\n</head>`)
    // Presses wait until the page's scripts have hydrated it (holdPresses.ts).
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered data-hydrating>${snapshot.html}</div>`);
}

/**
 * @param {BrowserContext} context
 * @param {string} origin
 * @param {string} path
 * @returns {Promise<PageSnapshot>}
 */
async function renderPage(context, origin, path) {
  const page = await context.newPage();
  /** @type {string[]} */
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // The not-found page's own document answers 404, which Chromium logs.
    if (message.type() === 'error' && !(path === notFoundProbe && message.text().includes('status of 404'))) {
      problems.push(message.text());
    }
  });
  try {
    const response = await page.goto(new URL(path, origin).href, { waitUntil: 'domcontentloaded' });
    if (!response) throw new Error('no response');
    await page.waitForSelector('html[data-page]', { state: 'attached', timeout: 30_000 });
    const ready = await page.evaluate(() => document.documentElement.dataset.page);
    if (ready === 'error') throw new Error('the page could not be loaded (its remote is down?)');
    // Sections that load on their own (deferUntilNear) render after the page:
    // the snapshot takes their styles from this live render, so it waits for
    // every one of them.
    await page
      .waitForFunction(() => !document.querySelector('[data-deferred]:empty'), null, { timeout: 30_000 })
      .catch(() => {
        throw new Error('a deferred section did not render within 30 s');
      });
    // Late chunks and fonts; an embed that keeps retrying (blocked maps) must not stall the build.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const snapshot = await page.evaluate(() => {
      if (!(/** @type {PrerenderWindow} */ (window).__revoraSnapshot)) {
        throw new Error('The shell was not started in prerender mode');
      }
      return /** @type {PrerenderWindow} */ (window).__revoraSnapshot();
    });
    if (problems.length) throw new Error(problems.join('\n'));
    return snapshot;
  } finally {
    await page.close();
  }
}

/**
 * Writes the pages, their copies and the script hashes (see the top of this file).
 * @param {{ origin?: string, out?: string, concurrency?: number, log?: (message: string) => void }} [options]
 *   origin: the site to render from (default: the local builds, served for the occasion).
 * @returns {Promise<void>}
 */
export async function prerender({
  origin,
  out = join(shellDist, 'pages'),
  concurrency = 3,
  log = console.log,
} = {}) {
  let server = null;
  if (!origin) {
    // The local builds, served exactly as in production but without the
    // previous prerender's pages: the template is what gets filled in.
    server = await listen(createSiteServer(defaultDeployments(), { prerendered: false }), 0);
    origin = `http://localhost:${/** @type {AddressInfo} */ (server.address()).port}/`;
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
  });
  try {
    /** @param {string} path */
    const fetchText = async (path) => {
      const response = await fetch(new URL(path, origin));
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.text();
    };
    /** @type {string[]} */
    const routes = JSON.parse(await fetchText('/routes.json'));
    // The template: the shell's index.html as built (no route content in it).
    const template = await readFile(join(shellDist, 'index.html'), 'utf8');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      /** @type {PrerenderWindow} */ (window).__REVORA_PRERENDER__ = true;
    });
    // Nothing leaves the site while rendering (maps, analytics, the email service).
    const site = new URL(origin).host;
    await context.route(
      (url) => url.host !== site,
      (route) => route.abort('blockedbyclient'),
    );

    const jobs = [...routes.map((path) => ({ path, file: pageFile(path) })), { path: notFoundProbe, file: notFoundFile }];
    await rm(out, { recursive: true, force: true });
    const started = Date.now();
    /** @type {string[]} */
    const failures = [];
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = /** @type {Job} */ (jobs[next++]); // next < jobs.length
        try {
          const snapshot = await renderPage(context, origin, job.path);
          const target = join(out, job.file);
          await mkdir(dirname(target), { recursive: true });
          await writeFile(target, composePage(template, snapshot));
        } catch (error) {
          failures.push(`${job.path}: ${error instanceof Error ? error.message : error}`);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (failures.length) throw new Error(`Prerender failed for:\n${failures.join('\n')}`);
    // The pages' inline scripts (React's form-replaying one besides the
    // template's) are allowed by their hashes, from the pass below on.
    const pages = await Promise.all(jobs.map((job) => readFile(join(out, job.file), 'utf8')));
    const hashes = scriptHashesOf([template, ...pages]);
    await writeFile(join(shellDist, scriptHashesFile), `${JSON.stringify(hashes, null, 2)}\n`);

    if (failures.length) throw new Error(`Prerender failed for:\n${failures.join('\n')}`);
    await precompressDir(out);
    log(`Prerendered ${jobs.length} pages into ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await browser.close();
    server?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!existsSync(chromiumPath)) {
    console.warn(
      `Prerender skipped: no Chromium at ${chromiumPath} (set CHROMIUM_PATH). Pages will be rendered in the browser only.`,
    );
  } else {
    try {
      await prerender({
        origin: option('origin'),
        out: option('out'),
        concurrency: Number(option('concurrency', '3')),
      });
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    }
  }
}
