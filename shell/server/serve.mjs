/**
 * Production server for the composed site, standing in for a CDN: the shell
 * and each remote are separate deployments, each under its own path prefix
 * (the shell at "/", a remote at "/mf/<name>/"). Responses are compressed;
 * hashed assets are cached for a year, everything else is revalidated. Any
 * path of the route table answers with its prerendered page (see
 * prerender.mjs), unknown paths with the prerendered not-found page and status
 * 404. Without prerendered pages, both get the shell's index.html, and the app
 * renders the page in the browser.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { remoteApps, remoteDeployPrefix } from '../../shared/build/apps.js';

const workspace = fileURLToPath(new URL('../../', import.meta.url));

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

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);

async function readIfFile(path) {
  try {
    if (!(await stat(path)).isFile()) return null;
    return await readFile(path);
  } catch {
    return null;
  }
}

function resolveInside(root, urlPath) {
  const file = normalize(join(root, decodeURIComponent(urlPath)));
  return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : null;
}

function encode(body, ext, acceptEncoding) {
  if (!compressible.has(ext) || body.length < 512) return { body, encoding: null };
  if (/\bbr\b/.test(acceptEncoding)) {
    return {
      body: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  }
  if (/\bgzip\b/.test(acceptEncoding)) return { body: gzipSync(body, { level: 6 }), encoding: 'gzip' };
  return { body, encoding: null };
}

/** Where a route's prerendered page is stored, relative to shell/dist/pages. */
export function pageFile(path) {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : '/';
  return normalized === '/' ? 'index.html' : `${normalized.slice(1)}.html`;
}

/** The prerendered not-found page, served with status 404 for unknown paths. */
export const notFoundFile = '404.html';

/**
 * @param {{ shell?: string, remotes: Record<string, string> }} deployments
 * @param {{ prerendered?: boolean, pagesDir?: string }} [options] prerendered:
 *   false serves the bare index.html for every page (what the prerender
 *   itself renders from); pagesDir: where the prerendered pages are (default
 *   the shell's pages/).
 * @returns {import('node:http').Server}
 */
export function createSiteServer(deployments = defaultDeployments(), { prerendered = true, pagesDir } = {}) {
  const compressedCache = new Map();

  async function send(req, res, status, file, body) {
    const ext = extname(file);
    const key = `${file}:${req.headers['accept-encoding'] ?? ''}`;
    let encoded = compressedCache.get(key);
    // Compress each file once; a redeploy changes the content and so the entry.
    if (!encoded || !encoded.source.equals(body)) {
      encoded = { source: body, ...encode(body, ext, String(req.headers['accept-encoding'] ?? '')) };
      compressedCache.set(key, encoded);
    }
    const hashed = /\/assets\//.test(file) && /-[\w-]{6,}\.\w+$/.test(file);
    res.writeHead(status, {
      'Content-Type': contentTypes[ext] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Allow-Origin': '*',
      Vary: 'Accept-Encoding',
      ...(encoded.encoding ? { 'Content-Encoding': encoded.encoding } : {}),
      'Content-Length': encoded.body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : encoded.body);
  }

  async function knownPaths() {
    const list = await readIfFile(join(deployments.shell, 'routes.json'));
    return new Set(list ? JSON.parse(list.toString()).map((path) => path.toLowerCase()) : []);
  }

  return createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = url.pathname;

      const remote = Object.entries(deployments.remotes).find(([prefix]) => path.startsWith(prefix));
      if (remote) {
        const [prefix, dir] = remote;
        const file = resolveInside(dir, path.slice(prefix.length));
        const body = file && (await readIfFile(file));
        if (!body) {
          res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
          return;
        }
        await send(req, res, 200, file, body);
        return;
      }

      if (!deployments.shell) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      const file = path !== '/' && !path.startsWith('/pages/') && resolveInside(deployments.shell, path);
      const body = file && !file.endsWith('.html') && (await readIfFile(file));
      if (body) {
        await send(req, res, 200, file, body);
        return;
      }
      // A page: the route's prerendered HTML when the build has one, else the app shell.
      const normalized = path.length > 1 ? path.replace(/\/+$/, '').toLowerCase() : '/';
      const known = (await knownPaths()).has(normalized);
      const pages = pagesDir ?? join(deployments.shell, 'pages');
      const pagePath = prerendered && resolveInside(pages, known ? pageFile(normalized) : notFoundFile);
      const prerenderedPage = pagePath && (await readIfFile(pagePath));
      const pageOrIndex = prerenderedPage ? pagePath : join(deployments.shell, 'index.html');
      const html = prerenderedPage || (await readIfFile(pageOrIndex));
      if (!html) {
        res.writeHead(503, { 'Content-Type': 'text/plain' }).end('The shell is not built yet.');
        return;
      }
      await send(req, res, known ? 200 : 404, pageOrIndex, html);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal error');
    }
  });
}

export function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === normalize(process.argv[1])) {
  const port = Number(process.env.PORT ?? 8080);
  await listen(createSiteServer(), port);
  console.log(`Revora Medical Billing is served on http://localhost:${port}`);
}
