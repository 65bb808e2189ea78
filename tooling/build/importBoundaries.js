/**
 * Which code may import what, as ESLint rules (eslint.config.js spreads these
 * blocks in), so `pnpm lint` fails on an import that crosses a boundary; each
 * rule's message says why (the rules in words: docs/architecture.md, "Import
 * boundaries").
 *
 * Type-only imports are allowed: they are gone at run time. A later block's
 * rule replaces an earlier one's for the files both match, so each block lists
 * all it refuses.
 */
import { remoteApps } from './apps.js';

const remoteDirs = remoteApps.map((remote) => remote.dir);
// One router package for everyone: sharing react-router as well can deadlock the federation build (@module-federation/vite #291).
const useRouterDom = "Import from 'react-router-dom', the router package the shell shares with the remotes.";

/** What a remote's deployed code must not import, and why. */
const remoteRuntimePaths = [
  {
    name: 'react-toastify',
    message: "Raise a toast with raiseToast from 'shared': the page's one container is the shell's, and it loads react-toastify with the first toast.",
  },
  {
    name: '@mui/material',
    message: "Import each MUI component by its own path (@mui/material/Button): the shell shares MUI per component, not its root module.",
  },
  {
    name: 'shared/theme',
    message: "Remotes render inside the shell's theme; the theme module would bring createTheme into the remote's build.",
  },
];

/** The same packages loaded with import(): a lazily loaded copy is still a copy. */
const remoteRuntimeDynamic = {
  selector: `ImportExpression > Literal[value=/^(${remoteRuntimePaths.map((path) => path.name.replace(/[/]/g, '\\x2F')).join('|')})$/]`,
  message: "A remote's code loads only what the shell hands remotes at run time (see tooling/build/importBoundaries.js).",
};

/** Tests and the standalone dev pages: not part of the composed site. */
const notDeployed = ['**/*.test.ts', '**/*.test.tsx', '**/src/standalone/**', '**/src/testSetup.ts'];

/**
 * The rule refusing the router's other package, these packages and these patterns.
 * @param {object[]} [paths]
 * @param {object[]} [patterns]
 */
function refuse(paths = [], patterns = []) {
  const typesAllowed = (/** @type {object} */ entry) => ({ ...entry, allowTypeImports: true });
  const router = { paths: [{ name: 'react-router', message: useRouterDom }], patterns: [{ group: ['react-router/*'], message: useRouterDom }] };
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { paths: [...router.paths, ...paths].map(typesAllowed), patterns: [...router.patterns, ...patterns].map(typesAllowed) },
    ],
  };
}

/**
 * Imports of these apps, by package name or by a relative path into their folders.
 * @param {string[]} dirs
 * @param {string} message
 */
const apps = (dirs, message) => dirs.map((dir) => ({ regex: `(^|/)${dir}(/|$)`, message }));
const sharedImportsNoApp = apps(['shell', ...remoteDirs], '`shared` is compiled into every app, so it never depends on one.');
const themeByPath = {
  regex: '^\\.\\.?/(.*/)?theme$',
  message: "Only the shell and the standalone pages import the theme: the rest of shared is compiled into the remotes, which render inside the shell's theme.",
};

export const importBoundaries = [
  { files: ['**/*.{ts,tsx,js,mjs}'], rules: refuse() },
  {
    files: ['shell/**/*.{ts,tsx,js,mjs}'],
    rules: refuse([], apps(remoteDirs, 'The shell loads remotes at run time, through remotes.json and federation, never by import.')),
  },
  { files: ['shared/**/*.{ts,tsx,js,mjs}'], rules: refuse([], sharedImportsNoApp) },
  {
    files: ['shared/**/*.{ts,tsx,js,mjs}'],
    ignores: [...notDeployed, 'shared/src/theme.ts'],
    rules: refuse(remoteRuntimePaths, [...sharedImportsNoApp, themeByPath]),
  },
  ...remoteDirs.flatMap((dir) => {
    const otherApps = apps(
      ['shell', ...remoteDirs.filter((other) => other !== dir)],
      'Apps meet only at run time: put what two apps need in `shared`, or link to the other app’s route.',
    );
    return [
      { files: [`${dir}/src/**/*.{ts,tsx}`], rules: refuse([], otherApps) },
      {
        files: [`${dir}/src/**/*.{ts,tsx}`],
        ignores: notDeployed,
        rules: { ...refuse(remoteRuntimePaths, otherApps), 'no-restricted-syntax': ['error', remoteRuntimeDynamic] },
      },
    ];
  }),
];
