import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { PluginOption, UserConfigFnObject } from 'vite';
import { remoteApps, shellDevPort } from './apps.js';
import { precompress } from './precompress.js';

const workspace = fileURLToPath(new URL('../..', import.meta.url));

/** Entry file every remote exposes; remotes.json points at it. */
export const remoteEntryFile = 'remoteEntry.js';

/**
 * The dev servers' dependency scan reads the sources themselves: federation
 * turns imports into share lookups the scan does not follow, and a dependency
 * found only on the first page load is bundled again then ("504 Outdated
 * Optimize Dep").
 */
export const devDependencyScan = { entries: ['index.html', 'src/**/*.tsx', '../shared/src/**/*.tsx', '!**/*.test.tsx'] };

/**
 * Each shared library exists once in the page (singleton), and a remote built
 * against a version the shell's does not satisfy (its requiredVersion, the
 * plugin's `^` of the version it was built with) is refused when it loads
 * (strictVersion: the federation runtime throws instead of warning), so its
 * page stays as prerendered with Try again, as when a remote is down.
 */
const singleton = { singleton: true, strictVersion: true } as const;

/**
 * One share configuration for the shell and every remote: what carries
 * context exists once in the browser (React, the router, emotion, MUI's
 * `@mui/system` with the two contexts MUI's components import by deep path,
 * default props and right-to-left), and so do the few MUI
 * components the shell's frame renders on every page, which the remotes' pages
 * use too. The shell's federation runtime starts every share any module of
 * its build imports, lazy parts included, before the page's code runs; a
 * component only a form or the search uses (TextField's parts, the progress
 * spinner) is therefore not shared but bundled by the app that uses it, and
 * loads with that part. A remote whose page shows such a component on its
 * first screen carries MUI's styling core again (the contact form's fields),
 * and renders it under the shell's theme and default props, which live in
 * emotion and `@mui/system`. Measured in Chromium at 375 px, first visit:
 * home 321.6 -> 293.3 KB, other remote pages 289-296 -> 262-268, the
 * contact page 296.8 -> 294.4, the shell's pages 252.6 -> 231.2
 * (docs/decisions/2026-11-28-share-what-carries-context.md).
 *
 * The router uses the plugin's shared tree-shaking: whole, it would be 64 KB
 * gzipped of a page's first download instead of 30 (measured on dist/, with
 * the data router's exports the shell uses).
 * `usedExports` lists what any app may take besides what the building app
 * imports itself, so the shell's copy serves every remote; a remote that needs
 * another export of the router adds it here.
 *
 * framer-motion is not shared, though its context would suggest it: a remote
 * starts every library it shares when its entry initialises, and the motion
 * of sections below the fold would then cost every first visit to a home,
 * service or specialty page 36 KB gzipped. Unshared, each remote loads its
 * copy with its first animated section; its motion context (MotionScope)
 * wraps each section, so no context crosses apps.
 */
export const sharedLibraries = {
  react: singleton,
  'react-dom': singleton,
  // Only the package the code imports: sharing react-router too can deadlock
  // the build (@module-federation/vite issue #291).
  'react-router-dom': {
    ...singleton,
    treeShaking: {
      mode: 'runtime-infer',
      usedExports: ['Link', 'NavLink', 'useInRouterContext', 'useLocation', 'useNavigate', 'useNavigationType', 'useParams', 'useSearchParams'],
    },
  },
  '@emotion/react': singleton,
  '@emotion/styled': singleton,
  '@mui/system': singleton,
  '@mui/system/DefaultPropsProvider': singleton,
  '@mui/system/RtlProvider': singleton,
  '@mui/material/Box': singleton,
  '@mui/material/Button': singleton,
  '@mui/material/Container': singleton,
  '@mui/material/GlobalStyles': singleton,
  '@mui/material/IconButton': singleton,
  '@mui/material/Link': singleton,
  '@mui/material/Paper': singleton,
  '@mui/material/SvgIcon': singleton,
  '@mui/material/Typography': singleton,
} satisfies Record<string, { singleton: true; strictVersion: true; treeShaking?: { mode: 'runtime-infer'; usedExports?: string[] } }>;

/**
 * The libraries an app shares: those of the list it depends on (its
 * package.json). A library declared but never imported would be loaded when
 * the app starts.
 */
function sharedBy(root: string) {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const packageOf = (key: string) => key.replace(/\/$/, '').split('/').slice(0, key.startsWith('@') ? 2 : 1).join('/');
  return Object.fromEntries(
    Object.entries(sharedLibraries).filter(([key]) => packageOf(key) in manifest.dependencies),
  );
}

/**
 * The federation plugin as the shell and each remote configure it; `root` is
 * the app's folder, whose package.json says what it depends on.
 */
export function siteFederation({ name, root, exposes }: { name: string; root: string; exposes?: Record<string, string> }): PluginOption {
  return federation({
    name,
    filename: remoteEntryFile,
    manifest: true,
    ...(exposes ? { exposes } : { remotes: {} }),
    shared: sharedBy(root),
    // Take what the page has already loaded rather than initialising every
    // remote's fallback copies when a remote starts.
    shareStrategy: 'loaded-first',
    // Remotes are registered by their remoteEntry.js, never by a manifest.
    disableSnapshot: true,
    dts: false,
    // One federation runtime on the page, the shell's.
    experiments: exposes ? { externalRuntime: true } : { provideExternalRuntime: true },
  });
}

/**
 * A remote's whole Vite config: its own dev server port and a relative base so
 * the build works from any origin and path.
 *
 * - `vite build`: the deployable remote (remoteEntry.js, mf-manifest.json,
 *   hashed assets, each text file with its brotli and gzip copies).
 * - `vite` started by the dev runner (REVORA_DEV_IN_SHELL set): serves the
 *   remote entry to the shell's dev server, with hot reload inside the shell.
 * - `vite` started alone: the section's standalone page (index.html and
 *   src/standalone), a plain React app with the site's theme.
 */
export function defineRemoteConfig({ name, exposes }: { name: string; exposes: Record<string, string> }): UserConfigFnObject {
  const app = remoteApps.find((candidate) => candidate.name === name);
  if (!app) throw new Error(`Unknown remote "${name}": add it to tooling/build/apps.js`);
  return ({ command }) => {
    const inShell = Boolean(process.env.REVORA_DEV_IN_SHELL);
    const standalone = command === 'serve' && !inShell;
    return {
      base: './',
      plugins: [
        react(inShell ? { reactRefreshHost: `http://localhost:${shellDevPort}` } : {}),
        standalone ? [] : siteFederation({ name, exposes, root: join(workspace, app.dir) }),
        // The remote deploys on its own, so its build carries its own compressed files.
        precompress(),
      ],
      server: { port: app.devPort, strictPort: true, origin: `http://localhost:${app.devPort}`, cors: true },
      optimizeDeps: devDependencyScan,
      // Its own dependency cache in the shell, apart from the standalone page's.
      ...(inShell ? { cacheDir: 'node_modules/.vite-in-shell' } : {}),
      build: {
        target: 'es2022',
        // The build is the deployable remote only; index.html is the dev-only standalone page.
        rolldownOptions: { input: {} },
      },
      // `vite build --app` builds both: the browser's remote, and the same
      // remote for Node (remoteEntry.ssr.js beside remoteEntry.js), which the
      // prerender loads through the federation runtime.
      builder: {},
      environments: {
        client: {},
        // Minified: the runtime's Node loader reads import() calls in the
        // code, and would take one quoted in a comment for real.
        // Libraries it does not share are bundled in (the host that loads it
        // need not have them); the shared ones and the runtime stay external.
        ssr: {
          resolve: { noExternal: [new RegExp(`^(?!(${[...Object.keys(sharedLibraries), '@module-federation/'].map((key) => key.replace(/\/$/, '')).join('|')})(/|$))`)] },
          build: { outDir: 'dist/ssr', minify: true, rolldownOptions: { input: {} } },
        },
      },
    };
  };
}
