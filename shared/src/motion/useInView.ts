import { useEffect, useState, type RefObject } from 'react';

/**
 * Becomes true the first time the element scrolls into view and stays true.
 * Without IntersectionObserver (old browsers, tests) it is true at once.
 */
export function useInViewOnce(ref: RefObject<Element | null>, threshold = 0.2): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || seen) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, threshold]);
  return seen;
}

/** Whether the element is inside the viewport right now (false before mount). */
export function isInViewport(element: Element | null): boolean {
  if (!element) return false;
  const rect = element.getBoundingClientRect();
  return rect.top < window.innerHeight && rect.bottom > 0;
}
