import type { ToastContainerProps } from 'react-toastify';

/**
 * The settings of the page's one toast container (the shell's, or a
 * standalone remote's), as the spec asks: top right, closed after 3 seconds
 * (the library's default is 5), paused on hover and while the window is not
 * focused, closed by a click, draggable with a mouse too, newest on top.
 * Toasts are raised with react-toastify's own `toast` from 'react-toastify'.
 */
export const toastContainerProps = {
  position: 'top-right',
  autoClose: 3000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  closeOnClick: true,
  draggable: true,
  newestOnTop: true,
  'aria-label': 'Notifications',
} as const satisfies ToastContainerProps;
