import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';

const storageKey = 'revora:scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

interface NavigationApi {
  currentEntry: { key: string } | null;
}

/**
 * The key of the history entry on screen. The router keys the entries it
 * adds, but calls the first entry of every document "default": a page opened
 * by typing its address in the same tab would find the position another page
 * saved under that name. The browser's Navigation API keys every entry, the
 * first ones too, and keeps the key across reloads and back/forward.
 */
function entryKey(location: Location): string {
  const navigation = (window as Window & { navigation?: NavigationApi }).navigation;
  return navigation?.currentEntry?.key ?? location.key;
}

/**
 * New pages open at the top; back, forward and reload return to where the
 * visitor was on that history entry. Positions are kept per history entry
 * and survive a reload in sessionStorage. react-router's own
 * ScrollRestoration does this only inside a data router, which the site's
 * flat route table has no other use for.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  // Set before the listeners below start (layout effects run first).
  const currentKey = useRef('');
  const started = useRef(false);

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
    // Scrolling done before the page was live counts too.
    save();
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  // Before paint, so the visitor never sees the new page at the old position.
  useLayoutEffect(() => {
    // Read when the page commits: until then the previous page is on screen,
    // and its scrolling belongs to its own entry.
    const key = entryKey(location);
    currentKey.current = key;
    const starting = !started.current;
    started.current = true;
    if (navigationType === 'POP') {
      positions.current ??= readPositions();
      const saved = positions.current[key];
      // A page that has just loaded (a reload, or Back to another document) is
      // already on screen: if the visitor has scrolled it meanwhile, they stay
      // where they are rather than jump as it goes live.
      if (saved !== undefined && !(starting && window.scrollY !== 0)) window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
