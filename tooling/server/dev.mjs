/**
 * `pnpm dev`: the shell and every remote on Vite dev servers, with hot reload.
 * `pnpm dev:remote <name>`: that one remote in dev mode inside the shell; the
 * other remotes are served from their builds (built first when missing).
 * pnpm runs the dev servers side by side, each line prefixed with its app.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { remoteApps, shellDevPort } from '../build/apps.js';
import { run, workspace } from './toolchain.mjs';

const flag = process.argv.indexOf('--remote');
const only = flag === -1 ? null : process.argv[flag + 1];
const inDev = remoteApps.filter((app) => only === null || app.name === only);
if (inDev.length === 0) {
  console.error(`Usage: pnpm dev:remote <${remoteApps.map((app) => app.name).join('|')}>`);
  process.exit(1);
}
for (const app of remoteApps.filter((candidate) => !inDev.includes(candidate))) {
  if (!existsSync(join(workspace, app.dir, 'dist', 'remoteEntry.js'))) run('pnpm', ['--filter', app.dir, 'build']);
}
console.log(`Shell: http://localhost:${shellDevPort}  (in dev: ${inDev.map((app) => `${app.name} :${app.devPort}`).join(', ')})`);
// The remotes serve their entry to the shell (REVORA_DEV_IN_SHELL), which points remotes.json at them (REVORA_DEV_REMOTES).
const env = { ...process.env, REVORA_DEV_IN_SHELL: '1', REVORA_DEV_REMOTES: inDev.map((app) => app.name).join(',') };
const filters = ['shell', ...inDev.map((app) => app.dir)].flatMap((dir) => ['--filter', dir]);
process.exitCode = spawnSync('pnpm', ['--parallel', ...filters, 'dev'], { cwd: workspace, stdio: 'inherit', env }).status ?? 1;
