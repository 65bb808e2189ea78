import { defineConfig, devices } from '@playwright/test';
import config from './playwright.config';

/** `npm run bench`, part two: the real slow phone (bench/slowPhone.spec.ts), one worker so visits do not share the CPU. */
export default defineConfig({
  ...config,
  testDir: './bench',
  outputDir: './test-results/bench',
  workers: 1,
  reporter: 'list',
  timeout: 180_000,
  projects: [{ name: 'slow phone', use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } }],
});
