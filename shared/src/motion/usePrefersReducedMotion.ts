import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True when the visitor asked for less motion. Server render and hydration:
 * false, then the setting, so it may decide what renders. For parts that move
 * without framer-motion (CSS transitions, a carousel library, scrolling) and
 * must not download it to learn the setting; framer-motion's own elements use
 * its `useReducedMotion` and `MotionConfig`.
 *
 * MUI's useMediaQuery does the same, but not shared it arrives as five more
 * scripts with the home page's hero: 36 -> 41 requests, 286.2 -> 288.0 KB
 * gzipped on a first visit (budget.spec.ts, 375 px).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
