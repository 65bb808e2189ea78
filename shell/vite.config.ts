import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { remoteApps, remoteDeployPrefix, shellDevPort } from 'shared/build/apps';
import { remoteEntryFile, siteFederation } from 'shared/build/federation';
import { precompress } from 'shared/build/precompress';
import { holdPresses } from '../shared/src/presses/holdPresses';
import { scriptHashesFile, scriptHashesOf } from './server/scriptHashes.mjs';
import { routeTable } from './src/routes/routeTable';

const root = fileURLToPath(new URL('.', import.meta.url));
const workspace = join(root, '..');

/**
 * Dev only. remotes.json points each remote either at its own dev server (hot
 * reload) or at its last build, which this server hosts under the same
 * /mf/<name>/ prefix the production server uses. REVORA_DEV_REMOTES lists the
 * remotes running in dev ("all" when unset).
 */
function devRemotes(): Plugin {
  const wanted = process.env.REVORA_DEV_REMOTES ?? 'all';
  const inDev = (name: string) => wanted === 'all' || wanted.split(',').includes(name);
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.json': 'application/json',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.woff2': 'font/woff2',
  };
  return {
    name: 'revora-dev-remotes',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        if (path === '/remotes.json') {
          const manifest = Object.fromEntries(
            remoteApps.map((app) => [
              app.name,
              inDev(app.name)
                ? `http://localhost:${app.devPort}/${remoteEntryFile}`
                : `${remoteDeployPrefix(app.name)}${remoteEntryFile}`,
            ]),
          );
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(manifest, null, 2));
          return;
        }
        const app = remoteApps.find((candidate) => path.startsWith(remoteDeployPrefix(candidate.name)));
        if (!app) return next();
        const dist = join(workspace, app.dir, 'dist');
        const file = normalize(join(dist, path.slice(remoteDeployPrefix(app.name).length)));
        if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
          res.statusCode = 404;
          res.end(`Not built: run "pnpm --filter ${app.dir} build"`);
          return;
        }
        res.setHeader('Content-Type', types[extname(file)] ?? 'application/octet-stream');
        res.setHeader('Access-Control-Allow-Origin', '*');
        createReadStream(file).pipe(res);
      });
    },
  };
}

/**
 * Preloads the site's font from every page's head (shared/src/fonts.css), so
 * it is there for the first paint and `font-display: optional` keeps it.
 */
function fontPreload(): Plugin {
  return {
    name: 'revora-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'asset' && /inter-latin-wght-normal-[\w-]+\.woff2$/.test(output.fileName),
        );
        if (!font) throw new Error('The Inter font file was not emitted; check shared/src/fonts.css');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `/${font.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The page listens from its first paint: presses made before its scripts
 * have hydrated it are held and replayed (shared/src/presses/holdPresses.ts).
 * A classic inline script at the top of the head, so it is installed before
 * anything is on screen and never waits for a download.
 */
function pressHolding(): Plugin {
  return {
    name: 'revora-press-holding',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        // Before the stylesheet: an inline script after a stylesheet that is
        // still loading waits for it. After the charset, which must come first.
        const anchor = /<meta name="viewport"[^>]*>/.exec(html);
        if (!anchor) throw new Error('index.html has no viewport meta tag to put the press-holding script after');
        const source = holdPresses
          .toString()
          .split('\n')
          .filter((line) => !/^\s*\/\//.test(line))
          .join('\n');
        return html.replace(anchor[0], `${anchor[0]}\n    <script>(${source})(window);</script>`);
      },
    },
  };
}

/**
 * The hashes of index.html's inline scripts (the press holding and the
 * loader), by which the server's Content-Security-Policy allows them
 * (shell/server/scriptHashes.mjs); the prerender adds those of its pages.
 */
function inlineScriptHashes(): Plugin {
  return {
    name: 'revora-inline-script-hashes',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error('index.html was not emitted');
        const source = typeof html.source === 'string' ? html.source : new TextDecoder().decode(html.source);
        this.emitFile({
          type: 'asset',
          fileName: scriptHashesFile,
          source: `${JSON.stringify(scriptHashesOf([source]), null, 2)}\n`,
        });
      },
    },
  };
}

/** Public origin for canonical URLs, the sitemap and structured data. */
const siteOrigin = (process.env.SITE_ORIGIN ?? 'https://www.revora-medical-billing.example.com').replace(/\/+$/, '');

/**
 * Files derived from the route table: routes.json (the production server's
 * known paths; others get 404), sitemap.xml and robots.txt.
 */
function routeFiles(): Plugin {
  const paths = routeTable.map((route) => route.path);
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${siteOrigin}${path}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return {
    name: 'revora-route-files',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: JSON.stringify(paths, null, 2) });
      this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemap });
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`,
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? // The prerender's build of the shell (src/entry-server.tsx, run in Node):
      // libraries stay external, so the remotes' pages, loaded by the
      // federation runtime in the same process, render with the same React.
      {
        plugins: [react()],
        define: { __SITE_ORIGIN__: JSON.stringify(siteOrigin) },
        build: { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true },
        publicDir: false,
      }
    : {
        plugins: [
          react(),
          siteFederation({ name: 'shell', root }),
          devRemotes(),
          routeFiles(),
          fontPreload(),
          pressHolding(),
          inlineScriptHashes(),
          precompress(),
        ],
        define: { __SITE_ORIGIN__: JSON.stringify(siteOrigin) },
        server: { port: shellDevPort, strictPort: true },
        preview: { port: shellDevPort, strictPort: true },
        build: { target: 'es2022' },
      },
);
