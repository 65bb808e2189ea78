import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { immutableCacheControl } from './cachePolicy.mjs';
import { inlineScriptHashes } from './scriptHashes.mjs';
import { createSiteServer, listen } from './serve.mjs';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request exactly as written (no normalising of the path, no decompressing of the body). */
function request(origin: string, path: string, { method = 'GET', headers = {} as Record<string, string> } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest(`${origin}/`, { method, headers, path }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const template = '<!doctype html><html><head><script>window.held = true;</script></head><body><div id="root"></div></body></html>';
const page = (name: string) =>
  `<!doctype html><html><head><script>window.held = true;</script><script type="application/ld+json">{}</script></head><body><main>${name} ${'content '.repeat(200)}</main></body></html>`;
const homePage = page('home');
const remoteEntry = 'export const entry = 1;\n'.repeat(50);

let root: string;

/** Writes a file and, like the build, its brotli and gzip copies. */
function write(path: string, content: string, { compressed = false } = {}) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  if (compressed) {
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
}

function deployments() {
  return { shell: join(root, 'shell'), remotes: { '/mf/home/': join(root, 'home') } };
}

async function start(server: Server) {
  await listen(server, 0);
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

let server: Server;
let origin: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'revora-serve-'));
  write('shell/index.html', template);
  write('shell/routes.json', JSON.stringify(['/', '/aboutus', '/specialities/cardiology']));
  write('shell/remotes.json', JSON.stringify({ home: '/mf/home/remoteEntry.js' }));
  write('shell/script-hashes.json', JSON.stringify(inlineScriptHashes(homePage)));
  write('shell/pages/index.html', homePage, { compressed: true });
  write('shell/pages/aboutus.html', page('about'));
  write('shell/pages/specialities/cardiology.html', page('cardiology'));
  write('shell/pages/404.html', page('not found'), { compressed: true });
  write('shell/assets/index-AbCd1234.js', 'export const app = 1;\n'.repeat(100), { compressed: true });
  write('shell/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('shell/pagefind/wasm.en.pagefind', 'index bytes');
  write('home/remoteEntry.js', remoteEntry, { compressed: true });
  write('home/assets/HomePage-Xy_9-876.js', 'export const home = 1;\n');
  write('secret.txt', 'outside every deployment');
  server = createSiteServer(deployments());
  origin = await start(server);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe('pages', () => {
  it('answers a route with its prerendered page, whatever the case and a trailing slash', async () => {
    for (const path of ['/aboutus', '/AboutUs/', '/aboutus?from=footer']) {
      const answer = await request(origin, path);
      expect(answer.status, path).toBe(200);
      expect(answer.body.toString(), path).toContain('<main>about');
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
    }
    expect((await request(origin, '/specialities/cardiology')).body.toString()).toContain('<main>cardiology');
  });

  it('answers any other path with the not-found page and 404, even when asked to revalidate', async () => {
    const first = await request(origin, '/no-such-page');
    expect(first.status).toBe(404);
    expect(first.body.toString()).toContain('<main>not found');
    const conditional = await request(origin, '/no-such-page', { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(conditional.status).toBe(404);
    expect(conditional.body.toString()).toContain('<main>not found');
  });

  it('never answers with a page file by its own name', async () => {
    for (const path of ['/index.html', '/pages/aboutus.html', '/pages/aboutus', '/index%2Ehtml']) {
      const answer = await request(origin, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).toContain('<main>not found');
    }
  });

  it('carries the security headers, with the inline scripts allowed by their hashes', async () => {
    for (const path of ['/', '/no-such-page']) {
      const { headers } = await request(origin, path);
      const policy = String(headers['content-security-policy']);
      expect(policy, path).toContain(`'${inlineScriptHashes(homePage)[0]}'`);
      expect(policy, path).toContain("object-src 'none'");
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['access-control-allow-origin'], path).toBeUndefined();
      expect(headers['cache-control'], path).toBe('no-cache');
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('lets the policy follow remotes.json when a remote moves to another origin', async () => {
    const before = String((await request(origin, '/')).headers['content-security-policy']);
    expect(before).not.toContain('https://remotes.example.com');
    write('shell/remotes.json', JSON.stringify({ home: 'https://remotes.example.com/home/remoteEntry.js' }));
    try {
      const after = String((await request(origin, '/')).headers['content-security-policy']);
      expect(after).toMatch(/script-src 'self' 'wasm-unsafe-eval' https:\/\/remotes\.example\.com /);
    } finally {
      write('shell/remotes.json', JSON.stringify({ home: '/mf/home/remoteEntry.js' }));
    }
  });

  it('serves the bare template for every page when asked not to use prerendered pages', async () => {
    const bare = createSiteServer(deployments(), { prerendered: false });
    const bareOrigin = await start(bare);
    try {
      const known = await request(bareOrigin, '/aboutus');
      expect(known.status).toBe(200);
      expect(known.body.toString()).toBe(template);
      const unknown = await request(bareOrigin, '/no-such-page');
      expect(unknown.status).toBe(404);
      expect(unknown.body.toString()).toBe(template);
    } finally {
      bare.closeAllConnections();
      await new Promise((resolve) => bare.close(resolve));
    }
  });

  it('says the shell is not built yet when it has no pages', async () => {
    const empty = createSiteServer({ shell: join(root, 'nothing-here'), remotes: {} });
    const emptyOrigin = await start(empty);
    try {
      expect((await request(emptyOrigin, '/')).status).toBe(503);
    } finally {
      empty.closeAllConnections();
      await new Promise((resolve) => empty.close(resolve));
    }
  });
});

describe('files', () => {
  it('caches hashed assets for good and revalidates everything else', async () => {
    expect((await request(origin, '/assets/index-AbCd1234.js')).headers['cache-control']).toBe(immutableCacheControl);
    expect((await request(origin, '/mf/home/assets/HomePage-Xy_9-876.js')).headers['cache-control']).toBe(
      immutableCacheControl,
    );
    for (const path of ['/remotes.json', '/favicon.svg', '/mf/home/remoteEntry.js']) {
      expect((await request(origin, path)).headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('sends each file with its content type, and one whose extension has none as bytes (as nginx does)', async () => {
    expect((await request(origin, '/favicon.svg')).headers['content-type']).toBe('image/svg+xml');
    expect((await request(origin, '/assets/index-AbCd1234.js')).headers['content-type']).toBe('text/javascript');
    expect((await request(origin, '/pagefind/wasm.en.pagefind')).headers['content-type']).toBe('application/octet-stream');
  });

  it('puts CORS headers on the remotes’ files only, and nosniff on every file', async () => {
    for (const path of ['/mf/home/remoteEntry.js', '/mf/home/assets/HomePage-Xy_9-876.js']) {
      const { headers } = await request(origin, path);
      expect(headers['access-control-allow-origin'], path).toBe('*');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
    for (const path of ['/assets/index-AbCd1234.js', '/remotes.json', '/favicon.svg', '/']) {
      const { headers } = await request(origin, path);
      expect(headers['access-control-allow-origin'], path).toBeUndefined();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('sends the copy the build compressed, as the client accepts it', async () => {
    const path = '/assets/index-AbCd1234.js';
    const br = await request(origin, path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.body.equals(brotliCompressSync('export const app = 1;\n'.repeat(100)))).toBe(true);
    const gzip = await request(origin, path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(gzipSync('export const app = 1;\n'.repeat(100)))).toBe(true);
    const plain = await request(origin, path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('export const app = 1;\n'.repeat(100));
    for (const answer of [br, gzip, plain]) expect(answer.headers.vary).toBe('Accept-Encoding');

    const page = await request(origin, '/', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.body.equals(brotliCompressSync(homePage))).toBe(true);
    const notFound = await request(origin, '/missing', { headers: { 'accept-encoding': 'gzip' } });
    expect([notFound.status, notFound.headers['content-encoding']]).toEqual([404, 'gzip']);
  });

  it('sends a remote’s compressed copies too, as the client accepts them', async () => {
    const path = '/mf/home/remoteEntry.js';
    for (const [accept, encoding, body] of [
      ['gzip, deflate, br, zstd', 'br', brotliCompressSync(remoteEntry)],
      ['gzip, deflate', 'gzip', gzipSync(remoteEntry)],
      ['identity', undefined, Buffer.from(remoteEntry)],
    ] as const) {
      const answer = await request(origin, path, { headers: { 'accept-encoding': accept } });
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers.vary, accept).toBe('Accept-Encoding');
      expect(answer.headers['access-control-allow-origin'], accept).toBe('*');
      expect(answer.body.equals(body), accept).toBe(true);
    }
  });

  it('answers a revalidation of an unchanged file with 304 and the same headers', async () => {
    for (const path of [
      '/',
      '/aboutus',
      '/specialities/cardiology',
      '/remotes.json',
      '/assets/index-AbCd1234.js',
      '/mf/home/remoteEntry.js',
      '/mf/home/assets/HomePage-Xy_9-876.js',
    ]) {
      const first = await request(origin, path, { headers: { 'accept-encoding': 'br' } });
      expect(first.headers.etag, path).toBeTruthy();
      expect(first.headers['last-modified'], path).toBeTruthy();
      const again = await request(origin, path, {
        headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
      });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
      for (const name of ['cache-control', 'content-security-policy', 'access-control-allow-origin', 'vary']) {
        expect(again.headers[name], `${path} ${name}`).toEqual(first.headers[name]);
      }
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const path of ['/', '/assets/index-AbCd1234.js', '/mf/home/remoteEntry.js', '/missing']) {
      for (const accept of ['br', 'identity']) {
        const label = `${path} ${accept}`;
        const get = await request(origin, path, { headers: { 'accept-encoding': accept } });
        const head = await request(origin, path, { method: 'HEAD', headers: { 'accept-encoding': accept } });
        expect(head.status, label).toBe(get.status);
        expect(head.body.length, label).toBe(0);
        expect(head.headers['content-length'], label).toBe(String(get.body.length));
        for (const name of [
          'content-type',
          'content-encoding',
          'etag',
          'cache-control',
          'content-security-policy',
          'access-control-allow-origin',
        ]) {
          expect(head.headers[name], `${label} ${name}`).toEqual(get.headers[name]);
        }
      }
    }
  });

  it('answers a missing remote file with a plain 404, without the file headers', async () => {
    const answer = await request(origin, '/mf/home/assets/Gone-12345678.js');
    expect(answer.status).toBe(404);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['cache-control']).toBeUndefined();
  });
});

describe('refused requests', () => {
  it('answers methods other than GET and HEAD with 405 and what is allowed', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      const answer = await request(origin, '/', { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe('GET, HEAD');
    }
  });

  it('answers a malformed URL with 400', async () => {
    for (const path of ['/%E0%A4%A', '/%', '/mf/home/%C0', '/a%00b']) {
      expect((await request(origin, path)).status, path).toBe(400);
    }
  });

  it('answers a path that climbs out of a deployment with 404, however it is written', async () => {
    for (const path of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/mf/home/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/mf/home/%2E%2E/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/mf/home/..%5c..%5csecret.txt',
      '/.hidden',
    ]) {
      const answer = await request(origin, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body.toString(), path).not.toContain('outside every deployment');
    }
  });
});
