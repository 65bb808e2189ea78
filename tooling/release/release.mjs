/**
 * A section's team ships its remote alone (docs/recipes.md, "Ship your section"):
 *
 *   pnpm release <remote> [--site=<dir>] [--dist=<dir>]   build, check, publish, switch
 *   pnpm rollback <remote> [--site=<dir>]                 the previous release live again
 *   pnpm releases <remote> [--site=<dir>]                 the releases, and which one is live
 *
 * The site is the one `npm start` serves (shell/dist, each remote's dist), or
 * with --site a deployment folder holding shell/ and one folder per remote.
 * --dist publishes a remote already built (its pipeline's artifact) instead
 * of building it here.
 *
 * A release is published under the remote's releases/<version>/ and checked
 * before anything live changes: the remote exposes every page the route table
 * maps to it, its shared singletons are satisfied by the shell's (the
 * federation manifests), each of its pages renders in the prerender, and
 * their HTML is valid. Then the shell's remotes.json is switched in one step
 * (written beside and renamed), and the pages are prerendered again. The
 * shell's built files are not touched.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { remoteApps, remoteDeployPrefix } from '../build/apps.js';
import { deploymentLayout } from '../server/nginxDeployment.mjs';
import { createSiteServer, listen, pageFile } from '../server/serve.mjs';
import {
  addRelease,
  describeReleases,
  initialState,
  missingExposes,
  releaseEntry,
  releasesDir,
  releasesFile,
  releaseVersion,
  rollBack,
  unsatisfiedSingletons,
  writeAtomically,
} from './releases.mjs';

/** @typedef {import('./releases.mjs').ReleaseState} ReleaseState */
/** @typedef {import('node:net').AddressInfo} AddressInfo */

const run = promisify(execFile);
const workspace = fileURLToPath(new URL('../../', import.meta.url));

/** A release refused by a check: its message is the reason, for the team. */
export class Refused extends Error {}

/**
 * Where the site's deployments are.
 * @param {string | undefined} site a deployment folder (shell/ and a folder
 *   per remote, or the two-origin nginx deployment's site/ and remotes/), or
 *   the builds `npm start` serves
 */
export function siteLayout(site) {
  const root = site && resolve(site);
  if (root && existsSync(join(root, 'site'))) {
    const nginx = deploymentLayout(root);
    return { shell: nginx.site, remote: nginx.remote };
  }
  return {
    shell: root ? join(root, 'shell') : join(workspace, 'shell', 'dist'),
    /** @param {string} name */
    remote: (name) => {
      const app = remoteApps.find((candidate) => candidate.name === name);
      if (!app) throw new Error(`No remote named "${name}" (tooling/build/apps.js lists ${remoteApps.map((a) => a.name).join(', ')})`);
      return root ? join(root, name) : join(workspace, app.dir, 'dist');
    },
  };
}

/** @param {string} path */
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
/** @param {unknown} value */
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The remote's release state, or the state before its first release.
 * @param {ReturnType<typeof siteLayout>} layout
 * @param {string} name
 * @returns {ReleaseState}
 */
function readState(layout, name) {
  const file = join(layout.remote(name), releasesFile);
  if (existsSync(file)) return readJson(file);
  const entry = readJson(join(layout.shell, 'remotes.json'))[name];
  if (!entry) throw new Error(`The shell's remotes.json names no remote "${name}"`);
  return initialState(entry);
}

/**
 * Makes `state`'s live release the one remotes.json names: the release's
 * state first, then the switch, each written in one step.
 * @param {ReturnType<typeof siteLayout>} layout
 * @param {string} name
 * @param {ReleaseState} state
 */
function switchTo(layout, name, state) {
  const live = state.releases.find((release) => release.version === state.live);
  if (!live) throw new Error(`${state.live} is not among the releases`);
  writeAtomically(join(layout.remote(name), releasesFile), json(state));
  const remotesFile = join(layout.shell, 'remotes.json');
  writeAtomically(remotesFile, json({ ...readJson(remotesFile), [name]: live.entry }));
}

/**
 * Prerenders the site's pages into `shellDir`, from a server of the site's
 * remotes whose shell deployment is `servedShell` (its remotes.json says which
 * release of each remote renders).
 * @param {ReturnType<typeof siteLayout>} layout
 * @param {string} servedShell
 * @param {string} shellDir
 */
async function prerenderFrom(layout, servedShell, shellDir) {
  const remotes = Object.fromEntries(remoteApps.map((app) => [remoteDeployPrefix(app.name), layout.remote(app.name)]));
  const server = await listen(createSiteServer({ shell: servedShell, remotes }, { prerendered: false }), 0);
  try {
    const origin = `http://localhost:${/** @type {AddressInfo} */ (server.address()).port}/`;
    await run(process.execPath, [join(workspace, 'tooling', 'prerender.mjs'), `--origin=${origin}`, `--shell=${shellDir}`], {
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = /** @type {{ stderr?: string }} */ (error).stderr ?? String(error);
    throw new Refused(`A page does not render:\n${stderr.trim().split('\n').slice(0, 6).join('\n')}`);
  } finally {
    server.close();
  }
}

/**
 * The checks a release passes before it goes live; throws Refused.
 * @param {ReturnType<typeof siteLayout>} layout
 * @param {string} name
 * @param {string} dir the release's published folder
 * @param {string} entry remotes.json's entry for it
 */
async function check(layout, name, dir, entry) {
  /** @type {typeof import('../../shell/src/entry-server')} */
  const site = await import(pathToFileURL(join(workspace, 'shell', 'dist-ssr', 'entry-server.js')).href);
  const routes = site.routeTable.flatMap((route) => ('remote' in route.page && route.page.remote === name ? [{ path: route.path, module: route.page.module }] : []));
  const manifest = readJson(join(dir, 'mf-manifest.json'));
  const missing = missingExposes(routes.map((route) => route.module), manifest.exposes.map((/** @type {{ name: string }} */ e) => e.name));
  if (missing.length) throw new Refused(`The route table maps pages the release does not expose: ${missing.join(', ')}`);

  const shellManifest = readJson(join(layout.shell, 'mf-manifest.json'));
  const unsatisfied = unsatisfiedSingletons(manifest.shared, shellManifest.shared);
  if (unsatisfied.length) throw new Refused(`Shared singletons the shell does not satisfy:\n  ${unsatisfied.join('\n  ')}`);

  // The pages rendered with the release, in a copy of the shell's deployment
  // that names it: the live one is left as it is.
  const staging = mkdtempSync(join(tmpdir(), `revora-release-${name}-`));
  try {
    cpSync(join(layout.shell, 'index.html'), join(staging, 'index.html'));
    writeAtomically(join(staging, 'remotes.json'), json({ ...readJson(join(layout.shell, 'remotes.json')), [name]: entry }));
    await prerenderFrom(layout, staging, staging);
    const { FileSystemConfigLoader, HtmlValidate } = await import('html-validate');
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const invalid = [];
    for (const route of routes) {
      const file = pageFile(route.path);
      // Read under the workspace, where the project's configuration is found.
      const report = await validator.validateString(readFileSync(join(staging, 'pages', file), 'utf8'), join(workspace, 'shell', 'dist', 'pages', file));
      for (const message of report.results.flatMap((result) => result.messages)) {
        invalid.push(`${route.path}: ${message.ruleId} ${message.message}`);
      }
    }
    if (invalid.length) throw new Refused(`Its pages' HTML is not valid:\n  ${invalid.slice(0, 10).join('\n  ')}`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** @param {string} dir */
function filesOf(dir) {
  /** @type {Array<[string, Buffer]>} */
  const files = [];
  const walk = (/** @type {string} */ current) => {
    for (const entry of readdirSync(current)) {
      const path = join(current, entry);
      if (statSync(path).isDirectory()) walk(path);
      else files.push([relative(dir, path), readFileSync(path)]);
    }
  };
  walk(dir);
  return files;
}

/**
 * Builds (or takes) a remote's release, checks it, publishes it and makes it live.
 * @param {string} name
 * @param {{ site?: string, dist?: string, log?: (message: string) => void }} [options]
 * @returns {Promise<string>} the version
 */
export async function release(name, { site, dist, log = console.log } = {}) {
  const layout = siteLayout(site);
  return locked(layout, () => publish(layout, name, dist, log));
}

/**
 * @param {ReturnType<typeof siteLayout>} layout
 * @param {string} name
 * @param {string | undefined} dist
 * @param {(line: string) => void} log
 */
async function publish(layout, name, dist, log) {
  const remoteDir = layout.remote(name);
  const state = readState(layout, name);
  const app = /** @type {import('../build/apps.js').RemoteApp} */ (remoteApps.find((candidate) => candidate.name === name));
  const built = dist ? resolve(dist) : mkdtempSync(join(tmpdir(), `revora-build-${name}-`));
  try {
    if (!dist) {
      log(`Building ${name}…`);
      const vite = join(workspace, app.dir, 'node_modules', '.bin', 'vite');
      await run(vite, ['build', '--app', '--configLoader', 'runner', '--outDir', built, '--emptyOutDir', '--logLevel', 'warn'], {
        cwd: join(workspace, app.dir),
        maxBuffer: 16 * 1024 * 1024,
      });
    }
    const files = filesOf(built);
    const version = releaseVersion(files, new Date());
    // On the live entry's origin: the remotes' own in a two-origin deployment.
    const liveEntry = state.releases.find((candidate) => candidate.version === state.live)?.entry ?? '';
    const entry = /^https?:/.test(liveEntry) ? new URL(releaseEntry(name, version), liveEntry).href : releaseEntry(name, version);
    const dir = join(remoteDir, releasesDir, version);
    cpSync(built, dir, { recursive: true });
    log(`Checking ${name} ${version}…`);
    try {
      await check(layout, name, dir, entry);
    } catch (error) {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
    const next = addRelease(state, { version, entry, publishedAt: new Date().toISOString() });
    switchTo(layout, name, next.state);
    log(`${name} ${version} is live; prerendering its pages…`);
    await prerenderFrom(layout, layout.shell, layout.shell);
    for (const old of next.removed) rmSync(join(remoteDir, releasesDir, old), { recursive: true, force: true });
    return version;
  } finally {
    if (!dist) rmSync(built, { recursive: true, force: true });
  }
}

/**
 * Runs `step` holding the site's release lock (a folder made in one step
 * beside remotes.json), so two releases or rollbacks never switch at once.
 * @template T
 * @param {ReturnType<typeof siteLayout>} layout
 * @param {() => Promise<T>} step
 * @returns {Promise<T>}
 */
async function locked(layout, step) {
  const lock = join(layout.shell, '.release-lock');
  try {
    mkdirSync(lock);
  } catch {
    throw new Error(`Another release or rollback of this site is under way (${lock}); wait for it, or remove that folder if it was interrupted.`);
  }
  try {
    return await step();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Makes the release before the live one live again, and prerenders the pages.
 * @param {string} name
 * @param {{ site?: string }} [options]
 * @returns {Promise<string>} the version now live
 */
export async function rollback(name, { site } = {}) {
  const layout = siteLayout(site);
  return locked(layout, async () => {
    const state = rollBack(readState(layout, name));
    switchTo(layout, name, state);
    await prerenderFrom(layout, layout.shell, layout.shell);
    return state.live;
  });
}

/**
 * @param {string} name
 * @param {{ site?: string }} [options]
 */
export function releases(name, { site } = {}) {
  return describeReleases(readState(siteLayout(site), name));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, name] = process.argv.slice(2);
  const option = (/** @type {string} */ key) => process.argv.find((arg) => arg.startsWith(`--${key}=`))?.slice(key.length + 3);
  const site = option('site');
  try {
    if (!name) throw new Error(`Usage: pnpm ${command ?? 'release'} <remote> [--site=<dir>]${command === 'release' ? ' [--dist=<dir>]' : ''}`);
    if (command === 'release') console.log(`Released ${name} ${await release(name, { site, dist: option('dist') })}`);
    else if (command === 'rollback') console.log(`Rolled ${name} back to ${await rollback(name, { site })}`);
    else if (command === 'releases') console.log(releases(name, { site }));
    else throw new Error(`Unknown command ${command}`);
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Refused ? `Release refused; nothing live changed.\n${error.message}` : error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
