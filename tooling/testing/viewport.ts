import { act } from '@testing-library/react';
import { frameData, MotionGlobalConfig } from 'framer-motion';
import { vi } from 'vitest';

/**
 * For tests: animations as a browser runs them, step by step. happy-dom has
 * `element.animate` but never plays it, and framer-motion hands opacity to it
 * when it is there; without it, framer-motion animates every value itself.
 * Call before anything animates (framer-motion checks once).
 */
export function animateWithoutWebAnimations() {
  delete (Element.prototype as { animate?: unknown }).animate;
}

/**
 * For tests: a page whose viewport the test moves. Elements are laid out
 * `top` px down the page (far below the fold unless placed otherwise), and
 * `scrollTo(element)` brings one into view as the browser's
 * IntersectionObserver would report it.
 */
export function fakeViewport({ top = 5000 }: { top?: number } = {}) {
  const observers = new Set<{ callback: IntersectionObserverCallback; observed: Set<Element> }>();
  // Called with `new`, it gives the object it returns.
  vi.stubGlobal('IntersectionObserver', function (callback: IntersectionObserverCallback) {
    const entry = { callback, observed: new Set<Element>() };
    observers.add(entry);
    return {
      observe: (element: Element) => entry.observed.add(element),
      unobserve: (element: Element) => entry.observed.delete(element),
      disconnect: () => observers.delete(entry),
      takeRecords: () => [],
    };
  });
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

/**
 * For tests: framer-motion's clock, moved by the test instead of the wall
 * clock, so a test can say what shows `ms` into an animation however busy the
 * machine is. Frames still run on the page's animation frames; only the time
 * they read is the test's. Call `stop()` after the test.
 */
export function motionClock() {
  MotionGlobalConfig.useManualTiming = true;
  frameData.timestamp = 0;
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  return {
    /** Moves the clock on by `ms` and lets the frames that follow draw. */
    async advance(ms: number) {
      frameData.timestamp += ms;
      await act(async () => {
        await nextFrame();
        await nextFrame();
      });
    },
    stop() {
      MotionGlobalConfig.useManualTiming = false;
    },
  };
}
