import { toast, type ToastContainerProps } from 'react-toastify/unstyled';

/** The one toast container's settings (the shell's, or a standalone remote's). */
export const toastContainerProps = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  closeOnClick: true,
  draggable: true,
  newestOnTop: true,
} as const satisfies ToastContainerProps;

/** Page-level toasts close sooner than the container default. */
export const pageToastAutoClose = 3000;

export const pageToast = {
  success: (message: string) => toast.success(message, { autoClose: pageToastAutoClose }),
  error: (message: string) => toast.error(message, { autoClose: pageToastAutoClose }),
  info: (message: string) => toast.info(message, { autoClose: pageToastAutoClose }),
};
