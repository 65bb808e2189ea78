import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** The history state of a navigation from the search: its page opens with the row or section marked. */
export const searchArrival = { fromSearch: true } as const;

const isSearchArrival = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { fromSearch?: unknown }).fromSearch === true;

/** How long a search hit stays marked. */
const highlightMs = 2500;

/** How long a page's code may take to arrive, and its anchor is kept in view meanwhile. */
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
 * Gives the anchor the keyboard's focus without scrolling: a section named by
 * its heading (aria-labelledby) gives it to the heading, where a screen reader
 * starts reading (a blog page turn's list); anything else takes it itself
 * (the booking form's box, a code's row), even if it takes none by default.
 */
function focusOn(anchor: HTMLElement) {
  const labelledBy = anchor.getAttribute('aria-labelledby');
  const element = (labelledBy && document.getElementById(labelledBy)) || anchor;
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

function inView(element: HTMLElement) {
  const { top, bottom } = element.getBoundingClientRect();
  return top < window.innerHeight && bottom > 0;
}

/**
 * Lands on the anchor of the page the router has just rendered (a booking
 * action's /contactus#book, a search result's code row), now or, when the
 * page's code is still on its way, as soon as the anchor is in the document:
 * at the top of the screen (a search hit in the middle, marked for a moment),
 * with the keyboard's focus, so Tab goes on from there and a screen reader
 * reads it. Until the visitor scrolls, taps or types, or the page has had
 * its time to arrive, the anchor is kept where it landed while the page's
 * late parts arrive around it (the booking form's code comes after the page's):
 * the browser's scroll anchoring is off meanwhile, because it would hold
 * whatever else is on screen (the text beside an empty form) and let the form
 * grow out of view above. Returns a function that stops all of it.
 */
function landOnAnchor(hash: string, marked: boolean): () => void {
  const root = document.documentElement;
  const block = marked ? 'center' : 'start';
  let target: HTMLElement | null = null;
  let top = 0;
  const land = (element: HTMLElement) => {
    element.scrollIntoView({ block });
    top = element.getBoundingClientRect().top;
  };
  const keep = () => {
    if (!target?.isConnected) {
      target = anchorTarget(hash);
      if (target) reveal(target);
      return;
    }
    if (Math.abs(target.getBoundingClientRect().top - top) > 2) land(target);
    // A part arriving around it can take the focus with it (React hides a
    // section whose code is on its way): it goes back unless the visitor has put it elsewhere.
    if (document.activeElement === document.body) focusOn(target);
  };
  const mutations = new MutationObserver(keep);
  const resizes = new ResizeObserver(keep);
  const timer = setTimeout(stop, arrivalMs);
  let unmark = 0;
  function reveal(element: HTMLElement) {
    land(element);
    resizes.observe(element);
    // After the search's dialog has closed and given focus back to the button that opened it.
    requestAnimationFrame(() => focusOn(element));
    if (marked) {
      element.setAttribute('data-search-hit', '');
      unmark = window.setTimeout(() => element.removeAttribute('data-search-hit'), highlightMs);
    }
  }
  function stop() {
    mutations.disconnect();
    resizes.disconnect();
    clearTimeout(timer);
    root.style.removeProperty('overflow-anchor');
    for (const type of visitorInput) window.removeEventListener(type, stop, true);
  }
  for (const type of visitorInput) window.addEventListener(type, stop, { capture: true, passive: true });
  root.style.overflowAnchor = 'none';
  keep();
  mutations.observe(document.body, { childList: true, subtree: true });
  return () => {
    stop();
    clearTimeout(unmark);
    target?.removeAttribute('data-search-hit');
  };
}

/**
 * A page opened at an #anchor by a link or a search result lands there (see
 * landOnAnchor), whether its code is already in the browser or still on its
 * way; the router's ScrollRestoration looks for the anchor only when the
 * navigation commits (react-router #9472). Back and Forward keep the position
 * ScrollRestoration restored, and an in-page link is the browser's own.
 */
export function AnchorOnArrival() {
  const { key, hash, state } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (hash && navigationType !== 'POP') return landOnAnchor(hash, isSearchArrival(state));
    // Opened at the anchor by its address (a booking action followed before its
    // section was live): the browser has scrolled there; the keyboard's focus
    // goes there too, unless the visitor has scrolled it away or is typing elsewhere.
    const target = hash && key === 'default' ? anchorTarget(hash) : null;
    if (target && document.activeElement === document.body && inView(target)) focusOn(target);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation
  }, [key]);
  return null;
}
