/**
 * What `npm start` and `npm test` need before anything else, using only Node's
 * built-ins: pnpm (installed on demand), the workspace's dependencies and, for
 * the browser tests, Debian's Chromium and nginx.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspace = fileURLToPath(new URL('../../', import.meta.url));
const pnpmVersion = '12.21.0';
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Debian's nginx (in /usr/sbin, which is not on every user's PATH). */
export const nginxPath = process.env.NGINX_PATH || '/usr/sbin/nginx';
/** Debian's package of the module that sends a file's brotli copy (brotli_static). */
const brotliStaticPackage = 'libnginx-mod-http-brotli-static';

/** Flags for Debian's Chromium in containers and CI: no sandbox, GPU or background traffic. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** What the browser tests run on, as the browser says ("Chromium 156.0.8078.108 …"), or null when it is missing. */
export function chromiumVersion() {
  const answer = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
  return answer.status === 0 ? answer.stdout.trim() : null;
}

const isRoot = process.getuid?.() === 0;

/**
 * Runs a command in the workspace, its output shown as it comes; throws on a non-zero exit.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
export function run(command, args, options = {}) {
  const { error, status, signal } = spawnSync(command, args, { cwd: workspace, stdio: 'inherit', ...options });
  if (error || status !== 0) throw error ?? new Error(`${command} ${args.join(' ')} exited with ${signal ?? status}`);
}

/**
 * A way to call pnpm 12: the one on PATH, a global install (as root), or npx.
 * @returns {(args: string[]) => void}
 */
export function ensurePnpm() {
  const installed = spawnSync('pnpm', ['--version'], { encoding: 'utf8' }).stdout?.split('.')[0];
  if (installed !== pnpmVersion.split('.')[0]) {
    if (!isRoot) return (args) => run('npx', ['--yes', `pnpm@${pnpmVersion}`, ...args]);
    console.log(`Installing pnpm ${pnpmVersion}…`);
    run('npm', ['install', '--global', `pnpm@${pnpmVersion}`]);
  }
  return (args) => run('pnpm', args);
}

/**
 * Installs Debian packages (as root).
 * @param {string[]} packages
 */
function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env });
}

/** Debian's Chromium for Playwright (browser downloads are not possible here). */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  if (!isRoot) throw new Error(`Chromium is missing at ${chromiumPath}. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH.`);
  console.log('Installing Debian’s Chromium…');
  aptInstall(['chromium']);
  if (!existsSync(chromiumPath)) throw new Error(`apt-get installed Chromium, but not at ${chromiumPath}`);
}

/**
 * The brotli_static module's file, in the folder nginx's build loads modules
 * from (Debian's when it cannot be asked), or null when nginx has none.
 */
export function brotliStaticModule() {
  const configured = spawnSync(nginxPath, ['-V'], { encoding: 'utf8' });
  const modules = /--modules-path=(\S+)/.exec(`${configured.stderr ?? ''}${configured.stdout ?? ''}`)?.[1];
  const file = join(modules ?? '/usr/lib/nginx/modules', 'ngx_http_brotli_static_module.so');
  return existsSync(file) ? file : null;
}

/**
 * Debian's nginx for the tests against a real server, with its brotli_static
 * module so that it sends the same brotli copies as the Node server: both
 * installed when missing and running as root, as with Chromium. Without root,
 * a missing nginx is an error (the caller skips those tests) and a missing
 * module only means gzip copies.
 */
export function ensureNginx() {
  if (!existsSync(nginxPath)) {
    if (!isRoot) throw new Error(`nginx is missing at ${nginxPath}. Install it (sudo apt-get install nginx) or set NGINX_PATH.`);
    console.log('Installing Debian’s nginx…');
    aptInstall(['nginx', brotliStaticPackage]);
    if (!existsSync(nginxPath)) throw new Error(`apt-get installed nginx, but not at ${nginxPath}`);
    return;
  }
  if (brotliStaticModule() || !isRoot) return;
  console.log(`Installing ${brotliStaticPackage}…`);
  try {
    aptInstall([brotliStaticPackage]);
  } catch (error) {
    console.warn(`${error instanceof Error ? error.message : error}\nnginx will send gzip copies only.`);
  }
}
