/**
 * `npm run bench`: Lighthouse CI on every route of the production build, a
 * benchmark rather than a test. Builds the site (unless --no-build), serves
 * it with tooling/server/serve.mjs on a free port, and runs `lhci collect`,
 * `upload` (to e2e/reports/lighthouse) and `assert` with e2e/lighthouserc.cjs.
 * Each run is followed by a slow-phone visit (firstTap.mjs) for the two
 * figures Lighthouse has no audit for. In the same run Lighthouse also
 * measures a plain static page (the home page's own heading and paragraphs
 * as bare HTML in the system font, about 10 KB, served from this machine):
 * each route's FCP and LCP are reported as a ratio to that page's, the limit
 * a page built with scripts and styles can approach. Prints one line per route (medians)
 * and writes e2e/reports/bench.md and bench.json for before/after comparisons.
 *
 * Options: --no-build, --routes=/,/aboutus (default: every path of
 * shell/dist/routes.json), --runs=N (default 3). CHROMIUM_PATH overrides
 * /usr/bin/chromium. Exits non-zero when a Lighthouse target is missed (LHCI's
 * assertions) or Lighthouse fails; the visit's two figures are reported only.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launchVisitorBrowser, measureFirstPaint, measureFirstTap } from './firstTap.mjs';
import { chromiumFlags, chromiumPath, ensurePnpm, workspace } from '../../tooling/server/toolchain.mjs';
import { readOptions } from './cliOptions.mjs';

const usage = 'Usage: npm run bench -- [--no-build] [--routes=/,/aboutus] [--runs=3]';
const options = readOptions(usage, {
  'no-build': { type: 'boolean', default: false },
  routes: { type: 'string' },
  runs: { type: 'string', default: '3' },
});
const runsPerRoute = Number(options.runs);
if (!Number.isInteger(runsPerRoute) || runsPerRoute < 1) {
  console.error(`--runs must be a positive whole number, not "${options.runs}"`);
  process.exit(2);
}

const e2e = join(workspace, 'e2e');
const reports = join(e2e, 'reports');
const requireFromE2e = createRequire(join(e2e, 'package.json'));
const lhciCli = requireFromE2e.resolve('@lhci/cli/src/cli.js');
const lhciConfigPath = join(e2e, 'lighthouserc.cjs');
const lhciConfig = requireFromE2e(lhciConfigPath).ci;

/**
 * The table's columns. Lighthouse's figures are the medians LHCI computed for
 * its assertions, and ✗ is LHCI's verdict; the others are medians of the runs.
 */
const toPercent = (score) => score * 100;
const lighthouseColumn = (key, title, assertion, show, read = (v) => v) => ({ key, title, assertion, show, read });
/** A route's paint as a ratio to the plain static page's (`reference`, read once the runs are in). */
const staticRatioColumn = (key, title, auditId, referenceKey, limit) => ({
  key,
  title,
  values: ({ lhrs }) => lhrs.map((lhr) => lhr.audits[auditId]?.numericValue / reference[referenceKey]),
  show: (v) => v.toFixed(2),
  ok: (v) => v <= limit,
  target: `≤ ${limit}`,
});
const columns = [
  lighthouseColumn('performance', 'Perf', 'categories:performance', (v) => String(Math.round(v)), toPercent),
  lighthouseColumn('accessibility', 'A11y', 'categories:accessibility', (v) => String(Math.round(v)), toPercent),
  lighthouseColumn('bestPractices', 'BP', 'categories:best-practices', (v) => String(Math.round(v)), toPercent),
  lighthouseColumn('seo', 'SEO', 'categories:seo', (v) => String(Math.round(v)), toPercent),
  lighthouseColumn('lcpMs', 'LCP s', 'largest-contentful-paint', (v) => (v / 1000).toFixed(2)),
  lighthouseColumn('tbtMs', 'TBT ms', 'total-blocking-time', (v) => String(Math.round(v))),
  lighthouseColumn('cls', 'CLS', 'cumulative-layout-shift', (v) => v.toFixed(3)),
  // Paint against the plain static page measured in the same run (its medians; see reference below).
  staticRatioColumn('fcpRatio', 'FCP ÷ static', 'first-contentful-paint', 'fcpMs', 1.2),
  staticRatioColumn('lcpRatio', 'LCP ÷ static', 'largest-contentful-paint', 'lcpMs', 1.5),
  // No target: JavaScript as transferred (compressed), to follow the bundle work.
  { key: 'jsKb', title: 'JS KB', values: ({ lhrs }) => lhrs.map(scriptKb), show: (v) => v.toFixed(1), ok: () => true },
  // A real slow phone (firstTap.mjs), not Lighthouse's simulation. A tap that opened nothing is an endless wait.
  {
    key: 'firstTapMs',
    title: 'Tap ms',
    values: ({ visits }) => visits.map((visit) => visit.tapMs),
    show: (v) => (Number.isFinite(v) ? String(Math.round(v)) : 'lost'),
    ok: (v) => v <= 200,
    target: '≤ 200',
  },
  // The same slow phone's first paint, against the plain static page's on it (reference.phonePaintMs).
  {
    key: 'phonePaintRatio',
    title: 'Phone FCP ÷ static',
    values: ({ visits }) => visits.map((visit) => visit.paintMs / reference.phonePaintMs),
    show: (v) => v.toFixed(2),
    ok: (v) => v <= 1.2,
    target: '≤ 1.2',
  },
  {
    key: 'liveMs',
    title: 'Live s',
    values: ({ visits }) => visits.map((visit) => visit.liveMs),
    show: (v) => (v / 1000).toFixed(2),
    ok: (v) => v <= 2000,
    target: '≤ 2.0',
  },
];
const MISS = '✗';

/** The target of a Lighthouse column, as its assertion in lighthouserc.cjs states it. */
function assertionTarget(column) {
  const [, { minScore, maxNumericValue }] = lhciConfig.assert.assertions[column.assertion];
  if (minScore !== undefined) return minScore === 1 ? '100' : `≥ ${column.read(minScore)}`;
  return `≤ ${column.key === 'lcpMs' ? maxNumericValue / 1000 : maxNumericValue}`;
}

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** JavaScript bytes over the wire, from Lighthouse's resource summary. */
function scriptKb(lhr) {
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return scripts ? scripts.transferSize / 1024 : null;
}

/** Audits that cost points in accessibility, best practices or SEO. */
function failedAudits(lhr) {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && lhr.audits[ref.id].score < 1)
      .map((ref) => `${category}/${ref.id}`),
  );
}

function duration(ms) {
  const total = Math.round(ms / 1000);
  return total < 60 ? `${total} s` : `${Math.floor(total / 60)} min ${total % 60} s`;
}

/** Runs the LHCI command line in e2e/reports (where it keeps its .lighthouseci folder). */
function lhci(args, { quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [lhciCli, ...args, `--config=${lhciConfigPath}`], {
      cwd: reports,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Serves the built site as `pnpm serve` does, and resolves once it answers. */
async function startSite() {
  const port = await freePort();
  const server = spawn(process.execPath, [join(workspace, 'tooling', 'server', 'serve.mjs')], {
    cwd: workspace,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://localhost:${port}`;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    if (server.exitCode !== null) throw new Error(`The site's server exited with ${server.exitCode}`);
    try {
      await fetch(origin);
      return { origin, stop: () => server.kill() };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  server.kill();
  throw new Error(`The site's server did not answer on ${origin}`);
}

/**
 * The plain static page: the home page's h1 and paragraphs as they are
 * prerendered, without the site's styles, font or scripts, up to about 10 KB.
 */
function staticReferencePage() {
  const home = readFileSync(join(workspace, 'shell', 'dist', 'pages', 'index.html'), 'utf8');
  const text = (html) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
  const heading = text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(home)?.[1] ?? 'Medical billing');
  const paragraphs = [];
  let size = 0;
  for (const match of home.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)) {
    const paragraph = text(match[1]);
    if (paragraph.length < 40 || size > 10_000) continue;
    paragraphs.push(`<p>${paragraph}</p>`);
    size += paragraph.length;
  }
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${heading}</title><meta name="description" content="A plain static page for comparison.">`,
    '<style>body{font-family:system-ui,sans-serif;line-height:1.6;max-width:46rem;margin:0 auto;padding:1rem}</style>',
    `</head><body><main><h1>${heading}</h1>${paragraphs.join('')}</main></body></html>`,
  ].join('');
}

/** Serves the plain static page (gzipped, like the site) on a free port. */
async function startReference() {
  const page = gzipSync(staticReferencePage());
  const port = await freePort();
  const server = createHttpServer((request, response) => {
    if (request.url !== '/') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' }).end(page);
  });
  await new Promise((resolve) => server.listen(port, resolve));
  return { url: `http://localhost:${port}/`, stop: () => server.close() };
}

// --- Setup -------------------------------------------------------------------

const startedAt = Date.now();
if (!options['no-build']) {
  const pnpm = await ensurePnpm();
  console.log('Building the production site…');
  await pnpm(['build']);
}

const routesFile = join(workspace, 'shell', 'dist', 'routes.json');
if (!existsSync(routesFile)) {
  console.error(`${routesFile} is missing: build the site first (pnpm build) or drop --no-build.`);
  process.exit(1);
}
const knownRoutes = JSON.parse(readFileSync(routesFile, 'utf8'));
const routes = options.routes ? options.routes.split(',').map((route) => route.trim()).filter(Boolean) : knownRoutes;
for (const route of routes) {
  // Other paths answer 404, which Lighthouse refuses to measure.
  if (!knownRoutes.some((known) => known.toLowerCase() === route.toLowerCase())) {
    console.error(`${route} is not a route of the site (shell/dist/routes.json).`);
    process.exit(2);
  }
}
if (!existsSync(chromiumPath)) {
  console.error(`Chromium is missing at ${chromiumPath}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}
mkdirSync(reports, { recursive: true });
rmSync(lhciConfig.upload.outputDir, { recursive: true, force: true });

// --- Runs --------------------------------------------------------------------

const site = await startSite();
const staticPage = await startReference();
process.once('SIGINT', () => {
  site.stop();
  staticPage.stop();
  process.exit(130);
});
const urls = routes.map((route) => site.origin + route);
let assertCode;
const visits = new Map(routes.map((route) => [route, []]));
const staticVisits = [];
try {
  const collect = await lhci([
    'collect',
    ...[...urls, staticPage.url].map((url) => `--url=${url}`),
    `--numberOfRuns=${runsPerRoute}`,
    `--chromePath=${chromiumPath}`,
    // LHCI passes Lighthouse one string of flags (and adds --headless itself).
    `--settings.chromeFlags=${chromiumFlags.join(' ')}`,
  ]);
  if (collect.code !== 0) throw new Error(`lhci collect exited with ${collect.code}`);
  const upload = await lhci(['upload'], { quiet: true });
  if (upload.code !== 0) throw new Error(`lhci upload failed:\n${upload.output}`);
  const assert = await lhci(['assert'], { quiet: true });
  assertCode = assert.code;
  writeFileSync(join(lhciConfig.upload.outputDir, 'assertions.txt'), stripVTControlCharacters(assert.output));

  console.log(`\nSlow-phone visits (firstTap.mjs), ${runsPerRoute} per route…`);
  const browser = await launchVisitorBrowser(chromiumPath, chromiumFlags);
  try {
    for (const route of routes) {
      for (let i = 0; i < runsPerRoute; i++) {
        try {
          visits.get(route).push(await measureFirstTap(browser, site.origin + route));
        } catch (error) {
          console.warn(`  ${route}: the visit failed: ${error instanceof Error ? error.message : error}`);
        }
      }
    }
    for (let i = 0; i < runsPerRoute; i++) staticVisits.push(await measureFirstPaint(browser, staticPage.url));
  } finally {
    await browser.close();
  }
} finally {
  site.stop();
  staticPage.stop();
}

// --- Report ------------------------------------------------------------------

const routeOf = (url) => routes[urls.indexOf(url)] ?? new URL(url).pathname;
const assertions = JSON.parse(readFileSync(join(reports, '.lighthouseci', 'assertion-results.json'), 'utf8'));
const manifest = JSON.parse(readFileSync(join(lhciConfig.upload.outputDir, 'manifest.json'), 'utf8'));
const lhrsByRoute = new Map(routes.map((route) => [route, []]));
const referenceLhrs = [];
for (const entry of manifest) {
  const lhr = JSON.parse(readFileSync(entry.jsonPath, 'utf8'));
  if (entry.url === staticPage.url) referenceLhrs.push(lhr);
  else lhrsByRoute.get(routeOf(entry.url))?.push(lhr);
}
/** The plain static page's medians, which the ratio columns divide by. */
const reference = {
  fcpMs: median(referenceLhrs.map((lhr) => lhr.audits['first-contentful-paint']?.numericValue)),
  lcpMs: median(referenceLhrs.map((lhr) => lhr.audits['largest-contentful-paint']?.numericValue)),
  phonePaintMs: median(staticVisits.map((visit) => visit.paintMs)),
};

const results = routes.map((route) => {
  const lhrs = lhrsByRoute.get(route);
  const medians = {};
  const misses = [];
  for (const column of columns) {
    if (column.assertion) {
      const [auditId, auditProperty] = column.assertion.split(':');
      const verdict = assertions.find(
        (result) => routeOf(result.url) === route && result.auditId === auditId && (result.auditProperty ?? undefined) === auditProperty,
      );
      medians[column.key] = verdict ? column.read(verdict.actual) : null;
      if (!verdict?.passed) misses.push(column.key);
    } else {
      medians[column.key] = median(column.values({ lhrs, visits: visits.get(route) }));
      if (medians[column.key] !== null && !column.ok(medians[column.key])) misses.push(column.key);
    }
  }
  return {
    route,
    medians,
    misses,
    meetsAll: misses.length === 0,
    failedAudits: [...new Set(lhrs.flatMap(failedAudits))],
    warnings: [...new Set(lhrs.flatMap((lhr) => lhr.runWarnings ?? []))],
  runs: lhrs.map((lhr) => ({
      lighthouse: Object.fromEntries(
        columns.filter((c) => c.assertion).map((c) => {
          const [auditId, property] = c.assertion.split(':');
          return [c.key, auditId === 'categories' ? c.read(lhr.categories[property]?.score) : lhr.audits[auditId]?.numericValue];
        }),
      ),
      jsKb: scriptKb(lhr),
      // Lighthouse's CPU speed estimate: lower means a slower or busier machine.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    })),
    visits: visits.get(route),
  };
});

const header = ['Route', ...columns.map((c) => c.title)];
const rows = results.map((result) => [
  result.route,
  ...columns.map((column) => {
    const value = result.medians[column.key];
    if (value == null) return 'error';
    return column.show(value) + (result.misses.includes(column.key) ? ` ${MISS}` : '');
  }),
]);
const met = results.filter((r) => r.meetsAll).length;
const summaryLine = `${met} of ${results.length} routes meet every target`;
const targets = columns.filter((c) => c.assertion || c.target).map((c) => `${c.title} ${c.target ?? assertionTarget(c)}`);
const targetsLine = `Targets: ${targets.join(', ')}; ${MISS} marks a miss. Medians of ${runsPerRoute} run(s) per route.`;
const referenceLine = `The plain static page, in the same run: FCP ${(reference.fcpMs / 1000).toFixed(2)} s, LCP ${(reference.lcpMs / 1000).toFixed(2)} s (Lighthouse); first paint on the slow phone ${((reference.phonePaintMs ?? NaN) / 1000).toFixed(2)} s.`;
const auditRoutes = new Map();
for (const result of results) {
  for (const audit of result.failedAudits) auditRoutes.set(audit, [...(auditRoutes.get(audit) ?? []), result.route]);
}
const auditLines = [...auditRoutes].map(
  ([audit, failing]) => `${audit}: ${failing.length === results.length ? 'every route' : failing.join(', ')}`,
);

const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
const pad = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(`\n${pad(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const row of rows) console.log(pad(row));
console.log(`\n${referenceLine}\n${targetsLine}\n${summaryLine}`);
if (auditLines.length) console.log(`Failing audits (in at least one run):\n${auditLines.map((line) => `  ${line}`).join('\n')}`);
console.log(`${duration(Date.now() - startedAt)} in all.`);

const firstLhr = lhrsByRoute.get(routes[0])?.[0];
const lighthouseVersion = firstLhr?.lighthouseVersion ?? 'unknown';
const markdown = [
  `# Lighthouse benchmark`,
  '',
  `${new Date().toISOString()} · Lighthouse CI, Lighthouse ${lighthouseVersion} · mobile, simulated throttling · ` +
    `${firstLhr?.environment?.hostUserAgent ?? 'Chromium'}`,
  '',
  `| ${header.join(' | ')} |`,
  `| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
  '',
  referenceLine,
  '',
  targetsLine,
  '',
  `**${summaryLine}.**`,
  '',
  ...(auditLines.length ? ['Failing audits (in at least one run):', '', ...auditLines.map((l) => `- ${l}`), ''] : []),
].join('\n');
writeFileSync(join(reports, 'bench.md'), markdown);
writeFileSync(
  join(reports, 'bench.json'),
  `${JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      lighthouseVersion,
      settings: { ...lhciConfig.collect.settings, chromeFlags: chromiumFlags, runsPerRoute },
      targets: Object.fromEntries(columns.filter((c) => c.assertion || c.target).map((c) => [c.key, c.target ?? assertionTarget(c)])),
      units: { lcpMs: 'ms', tbtMs: 'ms', jsKb: 'KiB transferred', firstTapMs: 'ms', liveMs: 'ms since navigation start' },
      staticPage: reference,
      summary: { routes: results.length, meetingEveryTarget: met },
      routes: results,
    },
    null,
    2,
  )}\n`,
);
const shown = (path) => relative(workspace, path);
console.log(
  `Reports: ${shown(join(reports, 'bench.md'))}, ${shown(join(reports, 'bench.json'))}; ` +
    `Lighthouse's own in ${shown(lhciConfig.upload.outputDir)} (assertions.txt: LHCI's verdicts).`,
);
process.exit(assertCode === 0 ? 0 : 1);
