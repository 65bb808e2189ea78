/**
 * What `npm start` and `npm test` need before anything else, using only Node's
 * built-ins: pnpm (installed on demand), the workspace's dependencies and, for
 * the browser tests, Debian's Chromium.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const workspace = fileURLToPath(new URL('../../', import.meta.url));
export const pnpmVersion = '12.21.0';
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags for Debian's Chromium in containers and CI: no sandbox, GPU or background traffic. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a command in the workspace, streaming its output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: workspace, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`)),
    );
  });
}

function installedPnpmMajor() {
  try {
    return Number(execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim().split('.')[0]);
  } catch {
    return 0;
  }
}

/** A way to call pnpm 12: the one on PATH, a global install (as root), or npx. */
export async function ensurePnpm() {
  if (installedPnpmMajor() === Number(pnpmVersion.split('.')[0])) return (args, options) => run('pnpm', args, options);
  if (isRoot) {
    console.log(`Installing pnpm ${pnpmVersion}…`);
    await run('npm', ['install', '--global', `pnpm@${pnpmVersion}`]);
    return (args, options) => run('pnpm', args, options);
  }
  return (args, options) => run('npx', ['--yes', `pnpm@${pnpmVersion}`, ...args], options);
}

/** Installs exactly what pnpm-lock.yaml records. */
export async function installDependencies(pnpm) {
  await pnpm(['install', '--frozen-lockfile']);
}

/** Debian's Chromium for Playwright (browser downloads are not possible here). */
export async function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    );
  }
  console.log('Installing Debian’s Chromium…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update'], { env });
  await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env });
  if (!existsSync(chromiumPath)) throw new Error(`apt-get installed Chromium, but not at ${chromiumPath}`);
}
