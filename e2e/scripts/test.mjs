/**
 * `npm test`: installs what the tests need (Debian's Chromium and nginx when
 * missing and running as root), then runs the steps of docs/testing.md in
 * order; the nginx smoke tests are skipped, saying so, where there is no
 * nginx and no root to install it. Each runner prints its own counts.
 */
import { chromiumPath, chromiumVersion, ensureChromium, ensureNginx, ensurePnpm } from '../../tooling/server/toolchain.mjs';

/** @param {unknown} error */
const message = (error) => (error instanceof Error ? error.message : String(error));
let failed = false;
let built = false;
const pnpm = ensurePnpm();
try {
  pnpm(['install', '--frozen-lockfile']);
  ensureChromium();
  console.log(`The browser tests run on ${chromiumVersion()} (${chromiumPath}).`);
  for (const step of [['typecheck'], ['lint'], ['build']]) pnpm(step);
  built = true;
  // A cheap check of the build output, no browser: every prerendered page's HTML.
  pnpm(['check:html']);
  pnpm(['exec', 'vitest', 'run']);
  pnpm(['--filter', 'e2e', 'exec', 'playwright', 'test']);
} catch (error) {
  console.error(`\n${message(error)}`);
  failed = true;
}
// The smoke subset against nginx runs whatever the suite above found, once there is a build.
if (built) {
  try {
    ensureNginx();
    try {
      pnpm(['--filter', 'e2e', 'exec', 'playwright', 'test', '--config', 'playwright.nginx.config.ts']);
    } catch (error) {
      console.error(`\n${message(error)}`);
      failed = true;
    }
  } catch (error) {
    console.warn(`\nThe smoke tests against nginx are skipped: ${message(error)}`);
  }
}
console.log(failed ? '\nnpm test failed (above: which step).' : '\nnpm test passed.');
process.exit(failed ? 1 : 0);
