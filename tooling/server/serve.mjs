/**
 * Production server for the composed site, standing in for a CDN: the shell
 * and each remote are separate deployments, each under its own path prefix
 * (the shell at "/", a remote at "/mf/<name>/"). sirv sends the files, with
 * validators (ETag, Last-Modified) and the brotli or gzip copy the build wrote
 * beside each text file (tooling/build/precompress.js); nothing is compressed
 * per request. This layer adds what is the site's own (docs/deploy.md): the
 * route table, the not-found page, the remotes' prefixes, the cache rules and
 * the headers. Without prerendered pages, pages get the shell's index.html.
 */
import { once } from 'node:events';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { remoteApps, remoteDeployPrefix } from '../build/apps.js';
import { cacheControl, revalidateCacheControl } from './cachePolicy.mjs';
import { scriptHashesFile } from './scriptHashes.mjs';
import { fileHeaders, pageHeaders, remoteFileHeaders } from './securityHeaders.mjs';

const workspace = fileURLToPath(new URL('../../', import.meta.url));

/** @import { IncomingMessage, Server, ServerResponse } from 'node:http' */
/** @import { RequestHandler } from 'sirv' */

/**
 * Where each deployment's files are: the shell's dist folder (optional: a
 * server may host remotes only) and each remote's, by URL prefix.
 */
export function defaultDeployments() {
  return {
    shell: join(workspace, 'shell', 'dist'),
    remotes: Object.fromEntries(
      remoteApps.map((app) => [remoteDeployPrefix(app.name), join(workspace, app.dir, 'dist')]),
    ),
  };
}

/**
 * Where a route's prerendered page is stored, relative to shell/dist/pages.
 * @param {string} path
 */
export function pageFile(path) {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : '/';
  return normalized === '/' ? 'index.html' : `${normalized.slice(1)}.html`;
}

/** The prerendered not-found page, served with status 404 for unknown paths. */
export const notFoundFile = '404.html';

/** The content types sirv sends: mrmime's, as sirv resolves it. */
const { lookup } = createRequire(createRequire(import.meta.url).resolve('sirv'))('mrmime');

/** @type {import('sirv').Options} */
const fileServer = {
  // A deployment's folder is replaced while the site runs (a remote's team
  // redeploys it): files are looked up on each request, not indexed once.
  dev: true,
  etag: true,
  brotli: true,
  gzip: true,
  // Exact file names only: pages are found through the route table.
  extensions: [],
  // A file whose extension has no content type (the site search's index
  // files) is sent as bytes, as nginx's default_type sends it; sirv would send an empty type.
  setHeaders(res, pathname) {
    if (!lookup(pathname)) res.setHeader('Content-Type', 'application/octet-stream');
  },
};

/**
 * A JSON file of the shell's deployment (routes.json, remotes.json,
 * script-hashes.json: a deploy rewrites them while the site runs), read
 * again only when it changes; null while it does not exist.
 * @param {string} path
 * @returns {() => any}
 */
function jsonFile(path) {
  let seen = '';
  /** @type {unknown} */
  let value = null;
  return () => {
    const stats = statSync(path, { throwIfNoEntry: false });
    const version = stats ? `${stats.mtimeMs}:${stats.size}` : '';
    if (version !== seen) [value, seen] = [stats ? JSON.parse(readFileSync(path, 'utf8')) : null, version];
    return value;
  };
}

/**
 * The request's path, undecoded: or 400 when it is not a path or does not
 * decode, 404 when a segment starts with a dot (`..` climbing out of a
 * deployment, however encoded, or a hidden file).
 * @param {string} url
 * @returns {string | 400 | 404}
 */
function checkedPath(url) {
  const path = url.split('?', 1)[0] ?? '';
  if (!path.startsWith('/')) return 400;
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 400;
  }
  if (decoded.includes('\0')) return 400;
  return decoded.split(/[/\\]/).some((segment) => segment.startsWith('.')) ? 404 : path;
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
function answer(res, status, text, headers = {}) {
  res.writeHead(status, { ...fileHeaders, 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(text);
}

/**
 * Sends `url` from one of sirv's folders with `headers`, or calls `missing`
 * (without those headers) when there is no such file. The headers are set
 * first so that a 304 carries them as well.
 * @param {RequestHandler} files
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {string} url
 * @param {Record<string, string>} headers
 * @param {() => void} missing
 */
function sendFile(files, req, res, url, headers, missing) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  req.url = url;
  files(req, res, () => {
    for (const name of Object.keys(headers)) res.removeHeader(name);
    missing();
  });
}

/**
 * @param {{ shell?: string, remotes: Record<string, string> }} [deployments] the shell's dist folder, each remote's by URL prefix
 * @param {{ prerendered?: boolean }} [options] prerendered: false serves the
 *   bare index.html for every page (what the prerender itself renders from)
 */
export function createSiteServer(deployments = defaultDeployments(), { prerendered = true } = {}) {
  const remotes = Object.entries(deployments.remotes).map(([prefix, dir]) => ({ prefix, files: sirv(dir, fileServer) }));
  const shellDir = deployments.shell;
  const shell = shellDir
    ? {
        dir: shellDir,
        files: sirv(shellDir, fileServer),
        pages: sirv(join(shellDir, 'pages'), fileServer),
        routes: jsonFile(join(shellDir, 'routes.json')),
        scriptHashes: jsonFile(join(shellDir, scriptHashesFile)),
        remotesManifest: jsonFile(join(shellDir, 'remotes.json')),
      }
    : null;
  const encoded = { Vary: 'Accept-Encoding' };
  let warned = false;

  /**
   * @param {NonNullable<typeof shell>} site
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} path
   */
  function sendPage(site, req, res, path) {
    const route = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : '/';
    const known = (site.routes() ?? []).some((/** @type {string} */ candidate) => candidate.toLowerCase() === route);
    const file = known ? pageFile(route) : notFoundFile;
    const prerenderedPage = prerendered && existsSync(join(site.dir, 'pages', file));
    if (!prerenderedPage && !existsSync(join(site.dir, 'index.html'))) return answer(res, 503, 'The shell is not built yet.');
    if (!known) {
      // sirv answers any file it finds with 200 (or 304, 206); the not-found page is a file answered with 404, in full.
      delete req.headers['if-none-match'];
      delete req.headers.range;
      const writeHead = res.writeHead.bind(res);
      /** @param {number} status @param {import('node:http').OutgoingHttpHeaders} headers as sirv sends a file */
      const as404 = (status, headers) => writeHead(status === 200 ? 404 : status, headers);
      res.writeHead = /** @type {typeof res.writeHead} */ (as404);
    }
    const scriptHashes = site.scriptHashes();
    if (!scriptHashes && !warned) console.warn(`No ${scriptHashesFile} in the shell's build: pages' inline scripts will be refused.`);
    warned ||= !scriptHashes;
    const policy = pageHeaders({ scriptHashes: scriptHashes ?? [], remotesManifest: site.remotesManifest() });
    const headers = { ...policy, ...encoded, 'Cache-Control': revalidateCacheControl };
    const missing = () => answer(res, 503, 'The page is being deployed; try again.');
    if (prerenderedPage) sendFile(site.pages, req, res, `/${file}`, headers, missing);
    else sendFile(site.files, req, res, '/index.html', headers, missing);
  }

  return createServer((req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      const path = checkedPath(req.url ?? '/');
      if (path === 400) return answer(res, 400, 'Bad request');
      if (path === 404) return answer(res, 404, 'Not found');
      const query = /** @type {string} */ (req.url).slice(path.length); // always set on a server's requests

      const remote = remotes.find(({ prefix }) => path.startsWith(prefix));
      if (remote) {
        const inRemote = path.slice(remote.prefix.length - 1);
        const headers = { ...remoteFileHeaders, ...encoded, 'Cache-Control': cacheControl(inRemote) };
        return sendFile(remote.files, req, res, inRemote + query, headers, () => answer(res, 404, 'Not found'));
      }
      if (!shell) return answer(res, 404, 'Not found');

      // Pages go through the route table, never by a file's name.
      const decoded = decodeURIComponent(path);
      if (path === '/' || decoded.endsWith('.html') || decoded.startsWith('/pages/')) return sendPage(shell, req, res, decoded);
      const headers = { ...fileHeaders, ...encoded, 'Cache-Control': cacheControl(path) };
      sendFile(shell.files, req, res, path + query, headers, () => sendPage(shell, req, res, decoded));
    } catch (error) {
      console.error(error);
      if (!res.headersSent) answer(res, 500, 'Internal error');
      else res.end();
    }
  });
}

/**
 * @param {Server} server
 * @param {number} port
 */
export const listen = (server, port) => once(server.listen(port), 'listening').then(() => server);

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  const port = Number(process.env.PORT ?? 8080);
  await listen(createSiteServer(), port);
  console.log(`Revora Medical Billing is served on http://localhost:${port}`);
}
