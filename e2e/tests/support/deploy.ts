import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { remoteApps, remoteDeployPrefix } from '../../../tooling/build/apps';
import { createSiteServer, listen } from '../../../tooling/server/serve.mjs';

export const workspace = fileURLToPath(new URL('../../../', import.meta.url));

const run = promisify(execFile);

/**
 * Runs a build or a release command of the tests, stopped after 100 s (ten
 * times its time on a loaded two-core machine): one that hangs fails its test
 * by name, with what it printed, not at the test's timeout with neither.
 */
export async function runChild(file: string, args: string[], cwd?: string) {
  try {
    return { ok: true, output: (await run(file, args, { cwd, maxBuffer: 16 * 1024 * 1024, timeout: 100_000 })).stdout };
  } catch (error) {
    const { killed, code, stdout = '', stderr = '' } = error as { killed?: boolean; code?: number; stdout?: string; stderr?: string };
    return { ok: false, output: `${killed ? 'did not finish in 100 s' : `exited with ${code}`}:\n${stdout}${stderr}` };
  }
}

/** Where a remote's build is in the workspace. */
export function remoteDist(name: string): string {
  const app = remoteApps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`No remote named ${name}`);
  return join(workspace, app.dir, 'dist');
}

/** Serves folders the way the production server does, on a free port. */
export async function serve(deployments: { shell?: string; remotes: Record<string, string> }) {
  const server = await listen(createSiteServer(deployments), 0);
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    // Every connection too: one the browser opened ahead and never used holds close() open for ever.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The current production build served from a folder of its own, `root`: a copy of the
 * shell's build (root/shell: its remotes.json, its pages can be changed) and
 * of each remote in `copied` (root/<name>: to be redeployed); the other
 * remotes are served from their builds in place, read only.
 */
export async function deployCopy({ copied = [] as readonly string[] } = {}) {
  const root = mkdtempSync(join(tmpdir(), 'revora-deploy-'));
  cpSync(join(workspace, 'shell', 'dist'), join(root, 'shell'), { recursive: true });
  for (const name of copied) cpSync(remoteDist(name), join(root, name), { recursive: true });
  const site = await serve({
    shell: join(root, 'shell'),
    remotes: Object.fromEntries(
      remoteApps.map((app) => [
        remoteDeployPrefix(app.name),
        copied.includes(app.name) ? join(root, app.name) : remoteDist(app.name),
      ]),
    ),
  });
  return {
    root,
    origin: site.origin,
    close: async () => {
      await site.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * The script files a remote's build loads with its first exposed module, as
 * its federation manifest (mf-manifest.json) lists them: hashed, under assets/.
 */
export function exposedScripts(dist: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as {
    exposes: { assets: { js: { sync: string[] } } }[];
  };
  const files = manifest.exposes[0]?.assets.js.sync ?? [];
  if (files.length === 0) throw new Error(`${dist}/mf-manifest.json lists no script of an exposed module`);
  return files;
}

/**
 * Builds the contact remote from a copy of its sources with strings of its
 * page changed (each `[from, to]`), straight into `outDir`: what its team's
 * pipeline does on a release. The copy sits beside the original so its
 * workspace links still resolve; it leaves out the build and the dev
 * servers' dependency caches. Asynchronous, so the test's timeout holds.
 */
export async function buildChangedContactRemote(outDir: string, ...changes: Array<[from: string, to: string]>): Promise<void> {
  const original = join(workspace, 'remote-contact');
  const left = new Set(['dist', join('node_modules', '.vite'), join('node_modules', '.vite-in-shell')].map((path) => join(original, path)));
  const copy = mkdtempSync(join(workspace, '.redeploy-contact-'));
  try {
    cpSync(original, copy, { recursive: true, verbatimSymlinks: true, filter: (source) => !left.has(source) });
    const page = join(copy, 'src', 'pages', 'ContactPage.tsx');
    let source = readFileSync(page, 'utf8');
    for (const [from, to] of changes) {
      if (!source.includes(from)) throw new Error(`"${from}" is not in ContactPage.tsx`);
      source = source.replace(from, to);
    }
    writeFileSync(page, source);
    const vite = join(copy, 'node_modules', '.bin', 'vite');
    const built = await runChild(vite, ['build', '--app', '--configLoader', 'runner', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], copy);
    if (!built.ok) throw new Error(`vite build of the changed contact remote ${built.output}`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
