import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Left out of every scan: the Google Maps frame on /contactus. Its document
 * belongs to Google (nothing there is ours to fix) and the tests run offline,
 * so the frame holds Chromium's error page, which axe would wait for and judge.
 */
const thirdPartyFrame = 'iframe[title^="Map of"]';

/** Everything a developer needs to find and fix each violation. */
function report(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => `    at ${node.target.map(String).join(' >>> ')}\n       ${node.html.slice(0, 300)}`);
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s), ${violation.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n\n');
}

/**
 * Runs axe on the page as the visitor reads it and asserts there is no WCAG
 * A/AA violation. Colours are judged once every transition and animation that
 * ends has ended: a control that has just become live (a button enabled at
 * hydration) fades to its colours over MUI's 250 ms, and axe would catch it
 * halfway. Endless ones (a loading pulse) and paused ones (a toast's timer
 * held by the pointer) are not waited for.
 */
export async function expectNoViolations(page: Page, state: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // options() replaces every option set before it, so it comes first.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .exclude(thirdPartyFrame)
    .analyze();
  expect(violations.map((violation) => violation.id), `WCAG violations on ${state}:\n\n${report(violations)}\n`).toEqual([]);
}
