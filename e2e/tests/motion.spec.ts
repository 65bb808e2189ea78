import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * The site's motion (framer-motion): sections below the fold slide in as the
 * visitor reaches them, counters count, headings draw letter by letter. The
 * HTML shows every word in place without it.
 */

/** Pages with animated sections below their first screen (the sections are shared; the home page has them all). */
const animatedPages = ['/', '/aboutus'];

/** Two frames: what a scroll set off (an observer's callback, an animation's first step) has started. */
function frames(page: Page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * How many elements with text the visitor cannot see because motion made
 * them transparent (not counting what is hidden on purpose from everyone,
 * such as a carousel's other slides or the letters of a heading still to be
 * drawn, which are aria-hidden).
 */
function hiddenByMotion(page: Page) {
  return page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('main [style*="opacity"]')].filter(
        (element) =>
          element.style.opacity !== '' &&
          Number(element.style.opacity) < 1 &&
          element.closest('[aria-hidden="true"]') === null &&
          (element.textContent ?? '').trim() !== '',
      ).length,
  );
}

/** Scrolls to the bottom in steps a visitor might take, then back to the top. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await frames(page);
  }
}

test.describe('motion', () => {
  test('sections below the fold slide in as the visitor reaches them, and nothing stays hidden', async ({
    page,
    consoleErrors,
  }) => {
    // The home page has every kind of animated section.
    for (const path of ['/']) {
      await page.goto(path);
      // What is still below the fold waits, hidden, to slide in.
      await scrollThrough(page);
      // Everything the visitor has scrolled past has arrived.
      await expect.poll(() => hiddenByMotion(page), { message: path, timeout: 10_000 }).toBe(0);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('content waiting below the fold is hidden only once scripts run, and arrives when scrolled to', async ({ page }) => {
    // One card a row, so most of the section is below the fold when it arrives.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const services = page.getByRole('region', { name: 'Revenue cycle services, end to end' });
    await services.scrollIntoViewIfNeeded();
    // The cards further down the section wait, transparent, for the visitor.
    await expect.poll(() => hiddenByMotion(page), { timeout: 15_000 }).toBeGreaterThan(0);
    const lastCard = services.getByRole('listitem').last();
    await lastCard.scrollIntoViewIfNeeded();
    await expect(lastCard).toHaveCSS('opacity', '1');
    await expect(lastCard).toHaveCSS('transform', 'none');
  });

  test.describe('for a visitor who prefers reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('nothing is ever hidden or counts: every section is in its final state at once', async ({ page }) => {
      await page.goto('/');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await frames(page);
        expect(await hiddenByMotion(page), `at ${y} px`).toBe(0);
      }
      const stats = page.getByRole('region', { name: 'Our results in numbers' });
      await expect(stats.locator('dd [aria-hidden="true"]')).toHaveText(['15+', '99%', '30%', '97%', '15%']);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every word is in the HTML, visible and in place', async ({ page }) => {
      for (const path of animatedPages) {
        await page.goto(path);
        expect(await hiddenByMotion(page), path).toBe(0);
        // Motion's elements start in their final state.
        const moved = await page.evaluate(
          () =>
            [...document.querySelectorAll<HTMLElement>('main [style*="transform"]')].filter(
              (element) => !['', 'none'].includes(element.style.transform) && element.closest('[aria-hidden="true"]') === null,
            ).length,
        );
        expect(moved, path).toBe(0);
      }
      // The counters show their figures, the letter-by-letter heading is whole.
      await page.goto('/');
      const stats = page.getByRole('region', { name: 'Our results in numbers' });
      await expect(stats.locator('dd [aria-hidden="true"]')).toHaveText(['15+', '99%', '30%', '97%', '15%']);
      await expect(page.getByRole('heading', { name: 'HIPAA Compliance at the Core' })).toBeVisible();
    });
  });
});
