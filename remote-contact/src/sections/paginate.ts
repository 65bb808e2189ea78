/** Number of pages for `total` items: total / pageSize rounded up (0 items, 0 pages). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  return Math.ceil(Math.max(0, total) / pageSize);
}

/** The items of page `page`; pages are counted from 0. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = clampPage(page, pageCount(items.length, pageSize)) * pageSize;
  return items.slice(start, start + pageSize);
}

/** A page index kept inside 0 … count - 1 (0 when there are no pages). */
export function clampPage(page: number, count: number): number {
  if (count < 1 || !Number.isFinite(page)) return 0;
  return Math.min(Math.max(0, Math.trunc(page)), count - 1);
}

/** 1-based positions of the first and last item on a page, for "Showing 6–9 of 9". */
export function pageRange(total: number, page: number, pageSize: number): { first: number; last: number } {
  if (total < 1) return { first: 0, last: 0 };
  const start = clampPage(page, pageCount(total, pageSize)) * pageSize;
  return { first: start + 1, last: Math.min(total, start + pageSize) };
}
