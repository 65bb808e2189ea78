import type { Locator, Page } from '@playwright/test';
import { expect, isPhone, test } from './support/fixtures';

const statements = [/^To help every practice we serve/, /^To take the weight of billing/, /^To earn our clients’ trust/];

function mission(page: Page) {
  return page.getByRole('region', { name: 'Our Mission' });
}

async function expectStatement(page: Page, index: number) {
  for (const [other, statement] of statements.entries()) {
    const text = mission(page).getByText(statement);
    if (other === index) await expect(text).toBeVisible();
    else await expect(text).toBeHidden();
  }
}

function logos(page: Page) {
  return page.getByRole('region', { name: 'Commitments Behind Every Account' });
}

/** How many badges fit whole in the carousel's window. */
function slidesInView(carousel: Locator) {
  return carousel.locator('.swiper').evaluate((swiper) => {
    const frame = swiper.getBoundingClientRect();
    return [...swiper.querySelectorAll('.swiper-slide')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1;
    }).length;
  });
}

/**
 * Scrolls to the carousel and waits until it is live: its code loads as the
 * visitor nears it, and Swiper adds the pagination bullets when it starts.
 */
async function reachCarousel(page: Page) {
  const carousel = logos(page);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByRole('button', { name: /^Go to badge/ })).toHaveCount(4);
  await expect(carousel.getByRole('button', { name: 'Next badge' })).toBeEnabled();
  return carousel;
}

function activeSlide(carousel: Locator) {
  return carousel.locator('.swiper-slide-active');
}

/** Waits for the slide transition to end: Swiper ignores arrow clicks during it in loop mode. */
async function settled(carousel: Locator) {
  await expect
    .poll(() => carousel.locator('.swiper').evaluate((el) => (el as HTMLElement & { swiper: { animating: boolean } }).swiper.animating))
    .toBe(false);
}

test.describe('about page layout', () => {
  test('renders every block at phone, tablet and desktop widths without console errors', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    // The tablet width once, with the desktop project.
    const widths = isPhone(testInfo.project.name) ? [375] : [1280, 768];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/aboutus');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(breadcrumb.getByText('About Us')).toHaveAttribute('aria-current', 'page');
      for (const name of ['Who Are We', 'What Sets Us Apart', 'Our Mission', 'Why Choose Us?', 'Commitments Behind Every Account']) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      }
      const apart = page.getByRole('region', { name: 'What Sets Us Apart' });
      for (const name of [
        'Revenue Cycle Management Expertise',
        'Simplified Prior Authorization and Benefit Verification',
        'Provider Enrollment and Credentialing',
        'Accounts Receivable and Denial Management',
      ]) {
        await expect(apart.getByRole('heading', { level: 3, name })).toBeVisible();
      }
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    expect(consoleErrors).toEqual([]);
  });
});

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
    await page.waitForTimeout(600);
    await next.click();
    await expectStatement(page, 0);
    await page.waitForTimeout(600);
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
      await expect.poll(() => slidesInView(carousel), { message: `${width} px` }).toBe(perView);
    }
  });

  test('has four described badges, arrows that loop, clickable pagination and a scrollbar', async ({ page }) => {
    await page.goto('/aboutus');
    const carousel = await reachCarousel(page);
    await expect(carousel.getByRole('img')).toHaveCount(4);
    for (const alt of ['HIPAA-compliant processes badge', 'Certified coding team badge', '99% clean claim ratio badge', 'Onboarding in 7 days badge']) {
      await expect(carousel.getByRole('img', { name: alt })).toHaveJSProperty('complete', true);
    }
    const active = activeSlide(carousel);
    await expect(active).toHaveAttribute('aria-label', '1 of 4');

    await carousel.getByRole('button', { name: 'Previous badge' }).click();
    await expect(active).toHaveAttribute('aria-label', '4 of 4');
    await settled(carousel);
    await carousel.getByRole('button', { name: 'Next badge' }).click();
    await expect(active).toHaveAttribute('aria-label', '1 of 4');
    await settled(carousel);
    await carousel.getByRole('button', { name: 'Next badge' }).click();
    await expect(active).toHaveAttribute('aria-label', '2 of 4');
    await settled(carousel);

    const bullets = carousel.getByRole('button', { name: /^Go to badge/ });
    await expect(bullets).toHaveCount(4);
    await carousel.getByRole('button', { name: 'Go to badge 4' }).click();
    await expect(active).toHaveAttribute('aria-label', '4 of 4');

    await expect(carousel.locator('.swiper-scrollbar-drag')).toBeVisible();
  });

  test('works from the keyboard', async ({ page }) => {
    await page.goto('/aboutus');
    const carousel = await reachCarousel(page);
    const active = activeSlide(carousel);
    await carousel.getByRole('button', { name: 'Next badge' }).focus();
    await page.keyboard.press('Enter');
    await expect(active).toHaveAttribute('aria-label', '2 of 4');
    await settled(carousel);
    await carousel.getByRole('button', { name: 'Go to badge 3' }).focus();
    await page.keyboard.press('Enter');
    await expect(active).toHaveAttribute('aria-label', '3 of 4');
  });

  test('the scrollbar can be dragged', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'dragged with a mouse');
    await page.goto('/aboutus');
    const carousel = await reachCarousel(page);
    const active = activeSlide(carousel);
    await expect(active).toHaveAttribute('aria-label', '1 of 4');
    const drag = carousel.locator('.swiper-scrollbar-drag');
    const box = (await drag.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 200, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(active).not.toHaveAttribute('aria-label', '1 of 4');
  });
});
