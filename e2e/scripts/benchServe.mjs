/**
 * `npm run bench:serve`: the Node server (`npm start`'s) and nginx (the
 * site deployed with deploy/nginx.conf) side by side under autocannon, a
 * benchmark rather than a test. For each target (the home page, a specialty
 * page, a hashed script) and each server: requests a second, p99 latency,
 * errors and non-2xx answers, with 50 connections asking as a browser does
 * (brotli and gzip accepted). Then a hostile run on the home page, a
 * different Accept-Encoding on every request: its throughput against the
 * plain run's, and the Node server's memory (RSS, sampled through the runs).
 *
 * Both servers get one process (the Node server's single thread, one nginx
 * worker) on the same machine as the load; the figures compare them with
 * each other, not with a production host. Writes e2e/reports/bench-serve.json
 * and bench-serve.md.
 *
 * Options: --no-build, --duration=<seconds per run> (default 10),
 * --connections=<n> (default 50). Exits 0 when a goal is missed; non-zero
 * only when the setup fails.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { renderDeployment, runNginx, waitForServer } from '../../tooling/server/nginxDeployment.mjs';
import { ensureNginx, ensurePnpm, workspace } from '../../tooling/server/toolchain.mjs';
import { readOptions } from './cliOptions.mjs';

const usage = 'Usage: npm run bench:serve -- [--no-build] [--duration=10] [--connections=50]';
const options = readOptions(usage, {
  'no-build': { type: 'boolean', default: false },
  duration: { type: 'string', default: '10' },
  connections: { type: 'string', default: '50' },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
if (!(duration > 0) || !Number.isInteger(connections) || connections < 1) {
  console.error(`--duration must be a positive number and --connections a positive whole number.\n${usage}`);
  process.exit(2);
}

/** What Chromium sends: both servers answer with the brotli copy. */
const browserAcceptEncoding = 'gzip, deflate, br, zstd';
/** Goals: the Node server's throughput at least this share of nginx's; the hostile run's at least this share of the plain run's. */
const nodeShareGoal = 0.5;
const hostileShareGoal = 0.8;
/** The Node server's memory is flat when the hostile run grows it by less than this. */
const flatMemoryMb = 32;

if (!options['no-build']) {
  const pnpm = await ensurePnpm();
  await pnpm(['build']);
}
const shellAssets = join(workspace, 'shell', 'dist', 'assets');
if (!existsSync(join(workspace, 'shell', 'dist', 'pages', 'index.html'))) {
  console.error('The site is not built with its pages: build it first (pnpm build) or drop --no-build.');
  process.exit(1);
}
await ensureNginx();

/** The shell's largest script (React DOM's): hashed, on every page, the largest file a visit loads. */
const hashedScript = readdirSync(shellAssets)
  .filter((file) => file.endsWith('.js'))
  .sort((a, b) => statSync(join(shellAssets, b)).size - statSync(join(shellAssets, a)).size)[0];
if (!hashedScript) throw new Error(`No script in ${shellAssets}`);
const targets = [
  { name: 'home page', path: '/' },
  { name: 'specialty page', path: '/specialities/cardiology' },
  { name: 'hashed script', path: `/assets/${hashedScript}` },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The resident memory of a process, in MB (Linux's /proc). */
function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's RSS every 250 ms until stopped: where it started, its peak, where it ended. */
function sampleRss(pid) {
  const samples = [rssMb(pid)].filter((value) => value !== null);
  const timer = setInterval(() => {
    const value = rssMb(pid);
    if (value !== null) samples.push(value);
  }, 250);
  return () => {
    clearInterval(timer);
    const last = rssMb(pid);
    if (last !== null) samples.push(last);
    return samples.length ? { start: samples[0], peak: Math.max(...samples), end: samples.at(-1) } : null;
  };
}

let hostileCount = 0;
/** A different, well-formed Accept-Encoding on every request, as a client might send to defeat a cache keyed on it. */
function hostileAcceptEncoding() {
  hostileCount += 1;
  const q = (n) => (((hostileCount * n) % 9) + 1) / 10;
  return `gzip;q=${q(7)}, br;q=${q(3)}, deflate;q=${q(5)}, x-variant-${hostileCount}`;
}

async function load(origin, path, { hostile = false, seconds = duration } = {}) {
  const result = await autocannon({
    url: `${origin}${path}`,
  connections,
  duration: seconds,
    headers: { 'accept-encoding': browserAcceptEncoding },
    requests: hostile
      ? [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'accept-encoding': hostileAcceptEncoding() } }) }]
      : undefined,
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

const out = mkdtempSync(join(tmpdir(), 'revora-bench-serve-'));
const nodePort = await freePort();
// The ports deploy/nginx.conf listens on.
const [sitePort, remotesPort] = [4190, 4191];
const servers = {
  node: { name: 'Node (npm start)', origin: `http://localhost:${nodePort}` },
  nginx: { name: 'nginx (1 worker)', origin: `http://localhost:${sitePort}` },
};
let nodeServer;
let nginx;
const rows = [];
try {
  console.log('Deploying the build for nginx…');
  await renderDeployment({ out, siteOrigin: servers.nginx.origin, remotesOrigin: `http://localhost:${remotesPort}` });
  nginx = runNginx(out, { workers: 1, stdio: ['ignore', 'ignore', 'inherit'] });
  nodeServer = spawn(process.execPath, [join(workspace, 'tooling', 'server', 'serve.mjs')], {
    env: { ...process.env, PORT: String(nodePort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await Promise.all(Object.values(servers).map(({ origin }) => waitForServer(`${origin}/remotes.json`)));

  const run = async (target, key, hostile = false) => {
    const server = servers[key];
    // A short run first, so neither is measured cold (JIT, file caches, connections).
    await load(server.origin, target.path, { hostile, seconds: 2 });
    const memory = key === 'node' ? sampleRss(nodeServer.pid) : null;
    const figures = await load(server.origin, target.path, { hostile });
    const row = { target: target.name, path: target.path, server: server.name, key, hostile, ...figures, rssMb: memory?.() ?? null };
    rows.push(row);
    console.log(
      `${hostile ? 'hostile ' : ''}${target.name} on ${server.name}: ${Math.round(figures.requestsPerSecond)} req/s, p99 ${figures.p99Ms} ms`,
    );
    return row;
  };
  for (const target of targets) {
    for (const key of ['node', 'nginx']) await run(target, key);
  }
  for (const key of ['node', 'nginx']) await run(targets[0], key, true);
} finally {
  nodeServer?.kill('SIGTERM');
  await nginx?.stop();
  rmSync(out, { recursive: true, force: true });
}

const mb = (value) => value.toFixed(0);
const memoryText = (rss) => (rss ? `${mb(rss.start)} → ${mb(rss.peak)} → ${mb(rss.end)}` : '');
const table = [
  '| Target | Server | Requests/s | p99 (ms) | Errors | Non-2xx | Node RSS MB (start → peak → end) |',
  '| --- | --- | ---: | ---: | ---: | ---: | --- |',
  ...rows.map(
    (row) =>
      `| ${row.hostile ? `${row.target}, Accept-Encoding varied` : row.target} | ${row.server} | ${Math.round(row.requestsPerSecond)} | ${row.p99Ms} | ${row.errors} | ${row.non2xx} | ${memoryText(row.rssMb)} |`,
  ),
];

const find = (target, key, hostile = false) =>
  rows.find((row) => row.target === target && row.key === key && row.hostile === hostile);
const verdicts = [];
for (const target of targets) {
  const share = find(target.name, 'node').requestsPerSecond / find(target.name, 'nginx').requestsPerSecond;
  verdicts.push({
    goal: `${target.name}: the Node server within 2× of nginx`,
    met: share >= nodeShareGoal,
    figure: `${(share * 100).toFixed(0)} % of nginx's throughput`,
  });
}
for (const key of ['node', 'nginx']) {
  const hostile = find(targets[0].name, key, true);
  const share = hostile.requestsPerSecond / find(targets[0].name, key).requestsPerSecond;
  verdicts.push({
    goal: `${servers[key].name}: throughput holds when Accept-Encoding varies`,
    met: share >= hostileShareGoal,
    figure: `${(share * 100).toFixed(0)} % of the plain run's`,
  });
}
const hostileMemory = find(targets[0].name, 'node', true).rssMb;
if (hostileMemory) {
  verdicts.push({
    goal: 'Node server: memory flat when Accept-Encoding varies',
    met: hostileMemory.peak - hostileMemory.start < flatMemoryMb,
    figure: `RSS ${memoryText(hostileMemory)} MB`,
  });
}
const errors = rows.reduce((sum, row) => sum + row.errors + row.non2xx, 0);
verdicts.push({ goal: 'no errors, no non-2xx answers', met: errors === 0, figure: `${errors} in all runs` });

const lines = verdicts.map(({ goal, met, figure }) => `- ${met ? 'met' : 'MISSED'}: ${goal} (${figure})`);
const header = `${connections} connections, ${duration} s per run, on ${new Date().toISOString().slice(0, 10)}`;
console.log(`\n${header}\n\n${table.join('\n')}\n\n${lines.join('\n')}`);

const reports = join(workspace, 'e2e', 'reports');
mkdirSync(reports, { recursive: true });
writeFileSync(
  join(reports, 'bench-serve.json'),
  `${JSON.stringify({ connections, duration, targets, rows, verdicts }, null, 2)}\n`,
);
writeFileSync(join(reports, 'bench-serve.md'), `# Serving benchmark\n\n${header}\n\n${table.join('\n')}\n\n${lines.join('\n')}\n`);
