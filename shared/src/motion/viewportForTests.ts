import { vi } from 'vitest';

/**
 * For tests: animations as a browser runs them, step by step. happy-dom has
 * `element.animate` but never plays it, and framer-motion hands opacity to it
 * when it is there; without it, framer-motion animates every value itself.
 * Call before anything animates (framer-motion checks once).
 */
export function animateWithoutWebAnimations() {
  const prototype = Element.prototype as { animate?: unknown };
  delete prototype.animate;
}

/**
 * For tests: a page whose viewport the test moves. Elements are laid out
 * `top` px down the page (far below the fold unless placed otherwise), and
 * `scrollTo(element)` brings one into view as the browser's
 * IntersectionObserver would report it.
 */
export function fakeViewport({ top = 5000 }: { top?: number } = {}) {
  const observers = new Set<{ callback: IntersectionObserverCallback; observed: Set<Element> }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; observed: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, observed: new Set() };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.observed.add(element);
    }
    unobserve(element: Element) {
      this.entry.observed.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  // framer-motion checks `element instanceof EventTarget`; the test
  // environment leaves Node's own EventTarget global, not the DOM's.
  vi.stubGlobal('EventTarget', Object.getPrototypeOf(Node.prototype).constructor);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, top, 300, 100));

  return {
    /** Reports `element` (and what is inside it) as fully in view. */
    scrollTo(element: Element) {
      for (const { callback, observed } of [...observers]) {
        const entries = [...observed]
          .filter((target) => element.contains(target))
          .map((target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry);
        if (entries.length > 0) callback(entries, {} as IntersectionObserver);
      }
    },
  };
}
