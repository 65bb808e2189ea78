/** What the page's inline script (holdPresses.ts) offers the parts it holds presses for. */
export interface PressHolding {
  release(part: Element): void;
  drop(part: Element): void;
  /** When each part went live (ms since navigation start) and whether it was on the first screen. */
  readonly live: ReadonlyArray<{ at: number; firstScreen: boolean }>;
}

declare global {
  interface Window {
    __revoraPresses?: PressHolding;
  }
}

/** Marks the prerendered markup of a part whose presses wait until it is live. */
export const waitingPart = { 'data-hydrating': '' } as const;

/**
 * The part is live (its code has hydrated it, so React handles its
 * controls): presses held meanwhile are replayed.
 */
export function partIsLive(part: Element | null): void {
  if (!part) return;
  const presses = typeof window === 'undefined' ? undefined : window.__revoraPresses;
  if (presses) presses.release(part);
  else part.removeAttribute('data-hydrating');
}

/** The part's code could not load: presses held for it are dropped (the part says so and offers a retry). */
export function partFailed(part: Element | null): void {
  if (part && typeof window !== 'undefined') window.__revoraPresses?.drop(part);
}
