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
type ToastKind = 'success' | 'error' | 'info';

/** A message shown without react-toastify, when its code could not be downloaded. */
export interface PlainToast {
  id: number;
  kind: ToastKind;
  message: string;
}

interface ToastStore {
  wanted: boolean;
  readonly listeners: Set<() => void>;
  readonly load: () => Promise<Toastify>;
  plain: readonly PlainToast[];
  readonly plainListeners: Set<() => void>;
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
  plain: [],
  plainListeners: new Set(),
}));

function setPlain(plain: readonly PlainToast[]) {
  store.plain = plain;
  for (const listener of store.plainListeners) listener();
}

let plainIds = 0;

/** Messages waiting to be shown without react-toastify (the shell's container shows them). */
export const plainToasts = {
  get: (): readonly PlainToast[] => store.plain,
  subscribe(listener: () => void): () => void {
    store.plainListeners.add(listener);
    return () => store.plainListeners.delete(listener);
  },
  dismiss(id: number): void {
    setPlain(store.plain.filter((toast) => toast.id !== id));
  },
};

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

function show(kind: ToastKind) {
  return (message: string): Promise<void> => {
    prepareToasts();
    return loadToastify().then(
      ({ toast }) => {
        toast[kind](message, { autoClose: pageToastAutoClose });
      },
      // Offline before the library ever loaded (it usually has, since a
      // visitor's first keystroke fetches it): the message still reaches the
      // visitor, in a plain box instead of a toast.
      (error: unknown) => {
        console.warn(`Showing "${message}" without react-toastify, which could not be loaded:`, error);
        setPlain([...store.plain, { id: ++plainIds, kind, message }]);
      },
    );
  };
}

export const pageToast = { success: show('success'), error: show('error'), info: show('info') };
