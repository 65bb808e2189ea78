import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true once the
 * component's code runs in the browser (React renders again with the client's
 * value right after hydrating). A control that only works with script is
 * rendered disabled until then: visibly unavailable, never a live-looking
 * button that ignores a press.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
