import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * The visitor's setting right now. Effects that start an animation check this
 * too: while a prerendered page hydrates, the hook still reports the server
 * value (false) in the first commit.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(query).matches;
}

/**
 * True when the visitor asked for less motion. Server render and hydration:
 * false, then the setting, so it may decide what renders. For parts that move
 * without framer-motion (CSS transitions, a carousel library, scrolling) and
 * must not download it to learn the setting; framer-motion's own elements use
 * its `useReducedMotion` and `MotionConfig`.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
