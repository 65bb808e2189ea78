/**
 * The last step of the production build: writes, for every path of the route
 * table and for the not-found page, an HTML file that already holds the page's
 * content and styles (shell/dist/pages/), each with its brotli and gzip
 * copies, and the hashes of their inline scripts for the server's
 * Content-Security-Policy (shell/dist/script-hashes.json). The production
 * server answers with these files; the scripts then hydrate them.
 *
 * The pages are rendered in Node, in one pass: the shell's server build
 * (shell/dist-ssr/entry-server.js) renders each route with react-dom's static
 * renderer, and the federation runtime loads each remote's page from the
 * remote as deployed (its remoteEntry.ssr.js, over HTTP). After a remote is
 * redeployed, run this again to refresh the HTML:
 *
 *   node tooling/prerender.mjs                      # against the local builds
 *   node tooling/prerender.mjs --origin=https://…   # against a running deployment
 *
 * --origin and --shell (the deployed shell folder, default shell/dist): docs/deploy.md.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { precompressDir } from './build/precompress.js';
import { writeSearchIndex } from './build/searchIndex.js';
import { scriptHashesFile, scriptHashesOf } from './server/scriptHashes.mjs';
import { createSiteServer, defaultDeployments, listen, notFoundFile, pageFile } from './server/serve.mjs';

/** @import { RenderedPage } from '../shell/src/entry-server' */
/** @import { AddressInfo } from 'node:net' */

// React's production build renders the pages, as visitors' browsers hydrate them.
process.env.NODE_ENV = 'production';

const shell = fileURLToPath(new URL('../shell/', import.meta.url));

// The federation runtime's Node loader writes the remotes' modules under the
// working directory and resolves the libraries they share from there: this
// package's, which are the shell's (one copy of React, emotion and MUI).
process.chdir(fileURLToPath(new URL('.', import.meta.url)));

// Any path the route table does not know renders the not-found page.
const notFoundProbe = '/__revora-prerender-not-found__';

/**
 * The template with its module scripts started after the first paint. The
 * `<script type="module" src>` and the `<link rel="modulepreload">` tags the
 * federation plugin writes are taken out and asked for by one inline module
 * script once the page has painted: when the browser reports its first
 * contentful paint, or as soon as the tab is not shown (which paints
 * nothing). Not on `load`: with no script to wait for, a slow phone fired it
 * before its paint. The preloads keep the bootstrap's imports in parallel, as
 * the tags did.
 *
 * Measured reason (`npm run bench`, docs/decisions/2026-11-28-scripts-after-paint.md):
 * Lighthouse's simulated LCP counts every request made before the observed
 * paint, whatever its priority, so the scripts requested while the HTML was
 * parsed kept its LCP at 3.9–4.3× the static page's; the plugin's only switch
 * for its preloads is `build.modulePreload`, and without them the bootstrap's
 * imports are found one round trip at a time (2026-11-26-no-modulepreload-not-kept.md).
 * @param {string} template
 */
function startAfterPaint(template) {
  const entries = [...template.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g)];
  const preloads = [...template.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g)];
  const entry = entries.length === 1 ? entries[0]?.[1] : undefined;
  if (!entry) throw new Error(`The template has ${entries.length} module scripts; one was expected`);
  let html = template;
  for (const [tag] of [...entries, ...preloads]) html = html.replace(tag, '');
  const start = `(${startOncePainted})(${JSON.stringify(preloads.map((match) => match[1]))}, ${JSON.stringify(entry)});`;
  return html.replace('</head>', () => `<script type="module">\n${start}\n</script>\n</head>`);
}

/* global document -- for startOncePainted, which runs in the page */
/**
 * Runs in the page, written into it as its source (startAfterPaint): asks for
 * the module preloads and the entry once the page has painted, or as soon as
 * the tab is hidden.
 * @param {string[]} preloads
 * @param {string} entry
 */
function startOncePainted(preloads, entry) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
    import(entry);
  };
  new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && start()).observe({ type: 'paint', buffered: true });
  const unseen = () => document.visibilityState === 'hidden' && start();
  unseen();
  document.addEventListener('visibilitychange', unseen);
}

/**
 * The HTML template with the route's head tags, styles and markup put in.
 *
 * Before the template's first script: React's form-replaying script,
 * installed before any form is on screen so that it holds a submit made
 * before hydration for React to replay, never sent natively. At the end of
 * the head: a remote's own stylesheets (a
 * carousel's CSS) inlined, so the page does not point at a hashed file that
 * the remote's next release removes, and then emotion's styles, where its
 * cache in the browser puts them and takes them over.
 *
 * The template's scripts (the federation bootstrap and the module preloads
 * the plugin writes into index.html after Vite's HTML hooks have run) start
 * once the page has painted (startAfterPaint): nothing the first paint does
 * not need is requested before it.
 * @param {string} template
 * @param {RenderedPage & { css: string }} page css: the remote's stylesheets
 */
function composePage(template, page) {
  if (!template.includes('<div id="root"></div>')) throw new Error('The template has no empty #root');
  const html = startAfterPaint(template);
  // startAfterPaint leaves one script at least in the head: its starter.
  const firstScript = html.indexOf('<script');
  const withEarly = `${html.slice(0, firstScript)}${page.headScripts}\n    ${html.slice(firstScript)}`;
  const styles = [page.css && `<style data-remote-styles>${page.css.replaceAll('</style', '<\\/style')}</style>`, page.styles].filter(Boolean);
  return withEarly
    .replace('</head>', () => `${page.head}\n${styles.join('\n')}\n</head>`)
    .replace('<div id="root"></div>', () => `<div id="root" data-prerendered>${page.html}</div>`);
}

/**
 * The stylesheets a remote's exposed module loads (its own and its lazily
 * loaded parts'), from the remote's mf-manifest.json, as one text.
 * @param {string} entry URL of the remote's remoteEntry.js
 * @param {string} module exposed module name, without "./"
 */
async function remoteCss(entry, module) {
  const manifestUrl = new URL('mf-manifest.json', entry);
  const manifest = /** @type {{ exposes: { name: string, assets: { css: { sync: string[], async: string[] } } }[] }} */ (
    await (await fetch(manifestUrl)).json()
  );
  const expose = manifest.exposes.find((candidate) => candidate.name === module);
  const files = expose ? [...expose.assets.css.sync, ...expose.assets.css.async] : [];
  const sheets = await Promise.all(
    files.map(async (file) => {
      const response = await fetch(new URL(file, manifestUrl));
      if (!response.ok) throw new Error(`${file} answered ${response.status}`);
      return response.text();
    }),
  );
  return sheets.join('\n');
}

/** @type {import('node:http').Server | null} */
let server = null;
try {
  const { values } = parseArgs({ options: { origin: { type: 'string' }, shell: { type: 'string' } } });
  const shellDir = values.shell ?? join(shell, 'dist');
  const out = join(shellDir, 'pages');
  const started = Date.now();
  let origin = values.origin;
  if (!origin) {
    // The local builds, served exactly as in production but without the
    // previous prerender's pages.
    server = await listen(createSiteServer(defaultDeployments(), { prerendered: false }), 0);
    origin = `http://localhost:${/** @type {AddressInfo} */ (server.address()).port}/`;
  }
  /** @type {typeof import('../shell/src/entry-server')} */
  const site = await import(pathToFileURL(join(shell, 'dist-ssr', 'entry-server.js')).href);
  const manifestUrl = new URL('remotes.json', origin).href;
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const manifest = /** @type {Record<string, string>} */ (await response.json());
  site.useDeployment(manifest, manifestUrl);

  const template = await readFile(join(shellDir, 'index.html'), 'utf8');
  const jobs = [
    ...site.routeTable.map((route) => ({ route, path: route.path, file: pageFile(route.path) })),
    { route: site.notFoundRoute, path: notFoundProbe, file: notFoundFile },
  ];
  await rm(out, { recursive: true, force: true });
  const pages = [];
  /** @type {{ url: string, html: string }[]} */
  const searchable = [];
  // One after another: the remotes' modules load once, on the first page
  // that needs them, and every page after renders from memory.
  for (const job of jobs) {
    try {
      const rendered = await site.render(job.path);
      const page = job.route.page;
      const css = 'remote' in page ? await remoteCss(new URL(manifest[page.remote] ?? '', manifestUrl).href, page.module) : '';
      const html = composePage(template, { ...rendered, css });
      const target = join(out, job.file);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, html);
      pages.push(html);
      if (job.route !== site.notFoundRoute) searchable.push({ url: job.path, html });
    } catch (error) {
      throw new Error(`Prerender failed for ${job.path}: ${error instanceof Error ? error.stack : error}`, {
        cause: error,
      });
    }
  }
  // Derived from the route table: the server's known paths (others get
  // 404), the sitemap and robots.txt.
  const paths = site.routeTable.map((route) => route.path);
  await writeFile(join(shellDir, 'routes.json'), `${JSON.stringify(paths, null, 2)}\n`);
  const urls = paths.map((path) => `  <url><loc>${site.siteOrigin}${path}</loc></url>`);
  const sitemap = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>'];
  await writeFile(join(shellDir, 'sitemap.xml'), `${sitemap.join('\n')}\n`);
  await writeFile(join(shellDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${site.siteOrigin}/sitemap.xml\n`);
  // The pages' inline scripts (React's form-replaying one besides the
  // template's) are allowed by their hashes.
  await writeFile(join(shellDir, scriptHashesFile), `${JSON.stringify(scriptHashesOf([template, ...pages]), null, 2)}\n`);
  await precompressDir(out);
  // The site search's index, of the pages just written.
  await writeSearchIndex(shellDir, searchable);
  console.log(`Prerendered ${jobs.length} pages into ${out} and indexed ${searchable.length} for search in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  server?.close();
}
// The federation runtime keeps the remotes' modules; nothing else is pending.
process.exit();
