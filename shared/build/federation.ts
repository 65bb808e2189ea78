import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { PluginOption, UserConfigFnObject } from 'vite';
import { remoteApps, shellDevPort } from './apps.js';
import { precompress } from './precompress.js';

/**
 * Libraries that must exist once in the browser. The shell provides them all
 * (shell/src/federation/sharedModules.ts); a remote declares those its own
 * code imports (remoteSharedPackages below), so a second copy is never
 * instantiated (two Reacts break hooks, two emotion caches duplicate styles).
 *
 * `shared` is not on the list: each app compiles in the blocks it uses, so a
 * page downloads only those, not the whole package through the share scope.
 * Its two pieces of page-wide state, the toast store (with the one container,
 * the shell's) and the email service's keys (the shell's build sets them), are
 * one per page however many apps carry the code (shared/src/pageSingleton.ts).
 * react-toastify is not on the list because remotes never import it: they
 * raise toasts through `shared`, which hands them to the shell's copy, and the
 * library loads only when a toast is first wanted. Declaring it here would
 * make every remote fetch it at start-up. react-router-dom is on it: a
 * remote's links must drive the shell's router, so there is one router on the
 * page. Only react-router-dom, the package the code imports, never the
 * react-router it re-exports: the federation plugin can deadlock the build
 * when both are shared (@module-federation/vite issue #291).
 * framer-motion is on the list so that a visitor who moves between remotes'
 * pages downloads it once; the shell only offers it, loaded when a remote's
 * animated section first asks for it.
 */
export const singletonPackages = [
  'react',
  'react-dom',
  'react-router-dom',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'framer-motion',
] as const;

export type SingletonPackage = (typeof singletonPackages)[number];

/**
 * The singletons a remote takes from the share scope: those its code (and
 * `shared`'s) imports. Remotes render through MUI's components and styles,
 * which the shell hands over already bound to its React DOM and emotion, so
 * they never import react-dom or emotion themselves (a unit test,
 * shell/src/federation/sharedModules.test.ts, keeps it so). Declaring those
 * anyway would give every remote page share wrappers that nothing asks for.
 */
export const remoteSharedPackages = [
  'react',
  'react-router-dom',
  '@mui/material',
  'framer-motion',
] as const satisfies readonly SingletonPackage[];

/**
 * Singletons a remote never carries a copy of: it always renders inside the
 * shell, which provides them (a remote's standalone dev page does not use
 * federation at all).
 */
const takenFromShellOnly = new Set<string>(['@mui/material', 'react-router-dom', 'framer-motion']);

/** The `shared` package's folder (this file is in its build/ folder). */
const sharedRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Entry file every remote exposes; remotes.json points at it. */
export const remoteEntryFile = 'remoteEntry.js';

/** Installed version of a package as seen from `fromDir` (an app's root). */
export function installedVersion(pkg: string, fromDir: string): string {
  const require = createRequire(join(fromDir, 'package.json'));
  let dir = dirname(require.resolve(pkg));
  // Walk up from the resolved entry to the package's own package.json.
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === pkg && manifest.version) return manifest.version;
    } catch {
      // no package.json at this level
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the version of ${pkg} from ${fromDir}`);
    dir = parent;
  }
}

/** Installed version of every singleton as seen from `fromDir` (what the shell provides). */
export function singletonVersions(fromDir: string): Record<SingletonPackage, string> {
  return Object.fromEntries(singletonPackages.map((pkg) => [pkg, installedVersion(pkg, fromDir)])) as Record<
    SingletonPackage,
    string
  >;
}

interface RemoteFederationOptions {
  name: string;
  exposes: Record<string, string>;
  /** The remote's root folder, to read installed versions from. */
  root: string;
}

/**
 * The MUI component modules ("@mui/material/Button", …) a remote's source and
 * `shared`'s import. In dev they are handed to Vite's dependency optimiser up
 * front: federation turns those imports into share lookups the optimiser's
 * scan does not follow, so it would find them only on the first page load,
 * re-bundle, and answer that load's requests with "504 Outdated Optimize Dep".
 */
function muiModulesImportedBy(dirs: string[]): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const match of readFileSync(path, 'utf8').matchAll(/from\s+'(@mui\/material\/[\w/]+)'/g)) {
          found.add(match[1]!);
        }
      }
    }
  };
  dirs.forEach(walk);
  // Every icon of @mui/icons-material renders through it.
  if (found.size > 0) found.add('@mui/material/SvgIcon');
  return [...found].sort();
}

/**
 * The singletons a remote takes from the shell: those of remoteSharedPackages
 * it depends on (its package.json). A shared package a remote declares but
 * never imports is fetched when the remote starts, so a remote that does not
 * animate (contact) does not declare framer-motion. sharedModules.test.ts
 * fails when a remote uses one it does not depend on.
 */
export function sharedPackagesOf(root: string): SingletonPackage[] {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return remoteSharedPackages.filter((pkg) => pkg in (manifest.dependencies ?? {}));
}

/** The federation plugin as every remote configures it. */
function remoteFederation({ name, exposes, root }: RemoteFederationOptions): PluginOption {
  return federation({
    name,
    filename: remoteEntryFile,
    manifest: true,
    exposes,
    // Take what the shell already provides instead of initialising every
    // shared module in the scope (which would fetch each MUI component).
    shareStrategy: 'loaded-first',
    dts: false,
    experiments: { externalRuntime: true },
    shared: Object.fromEntries(
      sharedPackagesOf(root).map((pkg) => [
        // MUI is shared per component ("@mui/material/Button", …), never as
        // the whole library, so a page only downloads the components it uses.
        // Remotes take MUI components only from the shell (`import: false`, no
        // copy of their own): then the plugin leaves a component that only
        // code loaded later (a section below the fold) uses out of the
        // remote's start-up and fetches it with that code. With a copy of
        // their own, a remote fetched every MUI component it uses anywhere
        // when it started. The shell offers a fixed list
        // (shell/src/federation/muiComponentsForRemotes.ts); tests fail on a
        // remote that uses one not on it. The router likewise: the shell
        // hands over the names remotes use (routerForRemotes.ts), while a
        // copy of a remote's own would be the whole library (a shared
        // module's fallback keeps every export, as other apps may ask for any).
        // framer-motion too: the shell offers the names the site's motion uses
        // (motionForRemotes.ts).
        pkg === '@mui/material' ? '@mui/material/' : pkg,
        {
          singleton: true,
          requiredVersion: `^${installedVersion(pkg, root)}`,
          ...(takenFromShellOnly.has(pkg) ? { import: false as const } : {}),
        },
      ]),
    ),
  });
}

/**
 * A remote's whole Vite config: its own dev server port and a relative base so
 * the build works from any origin and path.
 *
 * - `vite build`: the deployable remote (remoteEntry.js, mf-manifest.json,
 *   hashed assets, each text file with its brotli and gzip copies) and
 *   nothing else.
 * - `vite` started by the dev runner (REVORA_DEV_IN_SHELL set): serves the
 *   remote entry to the shell's dev server, with hot reload inside the shell
 *   (the React refresh runtime then comes from the shell).
 * - `vite` started alone: the section's standalone page (index.html and
 *   src/standalone), a plain React app with the site's theme. It does not need
 *   federation, and without a host to provide the shared libraries up front,
 *   federation would only race their asynchronous fallbacks.
 */
export function defineRemoteConfig(options: RemoteFederationOptions): UserConfigFnObject {
  const app = remoteApps.find((candidate) => candidate.name === options.name);
  if (!app) throw new Error(`Unknown remote "${options.name}": add it to shared/build/apps.js`);
  return ({ command }) => {
    const inShell = Boolean(process.env.REVORA_DEV_IN_SHELL);
    const standalone = command === 'serve' && !inShell;
    return {
      base: './',
      plugins: [
        react(inShell ? { reactRefreshHost: `http://localhost:${shellDevPort}` } : {}),
        standalone ? [] : remoteFederation(options),
        // The remote deploys on its own, so its build carries its own compressed files.
        precompress(),
      ],
      server: {
        port: app.devPort,
        strictPort: true,
        origin: `http://localhost:${app.devPort}`,
        cors: true,
      },
      // Vite's dependency scan starts from the build's inputs when there are
      // any; with none ({} below) it would find nothing and discover every
      // dependency on the first page load instead (a re-bundle and a reload).
      // index.html is the standalone page; in the shell, federation adds the
      // exposed modules. In the shell the dependencies are bundled afresh at
      // every start (`force`, a few seconds): bundles cached by an earlier
      // start ran icons before their share of React's JSX runtime was ready
      // ("jsx is not a function") on every restart.
      optimizeDeps: {
        entries: ['index.html'],
        ...(inShell
          ? { include: muiModulesImportedBy([join(options.root, 'src'), join(sharedRoot, 'src')]), force: true }
          : {}),
      },
      // Its own dependency cache in the shell, so switching between that and
      // the standalone page does not re-bundle every dependency each time.
      ...(inShell ? { cacheDir: 'node_modules/.vite-in-shell' } : {}),
      build: {
        target: 'es2022',
        // The build is the deployable remote only; index.html is the dev-only standalone page.
        rolldownOptions: { input: {} },
      },
    };
  };
}
