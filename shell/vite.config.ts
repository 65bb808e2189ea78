import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { remoteApps, remoteDeployPrefix, shellDevPort } from 'shared/build/apps';
import { remoteEntryFile, singletonVersions } from 'shared/build/federation';
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
 * The site's theme (shared/src/theme.ts) is a plain theme: no `cssVariables`,
 * no `colorSchemes`. MUI's createTheme and ThemeProvider nevertheless import
 * their CSS-variables implementation (createThemeWithVars, CssVarsProvider
 * with its colour-scheme storage and init script), which every page would
 * download and never run, so the build stubs those two modules. A stub
 * throws if a theme ever asks for CSS variables, and the build fails if MUI
 * stops importing the modules under these names, so an upgrade cannot
 * silently change what is left out.
 */
function themeWithoutCssVariables(): Plugin {
  const swaps: Record<string, { importer: RegExp; stub: string }> = {
    './createThemeWithVars.mjs': {
      importer: /@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
      stub: 'export default function createThemeWithVars() { throw new Error(MESSAGE); }',
    },
    './ThemeProviderWithVars.mjs': {
      importer: /@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
      stub: 'export function CssVarsProvider() { throw new Error(MESSAGE); }',
    },
  };
  const message = JSON.stringify(
    "This site's build leaves out MUI's CSS-variables theming (themeWithoutCssVariables in shell/vite.config.ts)",
  );
  const swapped = new Set<string>();
  return {
    name: 'revora-theme-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const swap = swaps[source];
      if (!swap || !importer || !swap.importer.test(importer)) return undefined;
      swapped.add(source);
      return `\0revora-no-css-vars:${source}`;
    },
    load(id) {
      const source = id.startsWith('\0revora-no-css-vars:') ? id.slice('\0revora-no-css-vars:'.length) : undefined;
      const swap = source ? swaps[source] : undefined;
      return swap ? `const MESSAGE = ${message};\n${swap.stub}\n` : undefined;
    },
    buildEnd(error) {
      const missed = Object.keys(swaps).filter((source) => !swapped.has(source));
      if (!error && missed.length > 0) {
        throw new Error(`MUI no longer imports ${missed.join(', ')} as expected: update themeWithoutCssVariables`);
      }
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
 * The prerendered page paints before its scripts compete for the connection:
 * the entry script and the modules it needs are requested once the first
 * paint is on screen, instead of from the head, where on a slow phone network
 * they would share the bandwidth with the HTML, the stylesheet and the
 * font. They wait for the font as well: text set in it paints in a later frame
 * than the first one. "On screen" is the first-contentful-paint entry, which
 * the browser reports once the frame has been presented: one animation frame
 * was not always enough, and a script requested before the paint's
 * presentation made the page's largest paint count as waiting for it. Without
 * paint timing (or in a background tab, which does not paint) they start a
 * frame later, or after a second at most.
 */
function paintBeforeScripts(): Plugin {
  return {
    name: 'revora-paint-before-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) throw new Error('The entry script of index.html was not found');
        const preloads: string[] = [];
        const rest = html
          .replace(entry[0], '')
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
            preloads.push(href);
            return '';
          });
        const loader = [
          `const frame = ${JSON.stringify(preloads)};`,
          'let started = false;',
          'const start = () => {',
          '  if (started) return;',
          '  started = true;',
          // The entry downloads with them, not after them.
          `  for (const href of [...frame, ${JSON.stringify(entry[1])}]) {`,
          "    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });",
          '    document.head.append(link);',
          '  }',
          // The frame's libraries run one by one, each in a task of its own
          // (run together, as the entry's imports, they made the longest task
          // of a page's start; see codeSplitting below), and the entry last,
          // when they are ready.
          '  (async () => {',
          '    for (const href of frame) {',
          '      await import(href);',
          '      await (globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve)));',
          '    }',
          `    await import(${JSON.stringify(entry[1])});`,
          // Without the frame's code the page stays as prerendered: readable,
          // its links working; presses are no longer held for code that is not coming.
          '  })().catch((error) => {',
          "    console.warn('The page could not start; it stays as it is:', error);",
          "    window.__revoraPresses?.drop(document.getElementById('root'));",
          '  });',
          // The rest of the page's module graph (the remote's entry, page
          // chunks and stylesheets, found by the prerender) and the remotes manifest the frame
          // reads first, requested now instead of one after another as each
          // module asks for the next; low priority, so the frame's own
          // scripts come first.
          "  const graph = document.getElementById('page-modules');",
          '  if (graph) {',
          "    document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'fetch', href: '/remotes.json', crossOrigin: '', fetchPriority: 'low' }));",
          '  }',
          `  for (const href of graph ? JSON.parse(graph.textContent) : []) {`,
          `    if (href === ${JSON.stringify(entry[1])} || frame.includes(href)) continue;`,
          // A remote's stylesheet is a step of its own: the page's module
          // waits for it before it renders, so it is fetched alongside.
          "    const style = href.endsWith('.css');",
          "    if (style && document.querySelector(`link[rel=stylesheet][href=\"${href}\"]`)) continue;",
          "    const link = Object.assign(document.createElement('link'), { rel: style ? 'preload' : 'modulepreload', href, crossOrigin: '', fetchPriority: 'low' });",
          "    if (style) link.as = 'style';",
          '    document.head.append(link);',
          '  }',
          '};',
          'document.fonts.ready.then(() => {',
          "  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {",
          '    new PerformanceObserver((list, observer) => {',
          "      if (list.getEntriesByName('first-contentful-paint').length === 0) return;",
          '      observer.disconnect();',
          '      setTimeout(start);',
          "    }).observe({ type: 'paint', buffered: true });",
          '  } else {',
          '    requestAnimationFrame(() => setTimeout(start));',
          '  }',
          '  setTimeout(start, 1000);',
          '});',
        ].join('\n');
        return rest.replace('</head>', `  <script type="module">\n${loader}\n</script>\n  </head>`);
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

/**
 * What every page runs, in four chunks (see codeSplitting below), by library:
 * React (with React DOM and its scheduler), emotion, react-router and MUI's
 * styling core with the small helpers MUI brings.
 */
const frameworkChunks = [
  ['react', /node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  ['emotion', /node_modules[\\/](@emotion[\\/][^\\/]+|stylis|hoist-non-react-statics)[\\/]/],
  ['router', /node_modules[\\/](react-router|react-router-dom)[\\/]/],
  [
    'mui',
    /node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|utils|internal|zero-styled|DefaultPropsProvider|className|generateUtilityClass|generateUtilityClasses|colors|transitions)|@babel[\\/]runtime|clsx|prop-types|react-is|react-transition-group)[\\/]/,
  ],
] as const;

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

export default defineConfig({
  plugins: [
    react(),
    themeWithoutCssVariables(),
    devRemotes(),
    routeFiles(),
    fontPreload(),
    paintBeforeScripts(),
    pressHolding(),
    inlineScriptHashes(),
    precompress(),
  ],
  define: {
    __SINGLETON_VERSIONS__: JSON.stringify(singletonVersions(root)),
    __SITE_ORIGIN__: JSON.stringify(siteOrigin),
    // Remotes are registered by their remoteEntry.js, never by a manifest, so
    // the federation runtime's manifest ("snapshot") handling and the asset
    // preloading built on it are never used; and it only ever runs in a
    // browser, so its Node.js script loader is dead code. Left out.
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
    ENV_TARGET: JSON.stringify('web'),
  },
  server: { port: shellDevPort, strictPort: true },
  preview: { port: shellDevPort, strictPort: true },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // The MUI loaders also point at components the frame itself uses; those
      // simply stay in the frame's chunks, which is intended.
      checks: { ineffectiveDynamicImport: false },
      output: {
        codeSplitting: {
          // What every page runs, one chunk per library instead of dozens of
          // tiny shared chunks; MUI components stay in chunks of their own.
          // Four rather than one so that the loader (paintBeforeScripts) can
          // run each in a task of its own: evaluated together they made one
          // task of 60-90 ms on a fast machine, four times that on a slow
          // phone, the longest of a page's start.
          groups: frameworkChunks.map(([name, modules]) => ({
            name,
            // Only what the page's entry imports statically: the MUI loaders
            // make every MUI module reachable, and without this filter parts
            // only remotes might ask for (a dialog's focus handling)
            // would ride along in every page's first download.
            tags: ['$initial' as const],
            // React's server renderer is not part of it: only the prerender uses it.
            test: (id: string) => modules.test(id) && !/react-dom[\\/](cjs[\\/]react-dom-server|server)/.test(id),
          })),
        },
      },
    },
  },
});
