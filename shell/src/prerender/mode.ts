import type { PageSnapshot } from './snapshot';

declare global {
  interface Window {
    /** Set by the prerender (before any script runs) in the browser it drives. */
    __REVORA_PRERENDER__?: boolean;
    /** Defined in prerender mode: renders the current route to HTML with its styles. */
    __revoraSnapshot?: () => Promise<PageSnapshot>;
  }
}

/** True in the browser the build's prerender drives, false for visitors. */
export const isPrerendering = (): boolean => window.__REVORA_PRERENDER__ === true;

/** The root element holds the route's prerendered HTML (the build wrote it). */
export const hasPrerenderedHtml = (root: HTMLElement): boolean => root.dataset.prerendered !== undefined;
