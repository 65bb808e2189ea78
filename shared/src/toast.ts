import type { ToastContainerProps } from 'react-toastify';

/**
 * The settings of the page's one toast container (the shell's, or a
 * standalone remote's), as the spec asks: top right, closed after 3 seconds
 * (the library's default is 5), paused on hover and while the window is not
 * focused, closed by a click, draggable with a mouse too, newest on top.
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

/** A toast an app asks the page's container to show. */
export interface ToastRequest {
  kind: 'success' | 'error';
  message: string;
}

/** The DOM event a toast request travels in, from whichever app raised it to the page's one container (`<Toasts />`). */
export const toastEvent = 'revora:toast';

/**
 * Shows a toast in the page's one container, whichever app's code raises it.
 * Apps do not share react-toastify: it loads with the first toast (see
 * Toasts.tsx), so a request crosses apps as a DOM event, not as a call into
 * one shared copy of the library.
 */
export function raiseToast(kind: ToastRequest['kind'], message: string): void {
  window.dispatchEvent(new CustomEvent<ToastRequest>(toastEvent, { detail: { kind, message } }));
}
