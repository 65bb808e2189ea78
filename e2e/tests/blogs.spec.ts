import type { Locator, Page } from '@playwright/test';
import { blogPosts } from '../../shared/src/content/blogPosts';
import { expect, test } from './support/fixtures';

async function blogsPage(page: Page) {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
  const list = page.getByRole('list', { name: /^Articles / });
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  return {
    list,
    pagination,
    heading: page.getByRole('heading', { level: 2, name: 'Latest articles' }),
    titles: list.getByRole('heading', { level: 3 }),
    button: (name: string) => pagination.getByRole('button', { name, exact: true }),
  };
}

const titles = blogPosts.map((post) => post.title);

/**
 * Waits until the list has come to rest after a page turn, as a reader does
 * before pressing on. A click made while it still scrolls first scrolls its
 * button back into view through the DevTools protocol, which cuts the smooth
 * scroll short, and Chromium then at times drops the next turn's smooth
 * scroll to the same place: the list would stay out of sight for the test
 * alone. Scrolling by the wheel or by moving focus does not do this.
 */
async function atRest(heading: Locator) {
  let last: number | undefined;
  await expect
    .poll(
      async () => {
        const y = (await heading.boundingBox())?.y;
        const still = y !== undefined && y === last;
        last = y;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

test('nine posts, five a page: page 1 → page 2 → back to page 1', async ({ page, consoleErrors }) => {
  const { list, pagination, heading, titles: shown, button } = await blogsPage(page);
  expect(blogPosts).toHaveLength(9);

  await expect(shown).toHaveText(titles.slice(0, 5));
  // Every card: illustration, day and month, author, comments, title, teaser, and no dead link.
  const cards = list.getByRole('article');
  await expect(cards).toHaveCount(5);
  for (const [index, post] of blogPosts.slice(0, 5).entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('img', { name: post.imageAlt })).toBeVisible();
    await expect(card.getByText(post.date, { exact: true })).toBeVisible();
    await expect(card.getByText(post.month, { exact: true })).toBeVisible();
    await expect(card.getByText(post.author)).toBeVisible();
    await expect(card.getByText(`${post.comments} comments`)).toBeVisible();
    await expect(card.getByText(post.description)).toBeVisible();
  }
  await expect(list.getByRole('link')).toHaveCount(0);

  await expect(pagination.getByRole('button')).toHaveText(['<', '1', '2', '>']);
  await expect(button('Page 1, current page')).toHaveAttribute('aria-current', 'page');
  await expect(button('Previous page')).toHaveAttribute('aria-disabled', 'true');

  await button('Page 2').scrollIntoViewIfNeeded();
  await button('Page 2').click();
  await expect(shown).toHaveText(titles.slice(5, 9));
  await expect(cards).toHaveCount(4);
  await expect(page.getByText('Articles 6–9 of 9 · Page 2 of 2')).toBeVisible();
  await expect(button('Page 2, current page')).toHaveAttribute('aria-current', 'page');
  await expect(button('Next page')).toHaveAttribute('aria-disabled', 'true');

  // The list's top comes into view (not the page's top) and focus moves to its heading.
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(150);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  await atRest(heading);
  // At rest near the top of the window, under the header.
  expect((await heading.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height / 3);

  await button('Previous page').click();
  await expect(shown).toHaveText(titles.slice(0, 5));
  await expect(button('Page 1, current page')).toHaveAttribute('aria-current', 'page');
  await expect(heading).toBeInViewport();
  expect(consoleErrors).toEqual([]);
});

test('the pagination works from the keyboard alone', async ({ page }) => {
  const { heading, titles: shown, button } = await blogsPage(page);

  // Tab reaches the controls that can act; the current page and a disabled arrow are skipped.
  await heading.focus();
  await page.keyboard.press('Tab');
  await expect(button('Page 2')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(button('Next page')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shown).toHaveText(titles.slice(5, 9));
  await expect(heading).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(button('Previous page')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(shown).toHaveText(titles.slice(0, 5));

  // Other keys do nothing.
  await button('Page 2').focus();
  await page.keyboard.press('a');
  await expect(shown).toHaveText(titles.slice(0, 5));
  await page.keyboard.press('Enter');
  await expect(shown).toHaveText(titles.slice(5, 9));
});

test('the page controls are large enough to tap and look like the site', async ({ page }) => {
  const { button } = await blogsPage(page);
  for (const name of ['Page 2', 'Next page']) {
    const box = (await button(name).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await expect(button('Page 1, current page')).toHaveCSS('background-color', 'rgb(10, 90, 138)');
  await expect(button('Page 1, current page')).toHaveCSS('color', 'rgb(255, 255, 255)');
});

test('a page turn asked for before the pagination has loaded happens once it has', async ({ page, consoleErrors }) => {
  // The pagination's code is held back until the visitor has pressed Enter on "Next page".
  let releaseCode: () => void = () => undefined;
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(/\/assets\/BlogPagination-[\w-]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  const { heading, titles: shown, button } = await blogsPage(page);
  await expect(shown).toHaveText(titles.slice(0, 5));
  await heading.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(button('Next page')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shown).toHaveText(titles.slice(0, 5));

  releaseCode();
  await expect(shown).toHaveText(titles.slice(5, 9));
  await expect(button('Page 2, current page')).toHaveAttribute('aria-current', 'page');
  expect(consoleErrors).toEqual([]);
});
