/**
 * Where a search result opens: the page at the result's #anchor, with the
 * section or code row it names marked for a moment, so the eye finds it.
 * Part of the search's lazily loaded code: a first visit does not load it.
 */

/** The history state of a navigation from the search. */
export const searchArrival = { fromSearch: true } as const;

export const isSearchArrival = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { fromSearch?: unknown }).fromSearch === true;

/** How long the row stays marked. */
export const highlightMs = 2500;

/** How long a page's code may take to arrive before the row is no longer looked for. */
const arrivalMs = 15_000;

/**
 * Scrolls the anchor to the middle of the screen and marks it. A row shown
 * twice (a table on wide screens, cards on phones) has its id on one copy
 * and `data-anchor-for` on the other: whichever is laid out is used.
 * Returns false while the anchor is not on the page.
 */
export function revealAnchor(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const byId = id ? document.getElementById(id) : null;
  const target = byId?.getClientRects().length
    ? byId
    : (document.querySelector<HTMLElement>(`[data-anchor-for="${CSS.escape(id)}"]`) ?? byId);
  if (!target) return false;
  target.scrollIntoView({ block: 'center' });
  target.setAttribute('data-search-hit', '');
  setTimeout(() => target.removeAttribute('data-search-hit'), highlightMs);
  return true;
}

/**
 * Reveals the anchor of the page the router has just rendered, now or, when
 * the page's code is still on its way (its placeholder is on screen), as soon
 * as the anchor is in the document. Returns a function that stops waiting.
 */
export function revealOnArrival(hash: string): () => void {
  if (revealAnchor(hash)) return () => {};
  const observer = new MutationObserver(() => {
    if (revealAnchor(hash)) stop();
  });
  const timer = setTimeout(stop, arrivalMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
