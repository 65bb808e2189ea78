import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import {
  createPartStatus,
  loadRetrying,
  loadToastify,
  onToastsWanted,
  PartErrorBoundary,
  pageToastAutoClose,
  plainToasts,
  toastContainerProps,
  type PlainToast,
} from 'shared';

// A failed download of react-toastify is tried again at the next message or
// when the browser is back online; messages meanwhile show as plain boxes.
const ToastContainer = lazy(() =>
  loadRetrying(loadToastify, () => null, createPartStatus()).then((module) => ({ default: module.ToastContainer })),
);

const noPlainToasts = (): readonly PlainToast[] => [];

function PlainToastBox({ toast }: { toast: PlainToast }) {
  useEffect(() => {
    const timer = window.setTimeout(() => plainToasts.dismiss(toast.id), pageToastAutoClose);
    return () => window.clearTimeout(timer);
  }, [toast.id]);
  return (
    <Box
      role={toast.kind === 'error' ? 'alert' : 'status'}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        width: 320,
        maxWidth: 'calc(100vw - 32px)',
        pl: 2,
        pr: 0.5,
        py: 1,
        borderRadius: 1,
        boxShadow: 3,
        bgcolor: '#fff',
        color: 'text.primary',
        borderLeft: 6,
        borderColor: toast.kind === 'error' ? 'error.main' : 'success.main',
      }}
    >
      <Box component="p" sx={{ m: 0, flex: 1 }}>
        {toast.message}
      </Box>
      <IconButton aria-label="Close message" size="small" onClick={() => plainToasts.dismiss(toast.id)}>
        <CloseRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * The site's one toast container. It and react-toastify load when a toast is
 * first wanted (a visitor starts filling a form, or a toast is raised), so
 * pages that never show one do not download it. When react-toastify cannot
 * be downloaded, messages show in plain boxes in the same corner.
 */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastsWanted(() => setWanted(true)), []);
  const plain = useSyncExternalStore(plainToasts.subscribe, plainToasts.get, noPlainToasts);
  return (
    <>
      {wanted && (
        <PartErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <ToastContainer {...toastContainerProps} />
          </Suspense>
        </PartErrorBoundary>
      )}
      {plain.length > 0 && (
        <Box sx={{ position: 'fixed', top: 16, right: 16, zIndex: 9999, display: 'grid', gap: 1 }}>
          {plain.map((toast) => (
            <PlainToastBox key={toast.id} toast={toast} />
          ))}
        </Box>
      )}
    </>
  );
}
