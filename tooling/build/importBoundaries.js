/**
 * Which code may import what, as ESLint rules (eslint.config.js spreads these
 * blocks in), so `pnpm lint` fails on an import that crosses a boundary.
 *
 * - Apps meet only at run time, through federation: a remote never imports
 *   the shell or another remote, the shell never imports a remote, and
 *   `shared` never imports an app.
 * - A remote's code (and `shared`'s, which every remote compiles in) imports
 *   only what the shell hands remotes at run time; anything else would be a
 *   second copy in the remote's own build.
 * - Routing comes from one package, react-router-dom, for everyone.
 *
 * Type-only imports are allowed: they are gone at run time. Tests and the
 * standalone dev pages (src/standalone) are not deployed into the composed
 * site, so only the first rule applies to them.
 */
import { remoteApps } from './apps.js';

const oneRouter = {
  name: 'react-router',
  message:
    "Import from 'react-router-dom'. It is the router package the shell shares with the remotes; sharing react-router as well can deadlock the federation build.",
};

/** An import of app `dir` by package name or by a relative path into its folder. */
const app = (/** @type {string} */ dir, /** @type {string} */ message) => ({ regex: `(^|/)${dir}(/|$)`, message });
const remoteDirs = remoteApps.map((remote) => remote.dir);

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
  selector: `ImportExpression > Literal[value=/^(${remoteRuntimePaths
    .map((path) => path.name.replace(/[/]/g, '\\x2F'))
    .join('|')})$/]`,
  message: "A remote's code loads only what the shell hands remotes at run time (see tooling/build/importBoundaries.js).",
};

/** Tests and the standalone dev pages: not part of the composed site. */
const notDeployed = ['**/*.test.ts', '**/*.test.tsx', '**/src/standalone/**', '**/src/testSetup.ts'];

/**
 * @param {object[]} paths
 * @param {object[]} [patterns]
 */
function restrict(paths, patterns = []) {
  const typesAllowed = (/** @type {object} */ entry) => ({ ...entry, allowTypeImports: true });
  return ['error', { paths: paths.map(typesAllowed), patterns: patterns.map(typesAllowed) }];
}

export const importBoundaries = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrict([oneRouter]) },
  },
  {
    files: ['shell/**/*.{ts,tsx,js,mjs}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        [oneRouter],
        remoteDirs.map((dir) => app(dir, 'The shell loads remotes at run time, through remotes.json and federation, never by import.')),
      ),
    },
  },
  ...[false, true].map((deployedOnly) => ({
    files: ['shared/**/*.{ts,tsx,js,mjs}'],
    ignores: deployedOnly ? [...notDeployed, 'tooling/build/**', 'shared/src/theme.ts'] : [],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrict(
        deployedOnly ? [oneRouter, ...remoteRuntimePaths] : [oneRouter],
        [
          ...['shell', ...remoteDirs].map((dir) => app(dir, '`shared` is compiled into every app, so it never depends on one.')),
          ...(deployedOnly
            ? [{ regex: '^\\.\\.?/(.*/)?theme$', message: "Only the shell and the standalone pages import the theme: the rest of shared is compiled into the remotes, which render inside the shell's theme." }]
            : []),
        ],
      ),
    },
  })),
  ...remoteDirs.flatMap((dir) => {
    const otherApps = ['shell', ...remoteDirs.filter((other) => other !== dir)].map((other) =>
      app(other, 'Apps meet only at run time: put what two apps need in `shared`, or link to the other app’s route.'),
    );
    return [
      {
        files: [`${dir}/src/**/*.{ts,tsx}`],
        rules: { '@typescript-eslint/no-restricted-imports': restrict([oneRouter], otherApps) },
      },
      {
        files: [`${dir}/src/**/*.{ts,tsx}`],
        ignores: notDeployed,
        rules: {
          '@typescript-eslint/no-restricted-imports': restrict([oneRouter, ...remoteRuntimePaths], otherApps),
          'no-restricted-syntax': ['error', remoteRuntimeDynamic],
        },
      },
    ];
  }),
];
