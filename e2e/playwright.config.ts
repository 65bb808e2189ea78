import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath, chromiumVersion } from '../tooling/server/toolchain.mjs';

/** Port of the production server the tests run against (not 8080, so `npm start` can run beside). */
const e2ePort = Number(process.env.E2E_PORT ?? 4180);
const ci = Boolean(process.env.CI);

/**
 * The tests that build or start dev servers (a remote rebuilt and redeployed
 * alone, or released with `pnpm release`; the remote's dev server in the shell): they take both cores for
 * tens of seconds, and a visitor's test beside them waits for pages the
 * starved browser cannot load in time. They run once every visitor test has,
 * one at a time: together they take as long (52–54 s against 56 s), and
 * neither runs on cores the other is using (the release test took 45–66 s
 * beside the dev test, 32–36 s alone).
 */
const buildingTests = /(dev|release)\.spec\.ts$/;

/** The nginx smoke tests and the bench run with this config, changing what differs. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  // A flake fails the run instead of hiding behind a retry.
  retries: 0,
  forbidOnly: ci,
  // CI is a shared 2-core machine: under outside load, a remote's first page
  // or a carousel's move has taken more than 7 s there (runs that passed
  // locally 12 times of 12), so a wait for what a visitor sees allows 10 s.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // In the JSON report: which browser the run used (README, "Browsers").
  metadata: { browser: chromiumVersion() },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    trace: 'retain-on-failure',
    // Debian's Chromium, with the flags it needs here.
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      testIgnore: buildingTests,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Tests tagged @phone run at phone width too, @phone-only there alone (docs/testing.md says which to tag).
    {
      name: 'phone',
      grep: /@phone/,
      testIgnore: buildingTests,
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'builds',
      testMatch: buildingTests,
      workers: 1,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The production build served exactly as `npm start` serves it.
    command: 'node ../tooling/server/serve.mjs',
    env: { PORT: String(e2ePort) },
    url: `http://localhost:${e2ePort}/remotes.json`,
    reuseExistingServer: !ci,
    timeout: 30_000,
  },
});
