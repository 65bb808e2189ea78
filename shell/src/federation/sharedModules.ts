import * as EmotionReact from '@emotion/react';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import muiComponentsForRemotes from './muiComponentsForRemotes';
import * as MuiStylesForRemotes from './muiStylesForRemotes';

declare const __SINGLETON_VERSIONS__: Record<string, string>;

function version(pkg: string): string {
  const found = __SINGLETON_VERSIONS__[pkg];
  if (!found) throw new Error(`No version recorded for ${pkg}`);
  return found;
}

/**
 * The shell's own copies of the singletons, handed to every remote through the
 * federation share scope. Keys are the import specifiers remotes request (their
 * federation config declares the same packages). The frame's libraries are
 * given as loaded modules; MUI is offered per component
 * (muiComponentsForRemotes.ts) and loaded only when a remote asks for it, so
 * no page downloads the whole library (its root barrel is not offered at all).
 * MUI's styles module is given as the few names pages use, not its whole
 * namespace (which would defeat tree-shaking); framer-motion likewise, as
 * the names the site's motion uses (motionForRemotes.ts). The router is not
 * shared this way: it is part of `shared` (shared/src/router.tsx).
 */
const eager: Record<string, { pkg: string; lib: unknown }> = {
  react: { pkg: 'react', lib: React },
  'react/jsx-runtime': { pkg: 'react', lib: ReactJsxRuntime },
  'react-dom': { pkg: 'react-dom', lib: ReactDom },
  'react-dom/client': { pkg: 'react-dom', lib: ReactDomClient },
  '@emotion/react': { pkg: '@emotion/react', lib: EmotionReact },
  '@mui/material/styles': { pkg: '@mui/material', lib: MuiStylesForRemotes },
};

const lazy: Record<string, { pkg: string; load: () => Promise<unknown> }> = {
  ...Object.fromEntries(
    Object.entries(muiComponentsForRemotes).map(([subpath, load]) => [subpath, { pkg: '@mui/material', load }]),
  ),
  // No remote takes it today; its tag shortcuts are not in the frame (styledWithoutTagShortcuts in vite.config.ts).
  '@emotion/styled': { pkg: '@emotion/styled', load: () => import('@emotion/styled') },
  // The shell itself does not animate: loaded when a remote's first animated section asks for it.
  'framer-motion': { pkg: 'framer-motion', load: () => import('./motionForRemotes') },
};

function shareConfig(pkg: string) {
  return { singleton: true, requiredVersion: `^${version(pkg)}` };
}

export function sharedRegistrations() {
  return {
    ...Object.fromEntries(
      Object.entries(eager).map(([name, { pkg, lib }]) => [
        name,
        { version: version(pkg), scope: 'default', lib: () => lib, shareConfig: shareConfig(pkg) },
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(lazy).map(([name, { pkg, load }]) => [
        name,
        {
          version: version(pkg),
          scope: 'default',
          get: () => load().then((module) => () => module),
          shareConfig: shareConfig(pkg),
        },
      ]),
    ),
  };
}
