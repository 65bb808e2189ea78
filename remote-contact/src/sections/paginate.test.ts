import { blogPageCount, blogPagePath, blogPageSize, blogPosts } from 'shared';
import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageItems, pageRange } from './paginate';

describe('blog pagination', () => {
  it('shows five posts a page, on two pages with their own addresses', () => {
    expect(blogPageSize).toBe(5);
    expect(blogPageCount).toBe(2);
    expect([1, 2].map(blogPagePath)).toEqual(['/blogs', '/blogs/page/2']);
  });

  it('puts posts 1–5 on page 0 and posts 6–9 on page 1', () => {
    expect(blogPosts).toHaveLength(9);
    expect(pageItems(blogPosts, 0, blogPageSize).map((post) => post.id)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(blogPosts, 1, blogPageSize).map((post) => post.id)).toEqual([6, 7, 8, 9]);
  });

  it('has two pages for the nine posts', () => {
    expect(pageCount(blogPosts.length, blogPageSize)).toBe(2);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 5, 0],
    [1, 5, 1],
    [5, 5, 1],
    [6, 5, 2],
    [9, 5, 2],
    [10, 5, 2],
    [11, 5, 3],
    [7, 1, 7],
  ])('%i items of %i a page make %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it('refuses a page size that is not a positive whole number', () => {
    expect(() => pageCount(9, 0)).toThrow(RangeError);
    expect(() => pageCount(9, -5)).toThrow(RangeError);
    expect(() => pageCount(9, 2.5)).toThrow(RangeError);
  });
});

describe('pageItems', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('slices pages counted from 0, the last one short', () => {
    expect(pageItems(items, 0, 3)).toEqual(['a', 'b', 'c']);
    expect(pageItems(items, 1, 3)).toEqual(['d', 'e', 'f']);
    expect(pageItems(items, 2, 3)).toEqual(['g']);
  });

  it('keeps an out-of-range page inside the list', () => {
    expect(pageItems(items, 9, 3)).toEqual(['g']);
    expect(pageItems(items, -1, 3)).toEqual(['a', 'b', 'c']);
    expect(pageItems([], 0, 3)).toEqual([]);
  });

  it('does not change the list it slices', () => {
    const copy = [...items];
    pageItems(items, 1, 3);
    expect(items).toEqual(copy);
  });
});

describe('clampPage', () => {
  it.each([
    [0, 2, 0],
    [1, 2, 1],
    [2, 2, 1],
    [-3, 2, 0],
    [1.7, 2, 1],
    [Number.NaN, 2, 0],
    [4, 0, 0],
  ])('page %d of %i pages is %i', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });
});

describe('pageRange', () => {
  it('numbers the first and last post shown, from 1', () => {
    expect(pageRange(9, 0, 5)).toEqual({ first: 1, last: 5 });
    expect(pageRange(9, 1, 5)).toEqual({ first: 6, last: 9 });
    expect(pageRange(10, 1, 5)).toEqual({ first: 6, last: 10 });
    expect(pageRange(0, 0, 5)).toEqual({ first: 0, last: 0 });
  });
});
