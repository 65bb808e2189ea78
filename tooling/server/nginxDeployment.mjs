/**
 * The site deployed on nginx from this workspace's builds, the shell and the
 * remotes on separate origins, in the folders of deploymentLayout:
 *
 *   node tooling/server/nginxDeployment.mjs --out=/srv/revora \
 *     --site=https://www.example.com --remotes=https://mf.example.com
 *
 * --brotli, --config-only and --run: docs/deploy.md, "nginx"; --remove-on-exit
 * (with --run) deletes --out when nginx stops.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { remoteApps, remoteDeployPrefix } from '../build/apps.js';
import { hashedAssetPath, immutableCacheControl, releasePath, revalidateCacheControl } from './cachePolicy.mjs';
import { scriptHashesFile } from './scriptHashes.mjs';
import { contentSecurityPolicy, remoteOrigins, strictTransportSecurity } from './securityHeaders.mjs';
import { pageFile } from './serve.mjs';
import { brotliStaticModule, nginxPath, workspace } from './toolchain.mjs';

/** deploy/nginx.conf: the server blocks, valid nginx as written. */
const nginxConfFile = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

/**
 * Where each part of a deployment is, under its folder.
 * @param {string} out
 */
export function deploymentLayout(out) {
  const nginx = join(out, 'nginx');
  return {
    site: join(out, 'site'),
    remotes: join(out, 'remotes'),
    /** @param {string} name */
    remote: (name) => join(out, 'remotes', ...remoteDeployPrefix(name).split('/').filter(Boolean)),
    nginx,
    config: join(nginx, 'revora.conf'),
    include: join(nginx, 'revora', 'deployment.conf'),
    run: join(out, 'run'),
  };
}

/**
 * remotes.json for the deployment: each entry the build gives on the site's
 * own origin (`/mf/<name>/remoteEntry.js`) at the same path on the remotes'
 * origin; an entry already elsewhere stays.
 * @param {Record<string, string>} manifest
 * @param {string} remotesOrigin
 */
export function remotesManifestFor(manifest, remotesOrigin) {
  return Object.fromEntries(
    Object.entries(manifest).map(([name, entry]) => [name, new URL(entry, `${remotesOrigin}/`).href]),
  );
}

/** @param {string} file */
function readJson(file) {
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first (pnpm build)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * A value as one double-quoted nginx token. nginx would read `$` as a
 * variable, and a quote, a backslash or a control character would end or
 * change the token: nothing the site sends has one, so one is refused.
 * @param {string} value
 */
export function quoted(value) {
  if (/["$\\\p{Cc}]/u.test(value)) throw new Error(`Not representable in nginx config: ${JSON.stringify(value)}`);
  return `"${value}"`;
}

/**
 * The include deploy/nginx.conf reads (its variables), for one deployment.
 * @param {{
 *   siteRoot: string,
 *   remotesRoot: string,
 *   routes: readonly string[],
 *   scriptHashes: readonly string[],
 *   remotesManifest: Record<string, string>,
 *   brotli: boolean,
 *   hsts: boolean,
 * }} deployment the folders; the site's routes.json, script-hashes.json and
 *   remotes.json; whether nginx has the brotli_static module; whether both origins are https
 */
export function deploymentInclude({ siteRoot, remotesRoot, routes, scriptHashes, remotesManifest, brotli, hsts }) {
  /** @param {string} name @param {string} value */
  const constant = (name, value) => `map "" $${name} { default ${quoted(value)}; }`;
  // The route table as serve.mjs reads it: any case, trailing slashes ignored.
  const pages = routes.map((path) => {
    const pattern = path === '/' ? '/' : `${path.replace(/\/+$/, '').replace(/[.*+?^{}()|[\]\\]/g, '\\$&')}/*`;
    return `    "~*^${pattern}$" ${quoted(pageFile(path))};`;
  });
  // cachePolicy.mjs's hashed-asset path, in the site or under a remote's prefix.
  const remotePrefix = remoteDeployPrefix('[^/]+').replace(/\/$/, '');
  const hashed = `~^(${remotePrefix})?${hashedAssetPath.source.replace(/^\^/, '')}`;
  return [
    '# Written by tooling/server/nginxDeployment.mjs for one deployment (deploy/nginx.conf reads it); do not edit.',
    ...(brotli ? ['brotli_static on;'] : []),
    constant('revora_site_root', siteRoot),
    constant('revora_remotes_root', remotesRoot),
    constant('revora_csp', contentSecurityPolicy({ scriptHashes, remotes: remoteOrigins(remotesManifest) })),
    constant('revora_hsts', hsts ? strictTransportSecurity : ''),
    'map $uri $revora_page {',
    '    default "";',
    ...pages,
    '}',
    'map $uri $revora_cache_control {',
    `    default ${quoted(revalidateCacheControl)};`,
    `    "${hashed}" ${quoted(immutableCacheControl)};`,
    // A release's folder is never overwritten (tooling/release): every file in it is as immutable as a hashed one.
    `    "~^${remotePrefix}${releasePath.source.replace(/^\^/, '')}" ${quoted(immutableCacheControl)};`,
    '}',
    '',
  ].join('\n');
}

/**
 * Writes deploy/nginx.conf and its include for the site deployed in `out`
 * (its routes.json, script-hashes.json and remotes.json).
 * @param {{ out: string, siteOrigin: string, remotesOrigin: string, brotli?: string }} options brotli: 'auto' (the default), 'on' or 'off'
 * @returns {{ brotli: boolean }}
 */
export function renderNginxFiles({ out, siteOrigin, remotesOrigin, brotli = 'auto' }) {
  const layout = deploymentLayout(out);
  const withBrotli = brotli === 'auto' ? brotliStaticModule() !== null : brotli === 'on';
  const include = deploymentInclude({
    siteRoot: layout.site,
    remotesRoot: layout.remotes,
    routes: readJson(join(layout.site, 'routes.json')),
    scriptHashes: readJson(join(layout.site, scriptHashesFile)),
    remotesManifest: readJson(join(layout.site, 'remotes.json')),
    brotli: withBrotli,
    hsts: [siteOrigin, remotesOrigin].every((origin) => new URL(origin).protocol === 'https:'),
  });
  mkdirSync(dirname(layout.include), { recursive: true });
  writeFileSync(layout.include, include);
  copyFileSync(nginxConfFile, layout.config);
  return { brotli: withBrotli };
}

/**
 * Deploys the builds into `out` (replacing what a previous deploy put there)
 * and renders the nginx files for them.
 * @param {Parameters<typeof renderNginxFiles>[0]} options
 */
function renderDeployment(options) {
  const layout = deploymentLayout(options.out);
  const shellDist = join(workspace, 'shell', 'dist');
  if (!existsSync(join(shellDist, 'pages', 'index.html'))) {
    throw new Error(`${shellDist} has no prerendered pages: build the site first (pnpm build)`);
  }
  rmSync(layout.site, { recursive: true, force: true });
  rmSync(layout.remotes, { recursive: true, force: true });
  cpSync(shellDist, layout.site, { recursive: true });
  for (const app of remoteApps) {
    const dist = join(workspace, app.dir, 'dist');
    if (!existsSync(join(dist, 'remoteEntry.js'))) throw new Error(`${dist} is not built: pnpm build`);
    cpSync(dist, layout.remote(app.name), { recursive: true });
  }

  const manifestFile = join(layout.site, 'remotes.json');
  writeFileSync(manifestFile, `${JSON.stringify(remotesManifestFor(readJson(manifestFile), options.remotesOrigin), null, 2)}\n`);
  // The pages name no remote's file (a remote's styles are inlined), so
  // they deploy as built.
  return renderNginxFiles(options);
}

/**
 * nginx's main config for a local run of the deployment in `out`, as any
 * user: pid, temporary files and logs in its run folder, beside revora.conf
 * (whose relative paths, mime.types and the include, are read from there).
 * Checked with `nginx -t` (throws with nginx's words when it refuses).
 * @param {string} out
 * @returns {string[]} nginx's command line for it
 */
export function checkNginxConfig(out) {
  const layout = deploymentLayout(out);
  const brotli = brotliStaticModule();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${join(layout.run, name)};`);
  const main = [
    ...(brotli ? [`load_module ${brotli};`] : []),
    `worker_processes 1; pid ${join(layout.run, 'nginx.pid')}; error_log stderr warn;`,
    'events { worker_connections 1024; }',
    `http { access_log off; sendfile on; tcp_nopush on; ${temp.join(' ')} include revora.conf; }`,
  ];
  mkdirSync(layout.run, { recursive: true });
  writeFileSync(join(layout.nginx, 'nginx.conf'), `${main.join('\n')}\n`);
  // nginx's own table, from the folder of its own main config.
  const confPath = /--conf-path=(\S+)/.exec(spawnSync(nginxPath, ['-V'], { encoding: 'utf8' }).stderr)?.[1];
  rmSync(join(layout.nginx, 'mime.types'), { force: true });
  symlinkSync(join(dirname(confPath ?? '/etc/nginx/nginx.conf'), 'mime.types'), join(layout.nginx, 'mime.types'));
  const args = ['-p', layout.run, '-e', 'stderr', '-c', join(layout.nginx, 'nginx.conf')];
  const test = spawnSync(nginxPath, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the config:\n${test.stderr}`);
  return args;
}

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      site: { type: 'string' },
      remotes: { type: 'string' },
      brotli: { type: 'string', default: 'auto' },
      'config-only': { type: 'boolean', default: false },
      run: { type: 'boolean', default: false },
      'remove-on-exit': { type: 'boolean', default: false },
    },
  });
  if (!values.out || !values.site || !values.remotes) {
    throw new Error('Usage: node tooling/server/nginxDeployment.mjs --out=<folder> --site=<origin> --remotes=<origin> [--run]');
  }
  const options = {
    out: resolve(values.out),
    siteOrigin: values.site.replace(/\/+$/, ''),
    remotesOrigin: values.remotes.replace(/\/+$/, ''),
    brotli: values.brotli,
  };
  const { brotli } = values['config-only'] ? renderNginxFiles(options) : renderDeployment(options);
  console.log(`nginx config: ${deploymentLayout(options.out).config} (brotli copies ${brotli ? 'sent' : 'not sent: no brotli_static module'})`);
  if (!values.run) return;

  // Run as root, its workers read the files as nobody.
  if (process.getuid?.() === 0) chmodSync(options.out, 0o755);
  const nginx = spawn(nginxPath, [...checkNginxConfig(options.out), '-g', 'daemon off;'], { stdio: 'inherit' });
  console.log(`The site on nginx: ${options.siteOrigin} (remotes from ${options.remotesOrigin})`);
  // Stopped with this process (Ctrl-C, or the test runner's SIGTERM); --remove-on-exit then deletes the deployment.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => nginx.kill('SIGTERM'));
  nginx.once('exit', (code, signal) => {
    if (values['remove-on-exit']) rmSync(options.out, { recursive: true, force: true });
    process.exit(signal === 'SIGTERM' ? 0 : (code ?? 1));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
