import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { blogPosts, codingNotices, namesCptCode, type BlogPost } from 'shared';
import { afterEach, describe, expect, it } from 'vitest';
import { BlogList } from './BlogList';

afterEach(() => cleanup());

function titlesShown() {
  const list = screen.getByRole('list', { name: /^Articles/ });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

/** A keypress as a browser sends it (happy-dom leaves charCode at 0, which React ignores). */
function pressKey(target: Element, key: string, charCode: number) {
  const event = new KeyboardEvent('keypress', { key, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'charCode', { value: charCode });
  target.dispatchEvent(event);
}

const titles = blogPosts.map((post) => post.title);

/** The list at the blog's two addresses, as the site routes them. */
function renderAt(path: string, posts?: readonly BlogPost[]) {
  const router = createMemoryRouter(
    [
      { path: '/blogs', element: <BlogList posts={posts} /> },
      { path: '/blogs/page/2', element: <BlogList posts={posts} page={1} /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Renders the list and waits for its pagination, whose code loads on its own. */
async function renderList(path = '/blogs') {
  const router = renderAt(path);
  await screen.findByRole('navigation', { name: 'Pagination' });
  return router;
}

const link = (name: string) => screen.getByRole('link', { name });
const control = (name: string) => screen.getByRole('button', { name });

describe('BlogList', () => {
  it('carries the AMA’s CPT notice on a page whose posts name a CPT code, and only there', async () => {
    const namesCpt = (posts: readonly BlogPost[]) => posts.some((post) => namesCptCode(`${post.title} ${post.description}`));
    // The E/M post (99212–99215) is on the first page.
    expect(namesCpt(blogPosts.slice(0, 5))).toBe(true);
    await renderList();
    expect(screen.getAllByText(codingNotices.cpt)).toHaveLength(1);
    cleanup();
    await renderList('/blogs/page/2');
    expect(screen.queryAllByText(codingNotices.cpt)).toHaveLength(namesCpt(blogPosts.slice(5)) ? 1 : 0);
  });

  it('opens on the first page: posts 1–5, focus left alone', async () => {
    await renderList();
    expect(titlesShown()).toEqual(titles.slice(0, 5));
    expect(screen.getByTestId('blog-list-status').textContent).toBe('Articles 1–5 of 9 · Page 1 of 2');
    expect(link('Page 1, current page').getAttribute('aria-current')).toBe('page');
    expect(control('Previous page').getAttribute('aria-disabled')).toBe('true');
    expect(control('Previous page').hasAttribute('href')).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });

  it('links each page to its own address, between "<" and ">"', async () => {
    await renderList();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    const controls = Array.from(pagination.querySelectorAll('a'));
    expect(controls.map((anchor) => anchor.textContent)).toEqual(['<', '1', '2', '>']);
    expect(controls.map((anchor) => anchor.getAttribute('href'))).toEqual([
      null,
      '/blogs#articles',
      '/blogs/page/2#articles',
      '/blogs/page/2#articles',
    ]);
  });

  it('lists the page controls in a real list inside the Pagination landmark', async () => {
    await renderList();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pagination.tagName).toBe('NAV');
    const list = within(pagination).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('opens page 2 at its own address with posts 6–9, as prerendered', async () => {
    await renderList('/blogs/page/2');
    expect(titlesShown()).toEqual(titles.slice(5, 9));
    expect(link('Page 2, current page').getAttribute('aria-current')).toBe('page');
  });

  it('turns to page 2 (posts 6–9) at its address, at the list (the shell lands there and focuses its heading)', async () => {
    const router = await renderList();
    await act(async () => fireEvent.click(link('Page 2')));

    expect(router.state.location.pathname).toBe('/blogs/page/2');
    expect(router.state.location.hash).toBe('#articles');
    expect(await screen.findByText('Articles 6–9 of 9 · Page 2 of 2')).toBeTruthy();
    expect(titlesShown()).toEqual(titles.slice(5, 9));
    expect(screen.getByTestId('blog-list-status').textContent).toBe('Articles 6–9 of 9 · Page 2 of 2');
    expect(control('Next page').getAttribute('aria-disabled')).toBe('true');

    await act(async () => fireEvent.click(control('Previous page')));
    expect(router.state.location.pathname).toBe('/blogs');
    expect(titlesShown()).toEqual(titles.slice(0, 5));
    expect(router.state.location.hash).toBe('#articles');

    await act(async () => router.navigate(-1));
    expect(titlesShown()).toEqual(titles.slice(5, 9));
  });

  it('turns the page with Space on "<" and ">"; Enter is left to the link (the browser clicks it), other keys do nothing', async () => {
    const router = await renderList();
    await act(async () => pressKey(control('Next page'), 'a', 97));
    await act(async () => pressKey(control('Next page'), 'Enter', 13));
    expect(router.state.location.pathname).toBe('/blogs');

    await act(async () => pressKey(control('Next page'), ' ', 32));
    expect(router.state.location.pathname).toBe('/blogs/page/2');
    expect(titlesShown()).toEqual(titles.slice(5, 9));

    await act(async () => pressKey(link('Page 1'), ' ', 32));
    expect(router.state.location.pathname).toBe('/blogs/page/2');
    await act(async () => pressKey(control('Previous page'), ' ', 32));
    expect(router.state.location.pathname).toBe('/blogs');
    expect(titlesShown()).toEqual(titles.slice(0, 5));
  });

  it('makes every control that can act reachable by Tab', async () => {
    await renderList();
    expect(link('Page 2').getAttribute('tabindex')).toBe('0');
    expect(control('Next page').getAttribute('tabindex')).toBe('0');
  });

  it('has no pagination when there are no posts', async () => {
    renderAt('/blogs', []);
    // Once the pagination's code is in, as for a list with posts.
    await act(async () => {
      await import('./BlogPagination');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(document.querySelector('[data-part]')?.childElementCount).toBe(0);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
