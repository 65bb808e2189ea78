import { defineConfig, devices } from '@playwright/test';
import { browserSettings, suiteSettings } from './playwright.config';
import { deployDir, remotesOrigin, siteOrigin } from './nginx/nginxSite';

/**
 * The smoke tests against the site deployed on real nginx (deploy/nginx.conf
 * rendered by tooling/server/nginxDeployment.mjs), the remotes on a second
 * origin: the production build, copied into a temporary deployment.
 */
export default defineConfig({
  testDir: './nginx',
  fullyParallel: false,
  workers: 1,
  ...suiteSettings,
  use: { baseURL: siteOrigin, ...browserSettings },
  projects: [{ name: 'nginx', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // Deploys the builds (copying them, with remotes.json written for the
    // remotes' origin) and runs nginx on them until the tests end.
    command: [
      'node ../tooling/server/nginxDeployment.mjs --run --remove-on-exit --workers=1',
      `--out=${deployDir} --site=${siteOrigin} --remotes=${remotesOrigin}`,
    ].join(' '),
    url: `${siteOrigin}/remotes.json`,
    reuseExistingServer: false,
    // Copying the builds and compressing the pages again takes a while on a loaded machine.
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
