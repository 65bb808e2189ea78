/**
 * `npm test`: installs what the tests need (pnpm, dependencies, Debian's
 * Chromium when missing and running as root), then type-checks, lints, builds
 * the production site and runs the unit tests and the browser tests against it.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  ensureChromium,
  ensurePnpm,
  installDependencies,
  workspace,
} from '../../shell/server/toolchain.mjs';

// Not under test-results/: Playwright empties that folder when it starts.
const reports = join(workspace, 'e2e', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const unitReport = join(reports, 'unit.json');
const e2eReport = join(reports, 'e2e.json');

function counts(file, read) {
  if (!existsSync(file)) return null;
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return null;
  }
}

function summary() {
  const unit = counts(unitReport, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
  // A test that failed once and passed on its retry is reported as flaky.
  const e2e = counts(e2eReport, (r) => ({
    passed: r.stats.expected,
    failed: r.stats.unexpected,
    flaky: r.stats.flaky ?? 0,
  }));
  const parts = [
    unit && `unit ${unit.passed} passed, ${unit.failed} failed`,
    e2e && `e2e ${e2e.passed} passed, ${e2e.failed} failed${e2e.flaky ? `, ${e2e.flaky} flaky` : ''}`,
  ];
  console.log(`\n${parts.filter(Boolean).join('; ')}`);
  const passed = (unit?.passed ?? 0) + (e2e?.passed ?? 0) + (e2e?.flaky ?? 0);
  const failed = (unit?.failed ?? 0) + (e2e?.failed ?? 0);
  console.log(`${passed} passed, ${failed} failed`);
}

let exitCode = 0;
try {
  const pnpm = await ensurePnpm();
  await installDependencies(pnpm);
  await ensureChromium();
  await pnpm(['typecheck']);
  await pnpm(['lint']);
  await pnpm(['build']);
  await pnpm(['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`]);
  await pnpm(['--filter', 'e2e', 'exec', 'playwright', 'test'], {
    env: { ...process.env, E2E_JSON_REPORT: e2eReport },
  });
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  summary();
}
process.exit(exitCode);
