import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'shared/router';

const storageKey = 'revora:scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * New pages open at the top; back, forward and reload return to where the
 * visitor was on that history entry. Positions are kept per history entry
 * (the router's location key) and survive a reload in sessionStorage.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const currentKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions.current ??= readPositions();
      positions.current[currentKey.current] = window.scrollY;
    };
    const persist = () => {
      save();
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(positions.current));
      } catch {
        // Storage full or disabled: positions still work within this page view.
      }
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // Before paint, so the visitor never sees the new page at the old position.
  useLayoutEffect(() => {
    currentKey.current = location.key;
    if (navigationType === 'POP') {
      positions.current ??= readPositions();
      const saved = positions.current[location.key];
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
