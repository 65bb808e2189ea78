import * as EmotionReact from '@emotion/react';
import * as EmotionStyled from '@emotion/styled';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import muiComponentsForRemotes from './muiComponentsForRemotes';
import * as MuiStylesForRemotes from './muiStylesForRemotes';
import * as RouterForRemotes from './routerForRemotes';

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
 * MUI's styles module, the router and framer-motion are given as the few
 * names pages use (routerForRemotes.ts, motionForRemotes.ts), not their whole
 * namespaces (which would defeat tree-shaking).
 */
const eager: Record<string, { pkg: string; lib: unknown }> = {
  react: { pkg: 'react', lib: React },
  'react/jsx-runtime': { pkg: 'react', lib: ReactJsxRuntime },
  'react-dom': { pkg: 'react-dom', lib: ReactDom },
  'react-dom/client': { pkg: 'react-dom', lib: ReactDomClient },
  'react-router-dom': { pkg: 'react-router-dom', lib: RouterForRemotes },
  '@emotion/react': { pkg: '@emotion/react', lib: EmotionReact },
  // MUI's styled engine is built on it, so the frame has it loaded already.
  '@emotion/styled': { pkg: '@emotion/styled', lib: EmotionStyled },
  '@mui/material/styles': { pkg: '@mui/material', lib: MuiStylesForRemotes },
};

const lazy: Record<string, { pkg: string; load: () => Promise<unknown> }> = {
  ...Object.fromEntries(
    Object.entries(muiComponentsForRemotes).map(([subpath, load]) => [subpath, { pkg: '@mui/material', load }]),
  ),
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
