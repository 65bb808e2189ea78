/**
 * Unit tests of the whole workspace: `pnpm exec vitest run` from the root runs
 * every package's tests, one Vitest project per package.
 *
 * The projects are inline and do not load the packages' vite.config.ts files:
 * those start the federation plugin and dev-server middleware, which unit
 * tests do not need. What the tests do need from them is repeated here (the
 * shell's compile-time __SINGLETON_VERSIONS__). Everything runs in happy-dom
 * (never jsdom): components need a DOM, and the email SDK reads `location`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const workspace = fileURLToPath(new URL('.', import.meta.url));

const packages = ['shared', 'shell', 'remote-home', 'remote-services', 'remote-specialties', 'remote-contact'] as const;

const singletonPackages = [
  'react',
  'react-dom',
  'react-router-dom',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'react-toastify',
  'shared',
] as const;

/** Installed version of each singleton as the shell sees it (what shell/vite.config.ts defines). */
function shellSingletonVersions(): Record<string, string> {
  return Object.fromEntries(
    singletonPackages.map((pkg) => {
      const manifest = JSON.parse(
        readFileSync(join(workspace, 'shell', 'node_modules', pkg, 'package.json'), 'utf8'),
      ) as { version: string };
      return [pkg, manifest.version];
    }),
  );
}

export default defineConfig({
  test: {
    projects: packages.map((dir) => ({
      extends: false,
      root: join(workspace, dir),
      define:
        dir === 'shell' ? { __SINGLETON_VERSIONS__: JSON.stringify(shellSingletonVersions()) } : undefined,
      test: {
        name: dir,
        root: join(workspace, dir),
        include: ['**/src/**/*.test.{ts,tsx}'],
        exclude: ['**/node_modules/**', '**/dist/**', '**/e2e/**'],
        environment: 'happy-dom',
        restoreMocks: true,
        unstubGlobals: true,
      },
    })),
  },
});
