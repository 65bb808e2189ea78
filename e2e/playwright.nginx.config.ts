import { defineConfig, devices } from '@playwright/test';
import config from './playwright.config';
import { deployDir, remotesOrigin, siteOrigin } from './nginx/nginxSite';

/**
 * The smoke tests against the site deployed on real nginx (deploy/nginx.conf
 * and its include, by tooling/server/nginxDeployment.mjs), the remotes on a
 * second origin: the production build as it is, copied into a temporary deployment.
 */
export default defineConfig({
  ...config,
  testDir: './nginx',
  // Its own folder: the main suite's traces of a failure stay for reading after this run.
  outputDir: './test-results/nginx',
  fullyParallel: false,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e-nginx.json' }]],
  use: { ...config.use, baseURL: siteOrigin },
  projects: [{ name: 'nginx', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // Copies the builds into a deployment (copied, not linked: nginx's workers run as an unprivileged
    // user, who cannot read a checkout in a private folder) and runs nginx on it until the tests end.
    command: `node ../tooling/server/nginxDeployment.mjs --run --remove-on-exit --out=${deployDir} --site=${siteOrigin} --remotes=${remotesOrigin}`,
    url: `${siteOrigin}/remotes.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
