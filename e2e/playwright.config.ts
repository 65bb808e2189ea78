import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../tooling/server/toolchain.mjs';

/** Port of the production server the tests run against (not 8080, so `npm start` can run beside). */
export const e2ePort = Number(process.env.E2E_PORT ?? 4180);
const ci = Boolean(process.env.CI);

/** What every suite runs with (this one and the nginx smoke tests). */
export const suiteSettings = {
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
} satisfies PlaywrightTestConfig;

/** Debian's Chromium, with the flags it needs here. */
export const browserSettings = {
  trace: 'retain-on-failure',
  launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
} satisfies PlaywrightTestConfig['use'];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  ...suiteSettings,
  use: { baseURL: `http://localhost:${e2ePort}`, ...browserSettings },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
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
