import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { blogPosts } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogList } from './BlogList';

const scrollIntoView = vi.fn();

beforeEach(() => {
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
});

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

/** Renders the list and waits for its pagination, whose code loads on its own. */
async function renderList() {
  render(<BlogList />);
  await screen.findByRole('navigation', { name: 'Pagination' });
}

describe('BlogList', () => {
  it('opens on the first page: posts 1–5, no scrolling, focus left alone', async () => {
    await renderList();
    expect(titlesShown()).toEqual(titles.slice(0, 5));
    expect(screen.getByTestId('blog-list-status').textContent).toBe('Articles 1–5 of 9 · Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Page 1, current page' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('shows only two page buttons between "<" and ">"', async () => {
    await renderList();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getAllByRole('button').map((button) => button.textContent)).toEqual(['<', '1', '2', '>']);
  });

  it('lists the page controls in a real list inside the Pagination landmark', async () => {
    await renderList();
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pagination.tagName).toBe('NAV');
    const list = within(pagination).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('turns to page 2 (posts 6–9), scrolls the list into view and focuses its heading', async () => {
    await renderList();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Page 2' })));

    expect(titlesShown()).toEqual(titles.slice(5, 9));
    expect(screen.getByTestId('blog-list-status').textContent).toBe('Articles 6–9 of 9 · Page 2 of 2');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Latest articles' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Latest articles' }));
    expect(screen.getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Previous page' })));
    expect(titlesShown()).toEqual(titles.slice(0, 5));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('turns the page with Enter or Space, and ignores other keys', async () => {
    await renderList();
    const next = screen.getByRole('button', { name: 'Next page' });
    act(() => pressKey(next, 'a', 97));
    expect(titlesShown()).toEqual(titles.slice(0, 5));

    act(() => pressKey(next, 'Enter', 13));
    expect(titlesShown()).toEqual(titles.slice(5, 9));

    act(() => pressKey(screen.getByRole('button', { name: 'Page 1' }), ' ', 32));
    expect(titlesShown()).toEqual(titles.slice(0, 5));
  });

  it('makes every control that can act reachable by Tab', async () => {
    await renderList();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('button', { name: 'Next page' }).getAttribute('tabindex')).toBe('0');
  });

  it('has no pagination when there are no posts', async () => {
    render(<BlogList posts={[]} />);
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
