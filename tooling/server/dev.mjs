/**
 * `pnpm dev`: the shell and every remote on Vite dev servers, with hot reload.
 * `pnpm dev:remote <name>`: that one remote in dev mode inside the shell; the
 * other remotes are served from their builds (built first when missing).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { remoteApps, shellDevPort } from '../build/apps.js';
import { run, workspace } from './toolchain.mjs';

const flag = process.argv.indexOf('--remote');
const only = flag === -1 ? null : process.argv[flag + 1];
if (flag !== -1 && !remoteApps.some((app) => app.name === only)) {
  console.error(`Usage: pnpm dev:remote <${remoteApps.map((app) => app.name).join('|')}>`);
  process.exit(1);
}

const devRemotes = only ? remoteApps.filter((app) => app.name === only) : remoteApps;
for (const app of remoteApps.filter((candidate) => !devRemotes.includes(candidate))) {
  if (!existsSync(join(workspace, app.dir, 'dist', 'remoteEntry.js'))) {
    console.log(`Building ${app.dir} (served from its build)…`);
    await run('pnpm', ['--filter', app.dir, 'build']);
  }
}

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/**
 * @param {string} label
 * @param {string} dir
 * @param {Record<string, string>} [env]
 */
function start(label, dir, env = {}) {
  const child = spawn('pnpm', ['--filter', dir, 'dev'], {
    cwd: workspace,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const prefix = `[${label}] `;
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  }
  child.on('exit', (code) => {
    console.log(`${prefix}exited (${code})`);
    stop(code ?? 1);
  });
  children.push(child);
}

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

for (const app of devRemotes) start(app.name, app.dir, { REVORA_DEV_IN_SHELL: '1' });
start('shell', 'shell', { REVORA_DEV_REMOTES: devRemotes.map((app) => app.name).join(',') });
console.log(
  `Shell: http://localhost:${shellDevPort}  (in dev: ${devRemotes.map((app) => `${app.name} :${app.devPort}`).join(', ')})`,
);
