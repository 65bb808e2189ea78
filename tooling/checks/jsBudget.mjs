/**
 * `pnpm check:budget`: the first-visit JavaScript of every route, gzipped,
 * computed from the build output (no browser), against the budget in
 * e2e/budget.json, and beside it the CSS its prerendered page carries inline
 * (its <style> elements, before compression).
 * Prints a table per route and exits with 1 when a route is over a budget (2
 * when the build cannot be read).
 *
 * What a first visit to a route downloads, as the build's manifests describe
 * it (Vite's .vite/manifest.json and @module-federation/vite's
 * mf-manifest.json / mf-stats.json in each dist):
 *
 * 1. The shell: the template's <script src> and <link rel="modulepreload">
 *    (shell/dist/index.html, which every page starts), and everything those import
 *    statically. The federation bootstrap the HTML starts is not in Vite's
 *    manifest (the plugin writes it after the bundle); the modules it loads
 *    (hostInit, pendingShares, the app's entry) are read from its code.
 * 2. The shell's shared libraries: the host's federation runtime initialises
 *    every library the shell shares, whatever the route (mf-manifest.json's
 *    `shared`); a library shared with tree-shaking (mf-stats.json's
 *    `treeShaking`) is loaded as its tree-shaken chunk, not as the whole
 *    library the manifest lists.
 * 3. The route's page. A remote's page: the remote's remoteEntry.js, the
 *    exposed module with its static imports (mf-manifest.json's
 *    `exposes[].assets.js.sync`: the remote's runtime glue, its share map,
 *    the page's chunk and what it imports), and the remote's own copy of any
 *    library it shares that the shell does not provide (a remote initialises
 *    its shared libraries when its entry starts; those the shell provides
 *    come from the shell). A shell page (the privacy policy, not found): its
 *    chunk and its static imports.
 *
 * Each file is counted once per route, gzipped with Node's default level
 * (what the browser test this replaces measured on the responses' bodies).
 *
 * Checked against what Chromium downloads (375 px, each route until the page
 * is live and the network idle; the browser test this replaces): on every
 * route but the specialty pages, the same files and the same total to the
 * tenth of a KB (/ 314.0, /aboutus 281.7, /contactus 280.6, /privacy-policy
 * 247.6, not found 246.9). A specialty page (/specialities/<slug>,
 * /specialties/<slug>) counts 3.6-4.6 KB (1.3-1.6 %) less than the browser:
 * its page picks its content and its icon by the route's slug, by dynamic
 * import (remote-specialties' specialtyContentLoaders.ts,
 * shared/src/content/specialtyIconLoaders.ts), which no manifest ties to a
 * route. Left out as well, as the browser leaves them out of a first visit
 * that only looks: code loaded later, by dynamic import, when a part comes
 * near the viewport (a page's sections below the fold, the footer's
 * newsletter form, the motion library) or when the visitor points at a link
 * (another page's remote, the route descriptions). A visitor who scrolls
 * downloads more; the budget is about what the first view costs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const workspace = fileURLToPath(new URL('../../', import.meta.url));

/**
 * @typedef {object} ViteChunk one entry of Vite's .vite/manifest.json
 * @property {string} file
 * @property {string} [src]
 * @property {string[]} [imports] keys of the chunks it imports statically
 * @property {string[]} [dynamicImports]
 * @property {boolean} [isEntry]
 * @property {boolean} [isDynamicEntry]
 */

/**
 * @typedef {object} FederationAssets
 * @property {{ sync: string[], async: string[] }} js
 */

/**
 * @typedef {object} FederationManifest mf-manifest.json or mf-stats.json (the parts read here)
 * @property {{ name: string, version?: string, treeShaking?: { status?: number }, assets: FederationAssets }[]} shared
 * @property {{ name: string, assets: FederationAssets }[]} exposes
 * @property {{ remoteEntry?: { name: string, path?: string } }} [metaData]
 */

/**
 * One deployed app as the check reads it.
 * @typedef {object} App
 * @property {string} name federation name ("shell", "home", …)
 * @property {string} base URL path its files are served under ("/", "/mf/home/")
 * @property {Record<string, ViteChunk>} vite its Vite manifest
 * @property {FederationManifest} federation its mf-manifest.json
 * @property {FederationManifest} [stats] its mf-stats.json (tree-shaking of shared libraries)
 */

/**
 * A route's page: a remote's exposed module, or one of the shell's own pages.
 * @typedef {{ remote: string, module: string } | { shell: string }} PageRef
 */

/**
 * The script files a page's HTML loads: external scripts and module preloads,
 * as URL paths (inline scripts are not downloads). Throws on a script from
 * another origin, which the build's files cannot measure.
 * @param {string} html
 * @returns {string[]}
 */
export function htmlScriptUrls(html) {
  /** @type {string[]} */
  const urls = [];
  const attr = (/** @type {string} */ tag, /** @type {string} */ name) =>
    new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    const type = (attr(tag, 'type') ?? '').toLowerCase();
    if (src && (type === '' || type === 'module' || type === 'text/javascript')) urls.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attr(tag, 'href');
    if (href && rel.includes('modulepreload')) urls.push(href);
  }
  for (const url of urls) {
    if (/^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(url)) throw new Error(`The page loads a script from another origin: ${url}`);
  }
  return [...new Set(urls)];
}

/**
 * The relative modules a chunk that is not in Vite's manifest loads: its
 * static imports and re-exports, and the modules it imports by literal name
 * (`import("./x.js")`, the federation bootstrap's `__mfImport("./x.js")`).
 * Only for such generated loaders, which run all they import; a chunk Vite
 * built is followed through the manifest's static imports alone.
 * @param {string} code
 * @returns {string[]}
 */
export function loaderImports(code) {
  const specifiers = new Set();
  const quoted = String.raw`(["'\`])(\.{1,2}\/[^"'\`]+)\1`;
  const patterns = [
    new RegExp(String.raw`\bimport\s*${quoted}`, 'g'),
    new RegExp(String.raw`\bfrom\s*${quoted}`, 'g'),
    new RegExp(String.raw`\b(?:import|__mfImport)\s*\(\s*${quoted}\s*\)`, 'g'),
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) specifiers.add(match[2]);
  return [...specifiers];
}

/**
 * A shared library's name as @module-federation/vite writes it into its
 * virtual modules' ids: "@mui/material/Box" -> "_mf_0_mui_mf_1_material_mf_1_Box".
 * @param {string} name
 */
export function federationIdOf(name) {
  return name.replaceAll('@', '_mf_0_').replaceAll('/', '_mf_1_').replaceAll('-', '_mf_2_');
}

/**
 * The files an app's chunks import statically, starting from `files` (paths
 * relative to the app's dist), through its Vite manifest; files the manifest
 * does not list are read (`readCode`) and followed through loaderImports.
 * @param {App} app
 * @param {Iterable<string>} files
 * @param {(file: string) => string} readCode
 * @returns {Set<string>}
 */
export function staticClosure(app, files, readCode) {
  /** @type {Map<string, ViteChunk>} */
  const byFile = new Map(Object.values(app.vite).map((chunk) => [chunk.file, chunk]));
  const seen = new Set();
  const queue = [...files];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = byFile.get(file);
    if (chunk) {
      for (const key of chunk.imports ?? []) {
        const imported = app.vite[key];
        if (!imported) throw new Error(`${app.name}: ${file} imports ${key}, which its Vite manifest does not list`);
        queue.push(imported.file);
      }
    } else if (file.endsWith('.js')) {
      for (const specifier of loaderImports(readCode(file))) {
        queue.push(new URL(specifier, `file:///${file}`).pathname.slice(1));
      }
    }
  }
  return seen;
}

/**
 * The chunks the host's federation runtime loads for the libraries an app
 * shares: each library's chunks from mf-manifest.json, or, for a library
 * shared with tree-shaking (mf-stats.json), its tree-shaken chunk (Vite's
 * manifest, the plugin's treeShakingProvider module for that library).
 * @param {App} app
 * @param {(name: string) => boolean} [which] the libraries to count (default all)
 * @returns {string[]}
 */
export function sharedChunks(app, which = () => true) {
  /** @type {string[]} */
  const files = [];
  for (const library of app.federation.shared) {
    if (!which(library.name)) continue;
    const stats = app.stats?.shared.find((candidate) => candidate.name === library.name);
    if (stats?.treeShaking && stats.treeShaking.status !== 0) {
      const marker = `treeShakingProvider__${federationIdOf(library.name)}__treeShakingProvider__`;
      const provider = Object.entries(app.vite).find(([key]) => key.includes(marker));
      if (!provider) throw new Error(`${app.name}: no tree-shaken chunk of the shared "${library.name}" in its Vite manifest`);
      files.push(provider[1].file);
    } else {
      files.push(...library.assets.js.sync, ...library.assets.js.async);
    }
  }
  return files;
}

/** Where the shell's own pages are in its sources (shell/src/routes/RouteView.tsx), by the route table's name. */
export const shellPageSources = /** @type {Record<string, string>} */ ({
  privacy: 'src/pages/PrivacyPolicyPage.tsx',
  notFound: 'src/pages/NotFoundPage.tsx',
});

/**
 * The script files (URL paths) a first visit to a page downloads.
 * @param {object} site
 * @param {App} site.shell
 * @param {Record<string, App>} site.remotes by federation name
 * @param {PageRef} page the route's page
 * @param {string} html the shell's template (shell/dist/index.html), whose scripts every page starts
 * @param {(app: App, file: string) => string} readCode a built file's text
 * @returns {{ app: App, file: string, url: string }[]}
 */
export function firstVisitFiles({ shell, remotes }, page, html, readCode) {
  /** @type {{ app: App, file: string, url: string }[]} */
  const out = [];
  const add = (/** @type {App} */ app, /** @type {Iterable<string>} */ files) => {
    for (const file of staticClosure(app, files, (name) => readCode(app, name))) {
      const url = `${app.base}${file}`;
      if (!out.some((entry) => entry.url === url)) out.push({ app, file, url });
    }
  };

  const fromHtml = htmlScriptUrls(html).map((url) => {
    if (!url.startsWith(shell.base)) throw new Error(`The page loads ${url}, outside the shell's files`);
    return url.slice(shell.base.length);
  });
  add(shell, fromHtml);
  add(shell, sharedChunks(shell));

  if ('shell' in page) {
    const source = shellPageSources[page.shell];
    const chunk = source && shell.vite[source];
    if (!chunk) throw new Error(`The shell's page "${page.shell}" is not in its Vite manifest (${source ?? 'unknown source'})`);
    add(shell, [chunk.file]);
  } else {
    const remote = remotes[page.remote];
    if (!remote) throw new Error(`Unknown remote "${page.remote}"`);
    const exposed = remote.federation.exposes.find((candidate) => candidate.name === page.module);
    if (!exposed) throw new Error(`${remote.name} does not expose "${page.module}"`);
    const entry = remote.federation.metaData?.remoteEntry;
    add(remote, [`${entry?.path ?? ''}${entry?.name ?? 'remoteEntry.js'}`]);
    add(remote, exposed.assets.js.sync);
    const fromShell = new Set(shell.federation.shared.map((library) => library.name));
    add(remote, sharedChunks(remote, (name) => !fromShell.has(name)));
  }
  return out;
}

/**
 * @typedef {object} RouteRow
 * @property {string} path
 * @property {number} bytes first-visit JavaScript, gzipped
 * @property {number} files
 * @property {number} cssBytes the page's inline CSS, before compression (reported, not budgeted: the paint is measured instead, docs/performance.md)
 */

/**
 * @typedef {object} Budgets
 * @property {number} firstLoadJsKb
 */

/** Bytes as the budget counts them: KB (1024) with one decimal. */
export const kb = (/** @type {number} */ bytes) => Math.round(bytes / 102.4) / 10;

/**
 * What is left of a budget, or how far over it a size is.
 * @param {number} bytes
 * @param {number} budgetKb
 */
const margin = (bytes, budgetKb) => {
  const left = Math.round((budgetKb - kb(bytes)) * 10) / 10;
  return left < 0 ? `OVER by ${-left} KB` : `${left} KB left`;
};

/**
 * The characters of a page's <style> elements: the CSS it carries inline.
 * @param {string} html
 */
export function inlineCssBytes(html) {
  let bytes = 0;
  for (const [, css] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) bytes += Buffer.byteLength(css ?? '');
  return bytes;
}

/**
 * The table the check prints.
 * @param {RouteRow[]} rows
 * @param {Budgets} budgets
 */
export function formatTable(rows, { firstLoadJsKb }) {
  const width = Math.max(5, ...rows.map((row) => row.path.length));
  const js = `vs ${firstLoadJsKb} KB`.padEnd(16);
  const lines = [`${'route'.padEnd(width)}  ${'JS gzip KB'.padStart(10)}  ${'files'.padStart(5)}  ${js}  ${'inline CSS KB'.padStart(13)}`];
  for (const row of rows) {
    lines.push(
      `${row.path.padEnd(width)}  ${kb(row.bytes).toFixed(1).padStart(10)}  ${String(row.files).padStart(5)}  ${margin(row.bytes, firstLoadJsKb).padEnd(16)}  ${kb(row.cssBytes).toFixed(1).padStart(13)}`,
    );
  }
  return lines.join('\n');
}

/**
 * Each route over a budget, with its excess.
 * @param {RouteRow[]} rows
 * @param {Budgets} budgets
 */
export function overBudget(rows, { firstLoadJsKb }) {
  const over = (/** @type {number} */ bytes, /** @type {number} */ budgetKb) => Math.round((kb(bytes) - budgetKb) * 10) / 10;
  return rows.flatMap((row) => [
    ...(kb(row.bytes) > firstLoadJsKb
      ? [`${row.path}: ${kb(row.bytes)} KB of JavaScript, ${over(row.bytes, firstLoadJsKb)} KB over the ${firstLoadJsKb} KB budget`]
      : []),
  ]);
}

/**
 * @param {string} file
 * @returns {any}
 */
function readJson(file) {
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first (pnpm build)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The deployed apps as the production server serves them (tooling/server/serve.mjs).
 * @param {string} shellDir
 * @param {Record<string, string>} remoteDirs by URL prefix ("/mf/home/")
 * @returns {{ shell: App, remotes: Record<string, App>, dirOf: Map<App, string> }}
 */
export function readSite(shellDir, remoteDirs) {
  /** @type {Map<App, string>} */
  const dirOf = new Map();
  const app = (/** @type {string} */ dir, /** @type {string} */ base) => {
    const federation = readJson(join(dir, 'mf-manifest.json'));
    /** @type {App} */
    const read = {
      name: federation.name,
      base,
      vite: readJson(join(dir, '.vite', 'manifest.json')),
      federation,
      stats: existsSync(join(dir, 'mf-stats.json')) ? readJson(join(dir, 'mf-stats.json')) : undefined,
    };
    dirOf.set(read, dir);
    return read;
  };
  const shell = app(shellDir, '/');
  /** @type {Record<string, string>} */
  const entries = readJson(join(shellDir, 'remotes.json'));
  /** @type {Record<string, App>} */
  const remotes = {};
  for (const [name, entry] of Object.entries(entries)) {
    const base = new URL('./', new URL(entry, 'http://site/remotes.json')).pathname;
    const dir = remoteDirs[base];
    if (!dir) throw new Error(`remotes.json puts "${name}" at ${entry}, which no local build serves`);
    remotes[name] = app(dir, base);
  }
  return { shell, remotes, dirOf };
}

async function main() {
  const { defaultDeployments, notFoundFile, pageFile } = await import('../server/serve.mjs');
  const args = process.argv.slice(2);
  const listFiles = args.includes('--files');
  const budgetFile = join(workspace, 'e2e', 'budget.json');
  const budgets = /** @type {Budgets} */ (readJson(budgetFile));
  if (typeof budgets.firstLoadJsKb !== 'number') throw new Error(`${budgetFile} has no number for firstLoadJsKb`);
  const deployments = defaultDeployments();
  const { shell, remotes, dirOf } = readSite(deployments.shell, deployments.remotes);
  const shellDir = deployments.shell;

  // The route table as built: the prerender's copy of the shell renders every page from it.
  const ssrEntry = join(workspace, 'shell', 'dist-ssr', 'entry-server.js');
  if (!existsSync(ssrEntry)) throw new Error(`${ssrEntry} is missing: build the site first (pnpm build)`);
  /** @type {{ routeTable: { path: string, page: PageRef }[], notFoundRoute: { page: PageRef } }} */
  const site = await import(pathToFileURL(ssrEntry).href);
  const routes = [
    ...site.routeTable.map((route) => ({ label: route.path, page: route.page, file: pageFile(route.path) })),
    { label: '(not found)', page: site.notFoundRoute.page, file: notFoundFile },
  ];

  /** @type {Map<string, number>} */
  const gzipped = new Map();
  const pathOf = (/** @type {App} */ app, /** @type {string} */ file) => join(/** @type {string} */ (dirOf.get(app)), file);
  const readCode = (/** @type {App} */ app, /** @type {string} */ file) => readFileSync(pathOf(app, file), 'utf8');
  const sizeOf = (/** @type {App} */ app, /** @type {string} */ file) => {
    const path = pathOf(app, file);
    let size = gzipped.get(path);
    if (size === undefined) {
      if (!existsSync(path)) throw new Error(`${app.name}'s manifests name ${file}, which is not in ${dirOf.get(app)}`);
      size = gzipSync(readFileSync(path)).length;
      gzipped.set(path, size);
    }
    return size;
  };

  // Every page starts the template's scripts, once it has painted (tooling/prerender.mjs, startAfterPaint).
  const template = readFileSync(join(shellDir, 'index.html'), 'utf8');
  /** @type {RouteRow[]} */
  const rows = [];
  for (const route of routes) {
    const page = join(shellDir, 'pages', route.file);
    if (!existsSync(page)) throw new Error(`No prerendered page for ${route.label} (${page}): run the build's prerender`);
    const html = readFileSync(page, 'utf8');
    const files = firstVisitFiles({ shell, remotes }, route.page, template, readCode);
    const sizes = files.map((entry) => ({ ...entry, size: sizeOf(entry.app, entry.file) }));
    rows.push({
      path: route.label,
      bytes: sizes.reduce((sum, entry) => sum + entry.size, 0),
      files: files.length,
      cssBytes: inlineCssBytes(html),
    });
    if (listFiles) {
      console.log(`\n${route.label}`);
      for (const entry of sizes) console.log(`  ${(entry.size / 1024).toFixed(1).padStart(6)} KB  ${entry.url}`);
    }
  }

  console.log(
    `Per route, from the build (budgets in ${budgetFile}): first-visit JavaScript, gzipped, and the page's inline CSS, before compression\n`,
  );
  console.log(formatTable(rows, budgets));
  const over = overBudget(rows, budgets);
  if (over.length > 0) {
    console.error(`\n${over.length} over a budget:\n${over.map((line) => `  ${line}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\nEvery route is within ${budgets.firstLoadJsKb} KB of JavaScript.`,
    );
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`check:budget could not measure the build: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 2;
  });
}

