import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastContainerProps, toastEvent, type ToastRequest } from './toast';
import { PartBoundary } from './ui/lazyPart';

// react-toastify (10.6 KB gzipped, with its stylesheet) loads with the first
// toast, not with the page. As a federation share it was in every first
// visit: the plugin's host loads every share its build imports when it starts,
// lazily imported ones included (docs/decisions/2026-11-28-the-floor.md). So
// the apps do not share it; a form raises a DOM event (raiseToast) and the
// page's one container, the shell's, shows it. A toast sent before the
// container has mounted waits in react-toastify's own queue (its
// src/core/store.ts: pushToast queues while no container is registered).
const library = () => import('react-toastify');
const ToastContainer = lazy(() => library().then((module) => ({ default: module.ToastContainer })));

let requested = false;
const onFirstRequest = new Set<() => void>();

// Listening from the moment this module runs (the shell's entry), before any
// part of the page hydrates and replays a form submitted early.
if (typeof window !== 'undefined') {
  window.addEventListener(toastEvent, (event) => {
    const { kind, message } = (event as CustomEvent<ToastRequest>).detail;
    // A library that fails to download loses the toast, not the answer: each
    // form also shows its outcome beside its fields.
    library().then(({ toast }) => toast[kind](message), () => undefined);
    if (!requested) {
      requested = true;
      onFirstRequest.forEach((notify) => notify());
    }
  });
}

const subscribe = (notify: () => void) => {
  onFirstRequest.add(notify);
  return () => onFirstRequest.delete(notify);
};

/**
 * The page's one toast container, mounted with the first toast any app
 * raises (`raiseToast`). It brings react-toastify's own stylesheet with it.
 */
export function Toasts() {
  const shown = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!shown) return null;
  return (
    <PartBoundary fallback={null}>
      <Suspense fallback={null}>
        <ToastContainer {...toastContainerProps} />
      </Suspense>
    </PartBoundary>
  );
}
