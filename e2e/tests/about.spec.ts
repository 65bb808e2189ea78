import type { Locator, Page } from '@playwright/test';
import { claims } from '../../shared/src/content/claims';
import { missionStatements } from '../../remote-home/src/content/about';
import { expect, test } from './support/fixtures';

function mission(page: Page) {
  return page.getByRole('region', { name: 'Our Mission' });
}

/** The statement shown, once it has fully faded in (a press during a change is ignored). */
async function expectStatement(page: Page, index: number) {
  const shown = mission(page).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  await expect(shown).toHaveText(missionStatements[index]!);
  await expect(shown).toHaveCSS('opacity', '1');
}

function logos(page: Page) {
  return page.getByRole('region', { name: 'How we work, and what clients see' });
}

/** The labels ("2 of 4") of the badges wholly inside the carousel's frame, left to right. */
function badgesInView(carousel: Locator) {
  return carousel.evaluate((region) => {
    const badges = [...region.querySelectorAll<HTMLElement>('[aria-roledescription="badge"]')];
    const frame = region.querySelector('[aria-roledescription="carousel"]')!.getBoundingClientRect();
    return badges
      .map((badge) => ({ label: badge.getAttribute('aria-label'), box: badge.getBoundingClientRect() }))
      .filter(({ box }) => box.left >= frame.left - 1 && box.right <= frame.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ label }) => label);
  });
}

/** The badge shown first, once the carousel has come to rest on it. */
async function expectFirstBadge(carousel: Locator, label: string) {
  await expect.poll(async () => (await badgesInView(carousel))[0]).toBe(label);
}

/** Scrolls to the carousel and waits until it is live: its code loads as the visitor nears it. */
async function reachCarousel(page: Page) {
  const carousel = logos(page);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('button', { name: /^Go to badge/ })).toHaveCount(4);
  await expect(carousel.getByRole('button', { name: 'Next badge' })).toBeEnabled();
  return carousel;
}

test.describe('mission carousel', () => {
  test('moves both ways with wrap and ignores clicks during the 500 ms change', async ({ page }) => {
    await page.goto('/aboutus');
    const previous = mission(page).getByRole('button', { name: 'Previous mission statement' });
    const next = mission(page).getByRole('button', { name: 'Next mission statement' });
    await expectStatement(page, 0);
    // Its code loads as it comes near; its arrows are live from then on.
    await previous.scrollIntoViewIfNeeded();
    await previous.click();
    await expectStatement(page, 2);
    await next.click();
    await expectStatement(page, 0);
    // Two clicks within the change: only the first counts.
    await next.dblclick();
    await expectStatement(page, 1);
  });
});

test.describe('logo carousel', () => {
  test('shows 1 badge under 768 px, 2 from 768 px and 3 from 1024 px', async ({ page }) => {
    await page.goto('/aboutus');
    const carousel = await reachCarousel(page);
    for (const [width, perView] of [
      [375, 1],
      [767, 1],
      [768, 2],
      [1023, 2],
      [1024, 3],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(async () => (await badgesInView(carousel)).length, { message: `${width} px` }).toBe(perView);
    }
  });

  test('has four described badges, arrows that loop, clickable pagination and keys', async ({ page }) => {
    await page.goto('/aboutus');
    const carousel = await reachCarousel(page);
    // Each badge: its emblem, and its words as page text (headings a screen reader can list).
    await expect(carousel.locator('img')).toHaveCount(4);
    for (const image of await carousel.locator('img').all()) await expect(image).toHaveJSProperty('complete', true);
    await expect(carousel.getByRole('heading', { level: 3 })).toHaveText([
      'HIPAA Privacy & Security Rules',
      'Specialty coding team',
      `${claims.cleanClaim.figure} clean claim ratio`,
      `${claims.onboardingDays.figure} to onboard a practice`,
    ]);
    await expectFirstBadge(carousel, '1 of 4');

    await carousel.getByRole('button', { name: 'Previous badge' }).click();
    await expectFirstBadge(carousel, '4 of 4');
    await carousel.getByRole('button', { name: 'Next badge' }).click();
    await expectFirstBadge(carousel, '1 of 4');
    await carousel.getByRole('button', { name: 'Go to badge 3' }).click();
    await expectFirstBadge(carousel, '3 of 4');

    // From the keyboard.
    await carousel.getByRole('button', { name: 'Go to badge 2' }).focus();
    await carousel.page().keyboard.press('Enter');
    await expectFirstBadge(carousel, '2 of 4');
    await carousel.getByRole('button', { name: 'Next badge' }).focus();
    await carousel.page().keyboard.press('Enter');
    await expectFirstBadge(carousel, '3 of 4');
  });
});
