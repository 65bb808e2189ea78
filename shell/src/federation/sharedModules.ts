import * as EmotionReact from '@emotion/react';
import * as EmotionStyled from '@emotion/styled';
import * as MuiMaterial from '@mui/material';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactRouterDom from 'react-router-dom';
import * as ReactToastify from 'react-toastify';
import * as Shared from 'shared';

declare const __SINGLETON_VERSIONS__: Record<string, string>;

/**
 * The shell's own copies of the singletons, handed to every remote through the
 * federation share scope. Keys are the import specifiers remotes request
 * (the remotes' federation config declares the same packages).
 */
const modules: Record<string, { version: string; lib: unknown }> = {
  react: { version: __SINGLETON_VERSIONS__.react!, lib: React },
  'react/jsx-runtime': { version: __SINGLETON_VERSIONS__.react!, lib: ReactJsxRuntime },
  'react-dom': { version: __SINGLETON_VERSIONS__['react-dom']!, lib: ReactDom },
  'react-dom/client': { version: __SINGLETON_VERSIONS__['react-dom']!, lib: ReactDomClient },
  'react-router-dom': { version: __SINGLETON_VERSIONS__['react-router-dom']!, lib: ReactRouterDom },
  '@mui/material': { version: __SINGLETON_VERSIONS__['@mui/material']!, lib: MuiMaterial },
  '@emotion/react': { version: __SINGLETON_VERSIONS__['@emotion/react']!, lib: EmotionReact },
  '@emotion/styled': { version: __SINGLETON_VERSIONS__['@emotion/styled']!, lib: EmotionStyled },
  'react-toastify': { version: __SINGLETON_VERSIONS__['react-toastify']!, lib: ReactToastify },
  shared: { version: __SINGLETON_VERSIONS__.shared!, lib: Shared },
};

export function sharedRegistrations() {
  return Object.fromEntries(
    Object.entries(modules).map(([name, { version, lib }]) => [
      name,
      {
        version,
        scope: 'default',
        lib: () => lib,
        shareConfig: { singleton: true, requiredVersion: `^${version}` },
      },
    ]),
  );
}

export const sharedModuleNames = Object.keys(modules);
