/**
 * Unit tests of the whole workspace: `pnpm exec vitest run` from the root runs
 * every package's tests, one Vitest project per package.
 *
 * The projects are inline and do not load the packages' vite.config.ts files:
 * those start the federation plugin and dev-server middleware, which unit
 * tests do not need. The packages' tests run in
 * happy-dom (never jsdom): components need a DOM, and the email SDK reads `location`. The
 * server's and the build helpers' tests run in Node.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { remoteApps } from './tooling/build/apps.js';

const workspace = fileURLToPath(new URL('.', import.meta.url));

const packages = ['shared', 'shell', ...remoteApps.map((app) => app.dir)];
// A loaded two-core machine compiles each first import on demand, slowly.
const common = { restoreMocks: true, unstubGlobals: true, testTimeout: 30_000 };

export default defineConfig({
  test: {
    // Every core: left to itself Vitest takes one of two here, and the run
    // takes 79 s instead of 50.
    maxWorkers: '100%',
    projects: [
      ...packages.map((dir) => ({
        extends: false,
        root: join(workspace, dir),
        define: dir === 'shell' ? { __SITE_ORIGIN__: JSON.stringify('https://www.revora-medical-billing.example.com') } : undefined,
        test: {
          ...common,
          name: dir,
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: [join(workspace, 'shared', 'src', 'testSetup.ts')],
        },
      })),
      {
        // What runs in Node, not in a page: the production server and the build's helpers.
        extends: false,
        test: {
          ...common,
          name: 'node',
          root: workspace,
          include: ['tooling/{server,build,checks,release}/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
