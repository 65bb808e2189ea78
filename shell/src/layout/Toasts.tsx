import { lazy, Suspense, useEffect, useState } from 'react';
import { loadToastify, onToastsWanted, toastContainerProps } from 'shared';

const ToastContainer = lazy(() => loadToastify().then((module) => ({ default: module.ToastContainer })));

/**
 * The site's one toast container. It and react-toastify load when a toast is
 * first wanted (a visitor starts filling a form, or a toast is raised), so
 * pages that never show one do not download it.
 */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastsWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer {...toastContainerProps} />
    </Suspense>
  );
}
