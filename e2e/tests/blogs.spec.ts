import type { Locator, Page } from '@playwright/test';
import { blogPosts } from '../../shared/src/content/blogPosts';
import { company, expect, test } from './support/fixtures';

async function blogsPage(page: Page) {
  await page.goto('/blogs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
  const list = page.getByRole('list', { name: /^Articles / });
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  return {
    list,
    pagination,
    heading: page.getByRole('heading', { level: 2, name: 'Article summaries' }),
    titles: list.getByRole('heading', { level: 3 }),
    /** A page number: a link to that page's address. */
    pageLink: (name: string) => pagination.getByRole('link', { name, exact: true }),
    /** "<" or ">": react-paginate makes them buttons (links too, where there is a page to go to). */
    arrow: (name: string) => pagination.getByRole('button', { name, exact: true }),
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

test('nine posts, five a page: page 1 → page 2 at its own address → back to page 1', async ({ page, consoleErrors }) => {
  const { list, pagination, heading, titles: shown, pageLink, arrow } = await blogsPage(page);
  expect(blogPosts).toHaveLength(9);

  await expect(shown).toHaveText(titles.slice(0, 5));
  // Every card: illustration, day and month, who wrote it, title, teaser; no comment count (no post takes
  // comments) and no dead link.
  const cards = list.getByRole('article');
  await expect(cards).toHaveCount(5);
  for (const [index, post] of blogPosts.slice(0, 5).entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('img', { name: post.imageAlt })).toBeVisible();
    await expect(card.getByText(post.date, { exact: true })).toBeVisible();
    await expect(card.getByText(post.month, { exact: true })).toBeVisible();
    await expect(card.getByText(`${company.shortName} editorial team`)).toBeVisible();
    await expect(card.getByText(/comments/)).toHaveCount(0);
    await expect(card.getByText(post.description)).toBeVisible();
  }
  await expect(list.getByRole('link')).toHaveCount(0);

  await expect(pagination.getByRole('listitem')).toHaveText(['<', '1', '2', '>']);
  await expect(pageLink('Page 1, current page')).toHaveAttribute('aria-current', 'page');
  await expect(arrow('Previous page')).toHaveAttribute('aria-disabled', 'true');

  await pageLink('Page 2').scrollIntoViewIfNeeded();
  await pageLink('Page 2').click();
  await expect(page).toHaveURL(/\/blogs\/page\/2#articles$/);
  await expect(shown).toHaveText(titles.slice(5, 9));
  await expect(cards).toHaveCount(4);
  await expect(page.getByText('Articles 6–9 of 9 · Page 2 of 2')).toBeVisible();
  await expect(pageLink('Page 2, current page')).toHaveAttribute('aria-current', 'page');
  await expect(arrow('Next page')).toHaveAttribute('aria-disabled', 'true');

  // The list's top comes into view (not the page's top) and focus moves to its heading.
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(150);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
  await atRest(heading);
  // At rest near the top of the window, under the header.
  expect((await heading.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height / 3);

  await arrow('Previous page').click();
  await expect(page).toHaveURL(/\/blogs#articles$/);
  await expect(shown).toHaveText(titles.slice(0, 5));
  await expect(pageLink('Page 1, current page')).toHaveAttribute('aria-current', 'page');
  await expect(heading).toBeInViewport();

  // Back and forward walk the pages the visitor saw.
  await page.goBack();
  await expect(page).toHaveURL(/\/blogs\/page\/2#articles$/);
  await expect(shown).toHaveText(titles.slice(5, 9));
  expect(consoleErrors).toEqual([]);
});

test('the pagination works from the keyboard alone', async ({ page }) => {
  const { heading, titles: shown, pageLink, arrow } = await blogsPage(page);

  // Tab reaches the controls that can act; the current page and a disabled arrow are skipped.
  await heading.focus();
  await page.keyboard.press('Tab');
  await expect(pageLink('Page 2')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(arrow('Next page')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shown).toHaveText(titles.slice(5, 9));
  await expect(heading).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(arrow('Previous page')).toBeFocused();
  // (Space on "<" and ">" too, once their code has run: a unit test.)
  await page.keyboard.press('Enter');
  await expect(shown).toHaveText(titles.slice(0, 5));
  await expect(heading).toBeFocused();

  // Other keys do nothing.
  await arrow('Next page').focus();
  await page.keyboard.press('a');
  await expect(page).toHaveURL(/\/blogs#articles$/);
  await pageLink('Page 2').focus();
  await page.keyboard.press('Enter');
  await expect(shown).toHaveText(titles.slice(5, 9));
});

test('the page controls are large enough to tap and look like the site', async ({ page }) => {
  const { pageLink, arrow } = await blogsPage(page);
  for (const control of [pageLink('Page 2'), arrow('Next page')]) {
    const box = (await control.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await expect(pageLink('Page 1, current page')).toHaveCSS('background-color', 'rgb(10, 90, 138)');
  await expect(pageLink('Page 1, current page')).toHaveCSS('color', 'rgb(255, 255, 255)');
});

test('without JavaScript, each page of the blog is its own page, with its posts, and Back works', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const { titles: shown, pageLink, arrow } = await blogsPage(page);
  await expect(shown).toHaveText(titles.slice(0, 5));
  await pageLink('Page 2').click();
  await expect(page).toHaveURL(/\/blogs\/page\/2#articles$/);
  await expect(shown).toHaveText(titles.slice(5, 9));
  await expect(pageLink('Page 2, current page')).toHaveAttribute('aria-current', 'page');
  await arrow('Previous page').click();
  await expect(page).toHaveURL(/\/blogs#articles$/);
  await expect(shown).toHaveText(titles.slice(0, 5));
  await page.goBack();
  await expect(shown).toHaveText(titles.slice(5, 9));
  // An address past the last page is not a page.
  expect((await page.request.get('/blogs/page/3')).status()).toBe(404);
  await context.close();
});
