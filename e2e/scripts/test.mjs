/**
 * `npm test`: installs what the tests need (pnpm, dependencies, Debian's
 * Chromium and nginx when missing and running as root), then type-checks,
 * lints, builds the production site, checks its HTML, and runs the unit
 * tests and the browser tests (the JavaScript budget among them) against
 * it, then a smoke subset against the site deployed on nginx
 * (e2e/playwright.nginx.config.ts; skipped, saying so, where there is no
 * nginx and no root to install it).
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  chromiumPath,
  chromiumVersion,
  ensureChromium,
  ensureNginx,
  ensurePnpm,
  installDependencies,
  workspace,
} from '../../tooling/server/toolchain.mjs';

// Not under test-results/: Playwright empties that folder when it starts.
const reports = join(workspace, 'e2e', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const unitReport = join(reports, 'unit.json');
const e2eReport = join(reports, 'e2e.json');
const nginxReport = join(reports, 'e2e-nginx.json');

function counts(file, read) {
  if (!existsSync(file)) return null;
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

/** Counts of a Playwright JSON report; a test that failed once and passed on its retry is reported as flaky. */
function playwrightCounts(file) {
  return counts(file, (r) => ({
    passed: r.stats.expected,
    failed: r.stats.unexpected,
    flaky: r.stats.flaky ?? 0,
    browser: r.config.metadata?.browser,
  }));
}

function summary(nginxSkipped) {
  const unit = counts(unitReport, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
  const e2e = playwrightCounts(e2eReport);
  const nginx = playwrightCounts(nginxReport);
  const browser = (name, c) =>
    c && `${name} ${c.passed} passed, ${c.failed} failed${c.flaky ? `, ${c.flaky} flaky` : ''}${c.browser ? ` on ${c.browser}` : ''}`;
  const parts = [
    unit && `unit ${unit.passed} passed, ${unit.failed} failed`,
    browser('e2e', e2e),
    nginxSkipped ? 'nginx smoke skipped' : browser('nginx smoke', nginx),
  ];
  console.log(`\n${parts.filter(Boolean).join('; ')}`);
  const passed = [unit, e2e, nginx].reduce((sum, c) => sum + (c?.passed ?? 0) + (c?.flaky ?? 0), 0);
  const failed = [unit, e2e, nginx].reduce((sum, c) => sum + (c?.failed ?? 0), 0);
  console.log(`${passed} passed, ${failed} failed`);
}

let exitCode = 0;
let built = false;
let nginxSkipped = false;
try {
  const pnpm = await ensurePnpm();
  await installDependencies(pnpm);
  await ensureChromium();
  console.log(`The browser tests run on ${chromiumVersion()} (${chromiumPath}).`);
  await pnpm(['typecheck']);
  await pnpm(['lint']);
  await pnpm(['build']);
  built = true;
  // A cheap check of the build output, no browser: every prerendered page's HTML.
  await pnpm(['check:html']);
  await pnpm(['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`]);
  await pnpm(['--filter', 'e2e', 'exec', 'playwright', 'test'], {
    env: { ...process.env, E2E_JSON_REPORT: e2eReport },
  });
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  exitCode = 1;
}
// The smoke subset against nginx runs whatever the suite above found, once there is a build.
if (built) {
  try {
    await ensureNginx();
  } catch (error) {
    nginxSkipped = true;
    console.warn(`\nThe smoke tests against nginx are skipped: ${error instanceof Error ? error.message : error}`);
  }
  if (!nginxSkipped) {
    try {
      const pnpm = await ensurePnpm();
      await pnpm(['--filter', 'e2e', 'exec', 'playwright', 'test', '--config', 'playwright.nginx.config.ts'], {
        env: { ...process.env, E2E_JSON_REPORT: nginxReport },
      });
    } catch (error) {
      console.error(`\n${error instanceof Error ? error.message : error}`);
      exitCode = 1;
    }
  }
}
summary(nginxSkipped);
process.exit(exitCode);
