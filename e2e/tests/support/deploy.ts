import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createSiteServer, listen } from '../../../tooling/server/serve.mjs';

export const workspace = fileURLToPath(new URL('../../../', import.meta.url));
const remotes = { home: 'remote-home', services: 'remote-services', specialties: 'remote-specialties', contact: 'remote-contact' };

export interface Served {
  origin: string;
  close(): Promise<void>;
}

export interface Deployment extends Served {
  /** Folder holding shell/ and one folder per remote. */
  root: string;
}

/** Serves folders the way the production server does, on a free port. */
export async function serve(deployments: { shell?: string; remotes: Record<string, string> }): Promise<Served> {
  const server = await listen(createSiteServer(deployments), 0);
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A copy of the current production build (shell and remotes) in a folder of its own, served. */
export async function deployCopy(): Promise<Deployment> {
  const root = mkdtempSync(join(tmpdir(), 'revora-deploy-'));
  cpSync(join(workspace, 'shell', 'dist'), join(root, 'shell'), { recursive: true });
  for (const [name, dir] of Object.entries(remotes)) {
    cpSync(join(workspace, dir, 'dist'), join(root, name), { recursive: true });
  }
  const site = await serve({
    shell: join(root, 'shell'),
    remotes: Object.fromEntries(Object.keys(remotes).map((name) => [`/mf/${name}/`, join(root, name)])),
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

/** Hash of every file under a folder, by relative path. */
export function fingerprint(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of readdirSync(current)) {
      const path = join(current, entry);
      if (statSync(path).isDirectory()) walk(path);
      else result[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return result;
}

/**
 * Builds the contact remote from a copy of its sources with strings of its
 * page changed (each `[from, to]`), straight into `outDir`: what its team's
 * pipeline does on a release. The copy sits beside the original so its
 * workspace links still resolve.
 */
export function buildChangedContactRemote(outDir: string, ...changes: Array<[from: string, to: string]>): void {
  const copy = mkdtempSync(join(workspace, '.redeploy-contact-'));
  try {
    cpSync(join(workspace, 'remote-contact'), copy, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !source.includes(`${join('remote-contact', 'dist')}`),
    });
    const page = join(copy, 'src', 'pages', 'ContactPage.tsx');
    let source = readFileSync(page, 'utf8');
    for (const [from, to] of changes) {
      if (!source.includes(from)) throw new Error(`"${from}" is not in ContactPage.tsx`);
      source = source.replace(from, to);
    }
    writeFileSync(page, source);
    execFileSync(
      join(copy, 'node_modules', '.bin', 'vite'),
      ['build', '--app', '--configLoader', 'runner', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      { cwd: copy, stdio: 'pipe' },
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Refreshes a deployment's prerendered pages from its remotes as deployed:
 * `node tooling/prerender.mjs`. Asynchronous: this process serves the site
 * the prerender reads.
 */
export async function prerenderDeployment(site: Deployment): Promise<void> {
  const script = join(workspace, 'tooling', 'prerender.mjs');
  await promisify(execFile)(process.execPath, [script, `--origin=${site.origin}/`, `--shell=${join(site.root, 'shell')}`]);
}
