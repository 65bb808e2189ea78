/**
 * `npm run bench`: Lighthouse on every route of the production build, a
 * benchmark rather than a test. Builds the site (unless --no-build), serves it
 * in-process on a free port, runs Lighthouse's default mobile configuration
 * (simulated throttling) with Debian's Chromium several times per route and
 * prints the median of each figure against its target. Writes
 * e2e/reports/bench.json (medians and every run) and e2e/reports/bench.md.
 *
 * Options: --no-build, --routes=/,/aboutus (default: every path of
 * shell/dist/routes.json), --runs=N (default 3). CHROMIUM_PATH overrides
 * /usr/bin/chromium. Exits 0 when targets are missed; non-zero only when
 * Lighthouse itself fails (a run that errors twice) or the setup does.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { createSiteServer, listen } from '../../shell/server/serve.mjs';
import { launchVisitorBrowser, measureFirstTap } from './firstTap.mjs';
import { chromiumFlags, chromiumPath, ensurePnpm, workspace } from '../../shell/server/toolchain.mjs';

const usage = 'Usage: npm run bench -- [--no-build] [--routes=/,/aboutus] [--runs=3]';
let options;
try {
  ({ values: options } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      routes: { type: 'string' },
      runs: { type: 'string', default: '3' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
  process.exit(2);
}
if (options.help) {
  console.log(usage);
  process.exit(0);
}
const runsPerRoute = Number(options.runs);
if (!Number.isInteger(runsPerRoute) || runsPerRoute < 1) {
  console.error(`--runs must be a positive whole number, not "${options.runs}"`);
  process.exit(2);
}

// chrome-launcher ships with Lighthouse; pnpm does not hoist it, so resolve it from there.
const requireFromE2e = createRequire(join(workspace, 'e2e', 'package.json'));
const requireFromLighthouse = createRequire(requireFromE2e.resolve('lighthouse/package.json'));
const chromeLauncher = await import(pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href);
const lighthouseVersion = requireFromE2e('lighthouse/package.json').version;

const chromeFlags = ['--headless=new', ...chromiumFlags];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
// Lighthouse's default config is mobile with simulated throttling; stated here so the report says so.
const lighthouseConfig = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: categories,
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  },
};

/** Each figure of the table: how to read it from a run, how to show it, and its target. */
const showScore = (v) => String(Math.round(v));
/** A Lighthouse category score (0–100) and its minimum. */
const scoreColumn = (key, title, category, min) => ({
  key,
  title,
  read: (lhr) => score(lhr, category),
  show: showScore,
  ok: (v) => v >= min,
  target: min === 100 ? '100' : `≥ ${min}`,
});
const columns = [
  scoreColumn('performance', 'Perf', 'performance', 95),
  scoreColumn('accessibility', 'A11y', 'accessibility', 100),
  scoreColumn('bestPractices', 'BP', 'best-practices', 100),
  scoreColumn('seo', 'SEO', 'seo', 100),
  {
    key: 'lcpMs',
    title: 'LCP s',
    read: (lhr) => numeric(lhr, 'largest-contentful-paint'),
    show: (v) => (v / 1000).toFixed(2),
    ok: (v) => v <= 1800,
    target: '≤ 1.8',
  },
  {
    key: 'tbtMs',
    title: 'TBT ms',
    read: (lhr) => numeric(lhr, 'total-blocking-time'),
    show: (v) => String(Math.round(v)),
    ok: (v) => v <= 150,
    target: '≤ 150',
  },
  {
    key: 'cls',
    title: 'CLS',
    read: (lhr) => numeric(lhr, 'cumulative-layout-shift'),
    show: (v) => v.toFixed(3),
    ok: (v) => v <= 0.01,
    target: '≤ 0.01',
  },
  // No target: gzipped/brotli JavaScript as transferred, to follow the bundle work.
  { key: 'jsKb', title: 'JS KB', read: scriptKb, show: (v) => v.toFixed(1), ok: () => true, target: '' },
  // A real slow phone (firstTap.mjs), not Lighthouse's simulation.
  {
    key: 'firstTapMs',
    title: 'Tap ms',
    read: (_lhr, visitor) => visitor?.tapMs ?? null,
    // A tap that opened nothing counts as an endless wait.
    show: (v) => (Number.isFinite(v) ? String(Math.round(v)) : 'lost'),
    ok: (v) => v <= 200,
    target: '≤ 200',
  },
  {
    key: 'liveMs',
    title: 'Live s',
    read: (_lhr, visitor) => visitor?.liveMs ?? null,
    show: (v) => (v / 1000).toFixed(2),
    ok: (v) => v <= 2000,
    target: '≤ 2.0',
  },
];
const MISS = '✗';

function score(lhr, category) {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? value * 100 : null;
}

function numeric(lhr, audit) {
  const value = lhr.audits[audit]?.numericValue;
  return typeof value === 'number' ? value : null;
}

/** JavaScript bytes over the wire (compressed), from resource-summary or else network-requests. */
function scriptKb(lhr) {
  const summary = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  if (summary) return summary.transferSize / 1024;
  const requests = lhr.audits['network-requests']?.details?.items;
  if (!requests) return null;
  const bytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return bytes / 1024;
}

/** Audits that cost points in accessibility, best practices or SEO (pass/fail audits with weight). */
function failedAudits(lhr) {
  const failed = [];
  for (const category of categories.slice(1)) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && typeof audit?.score === 'number' && audit.score < 1) failed.push(`${category}/${ref.id}`);
    }
  }
  return failed;
}

function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function duration(ms) {
  const total = Math.round(ms / 1000);
  return total < 60 ? `${total} s` : `${Math.floor(total / 60)} min ${total % 60} s`;
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
const routes = options.routes
  ? options.routes.split(',').map((route) => route.trim()).filter(Boolean)
  : knownRoutes;
for (const route of routes) {
  if (!route.startsWith('/')) {
    console.error(`Routes start with "/": "${route}"`);
    process.exit(2);
  }
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

const server = createSiteServer();
await listen(server, 0);
const origin = `http://localhost:${server.address().port}`;

let chrome = null;
async function launchChrome() {
  chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags, logLevel: 'silent' });
}
async function closeChrome() {
  const running = chrome;
  chrome = null;
  if (running) {
    try {
      await running.kill();
    } catch {
      // Already gone.
    }
  }
}
let visitorBrowser = null;
/** The first-tap and first-screen figures of one visit; null when it fails. */
async function measureVisitor(url) {
  try {
    visitorBrowser ??= await launchVisitorBrowser(chromiumPath, chromiumFlags);
    return await measureFirstTap(visitorBrowser, url);
  } catch (error) {
    console.warn(`  the slow-phone visit failed: ${error instanceof Error ? error.message : error}`);
    return null;
  }
}
async function cleanUp() {
  await closeChrome();
  await visitorBrowser?.close();
  server.closeAllConnections?.();
  await new Promise((resolve) => server.close(() => resolve()));
}
process.once('SIGINT', async () => {
  await cleanUp();
  process.exit(130);
});

/**
 * One Lighthouse run. A run that throws or reports a runtimeError is retried
 * once on a fresh Chrome; a second failure is returned as { error }.
 */
async function measure(url) {
  let lastError = '';
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      if (!chrome) await launchChrome();
      const result = await lighthouse(
        url,
        { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: categories },
        lighthouseConfig,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      return { lhr };
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      console.warn(`  attempt ${attempt} failed: ${lastError}`);
      await closeChrome();
    }
  }
  return { error: lastError };
}

// --- Runs --------------------------------------------------------------------

console.log(
  `Lighthouse ${lighthouseVersion}, mobile, simulated throttling; ` +
    `${routes.length} route(s) × ${runsPerRoute} run(s) on ${origin}\n`,
);
const results = [];
let environment = null;
let runIndex = 0;
const totalRuns = routes.length * runsPerRoute;
const runsStartedAt = Date.now();
try {
  for (const route of routes) {
    const runs = [];
    const errors = [];
    for (let i = 1; i <= runsPerRoute; i++) {
      runIndex++;
      const runStartedAt = Date.now();
      const { lhr, error } = await measure(origin + route);
      const visitor = error ? null : await measureVisitor(origin + route);
      const elapsed = Date.now() - runStartedAt;
      if (error) {
        errors.push(error);
        console.log(`[${runIndex}/${totalRuns}] ${route} run ${i}: FAILED (${seconds(elapsed)})`);
        continue;
      }
      environment ??= { userAgent: lhr.environment?.hostUserAgent };
      const run = Object.fromEntries(columns.map((column) => [column.key, column.read(lhr, visitor)]));
      runs.push({
        ...run,
        // Lighthouse's CPU speed estimate: lower means a slower or busier machine.
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        seconds: elapsed / 1000,
        failedAudits: failedAudits(lhr),
        warnings: lhr.runWarnings ?? [],
      });
      const brief = columns.map((c) => `${c.title} ${run[c.key] == null ? '–' : c.show(run[c.key])}`).join(', ');
      console.log(`[${runIndex}/${totalRuns}] ${route} run ${i}: ${brief} (${seconds(elapsed)})`);
    }
    const medians = Object.fromEntries(
      columns.map((column) => [column.key, median(runs.map((run) => run[column.key]))]),
    );
    const misses = runs.length
      ? columns.filter((column) => medians[column.key] == null || !column.ok(medians[column.key])).map((c) => c.key)
      : columns.filter((c) => c.target).map((c) => c.key);
    const audits = [...new Set(runs.flatMap((run) => run.failedAudits))];
    const warnings = [...new Set(runs.flatMap((run) => run.warnings))];
    results.push({
      route,
      medians,
      misses,
      meetsAll: runs.length > 0 && misses.length === 0,
      failedAudits: audits,
      warnings,
      runs,
      errors,
    });
  }
} finally {
  await cleanUp();
}
const runsMs = Date.now() - runsStartedAt;

// --- Report ------------------------------------------------------------------

const header = ['Route', ...columns.map((c) => c.title)];
const rows = results.map((result) => [
  result.route + (result.errors.length ? ` (${result.errors.length} failed)` : ''),
  ...columns.map((column) => {
    const value = result.medians[column.key];
    if (value == null) return 'error';
    return column.show(value) + (column.ok(value) ? '' : ` ${MISS}`);
  }),
]);
const met = results.filter((r) => r.meetsAll).length;
const summaryLine = `${met} of ${results.length} routes meet every target`;
const targetsLine = `Targets: ${columns
  .filter((c) => c.target)
  .map((c) => `${c.title} ${c.target}`)
  .join(', ')}; ${MISS} marks a miss. Medians of ${runsPerRoute} run(s) per route.`;

const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
const pad = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(`\n${pad(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
for (const row of rows) console.log(pad(row));
console.log(`\n${targetsLine}\n${summaryLine}`);

// Which audits cost the non-performance points, grouped by the routes that fail them.
const auditRoutes = new Map();
for (const result of results) {
  for (const audit of result.failedAudits) auditRoutes.set(audit, [...(auditRoutes.get(audit) ?? []), result.route]);
}
const auditLines = [...auditRoutes].map(
  ([audit, failing]) => `${audit}: ${failing.length === results.length ? 'every route' : failing.join(', ')}`,
);
if (auditLines.length) {
  console.log(`Failing audits (in at least one run):\n${auditLines.map((line) => `  ${line}`).join('\n')}`);
}

const failedRuns = results.reduce((sum, r) => sum + r.errors.length, 0);
for (const result of results) {
  for (const error of result.errors) console.log(`Lighthouse failed on ${result.route}: ${error}`);
}
console.log(
  `${totalRuns - failedRuns} of ${totalRuns} runs in ${duration(runsMs)} (${seconds(runsMs / totalRuns)} per run); ` +
    `${duration(Date.now() - startedAt)} in all.`,
);

const reports = join(workspace, 'e2e', 'reports');
mkdirSync(reports, { recursive: true });
const markdown = [
  `# Lighthouse benchmark`,
  '',
  `${new Date().toISOString()} · Lighthouse ${lighthouseVersion} · mobile, simulated throttling · ` +
    `${environment?.userAgent ?? 'Chromium'}`,
  '',
  `| ${header.join(' | ')} |`,
  `| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
  ...rows.map((row) => `| ${row.join(' | ')} |`),
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
      environment,
      settings: { formFactor: 'mobile', throttlingMethod: 'simulate', categories, chromeFlags, runsPerRoute },
      targets: Object.fromEntries(columns.filter((c) => c.target).map((c) => [c.key, c.target])),
      units: { lcpMs: 'ms', tbtMs: 'ms', jsKb: 'KiB transferred' },
      durationMs: runsMs,
      summary: { routes: results.length, meetingEveryTarget: met, failedRuns },
      routes: results,
    },
    null,
    2,
  )}\n`,
);
console.log(`Reports: ${join('e2e', 'reports', 'bench.md')}, ${join('e2e', 'reports', 'bench.json')}`);

process.exit(failedRuns > 0 ? 1 : 0);
