import type * as ReactToastify from 'react-toastify/unstyled';
import type { ToastContainerProps } from 'react-toastify/unstyled';
import { pageSingleton } from './pageSingleton';

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

type Toastify = typeof ReactToastify;

interface ToastStore {
  wanted: boolean;
  readonly listeners: Set<() => void>;
  readonly load: () => Promise<Toastify>;
}

/**
 * One per page: a remote's copy of this module raises its toasts through the
 * shell's store and the shell's react-toastify, which its one container
 * listens to (toastify keeps its queue per copy of the library).
 */
const store = pageSingleton<ToastStore>('toasts@1', () => ({
  wanted: false,
  listeners: new Set(),
  load: () => import('react-toastify/unstyled'),
}));

/**
 * react-toastify is fetched when there is something to say, not with the page:
 * most visits never see a toast. A toast raised before the container is on
 * screen waits in toastify's queue and shows as soon as it mounts.
 */
export const loadToastify = (): Promise<Toastify> => store.load();

/**
 * Called when a toast may soon be needed (a visitor starts filling a form):
 * the library starts loading and the container mounts, so the toast itself
 * shows without a wait.
 */
export function prepareToasts(): void {
  if (store.wanted) return;
  store.wanted = true;
  void loadToastify().catch(() => undefined);
  for (const listener of store.listeners) listener();
}

/** Runs `listener` once toasts are wanted (at once if they already are); returns the unsubscribe. */
export function onToastsWanted(listener: () => void): () => void {
  if (store.wanted) {
    listener();
    return () => undefined;
  }
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
}

type ToastKind = 'success' | 'error' | 'info';

function show(kind: ToastKind) {
  return (message: string): Promise<void> => {
    prepareToasts();
    return loadToastify().then(
      ({ toast }) => {
        toast[kind](message, { autoClose: pageToastAutoClose });
      },
      // Offline before the library ever loaded (it usually has, since a
      // visitor's first keystroke fetches it): the form keeps what was typed,
      // and a toast that cannot load must not break the page.
      (error: unknown) => console.warn(`Could not show the message "${message}":`, error),
    );
  };
}

export const pageToast = { success: show('success'), error: show('error'), info: show('info') };
