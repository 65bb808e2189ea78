import { lazy, Suspense } from 'react';
import { PartBoundary, toastContainerProps } from 'shared';

// Lazily loaded, after the frame has hydrated (about 10 KB gzipped, in each
// first visit's download): a toast raised before the container has mounted
// waits in react-toastify's own queue and shows when it mounts (its
// src/core/store.ts: pushToast queues while no container is registered;
// registerContainer flushes the queue).
const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/**
 * The site's one toast container, which shows the toasts every app raises
 * with react-toastify's `toast` (one shared copy of the library on the page).
 * It brings react-toastify's own stylesheet with it.
 */
export function Toasts() {
  return (
    <PartBoundary fallback={null}>
      <Suspense fallback={null}>
        <ToastContainer {...toastContainerProps} />
      </Suspense>
    </PartBoundary>
  );
}
