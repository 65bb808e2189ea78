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
const highlightMs = 2500;

/** How long a page's code may take to arrive before the row is no longer looked for. */
const arrivalMs = 15_000;

/** The visitor's own moves, after which the page is theirs to scroll. */
const visitorInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * The laid-out element the anchor names. A row shown twice (a table on wide
 * screens, cards on phones) has its id on one copy and `data-anchor-for` on
 * the other: whichever is laid out is used.
 */
function anchorTarget(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const byId = id ? document.getElementById(id) : null;
  if (byId?.getClientRects().length) return byId;
  return document.querySelector<HTMLElement>(`[data-anchor-for="${CSS.escape(id)}"]`) ?? byId;
}

/**
 * Shows the anchor of the page the router has just rendered, now or, when
 * the page's code is still on its way, as soon as it is in the document: in
 * the middle of the screen, marked for a moment, with the keyboard's focus
 * (so Tab goes on from there, and a screen reader reads it). Sections that
 * arrive after it, above it, would push it away: until the mark fades, it is
 * brought back into view, unless the visitor scrolls or types meanwhile.
 * Returns a function that stops all of it.
 */
export function revealOnArrival(hash: string): () => void {
  let target: HTMLElement | null = null;
  let top = 0;
  const observer = new MutationObserver(() => {
    if (!target) {
      target = anchorTarget(hash);
      if (target) reveal(target);
    } else if (Math.abs(target.getBoundingClientRect().top - top) > 2) {
      target.scrollIntoView({ block: 'center' });
      top = target.getBoundingClientRect().top;
    }
  });
  let timer = setTimeout(stop, arrivalMs);
  function reveal(element: HTMLElement) {
    element.scrollIntoView({ block: 'center' });
    top = element.getBoundingClientRect().top;
    element.setAttribute('data-search-hit', '');
    if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
    // After the dialog has closed and given focus back to the button that opened it.
    requestAnimationFrame(() => element.focus({ preventScroll: true }));
    clearTimeout(timer);
    timer = setTimeout(stop, highlightMs);
  }
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of visitorInput) window.removeEventListener(type, leave, true);
    target?.removeAttribute('data-search-hit');
  }
  function leave() {
    observer.disconnect();
    for (const type of visitorInput) window.removeEventListener(type, leave, true);
  }
  for (const type of visitorInput) window.addEventListener(type, leave, { capture: true, passive: true });
  target = anchorTarget(hash);
  if (target) reveal(target);
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
