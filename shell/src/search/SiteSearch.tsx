import SearchRounded from '@mui/icons-material/SearchRounded';
import IconButton from '@mui/material/IconButton';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { lazyPart, takeReopened, useHydrated } from 'shared';

/** The dialog and its index load when the search first opens; a first visit loads neither. */
const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazyPart(() => loadDialog().then((module) => module.default), { reopen: 'search' });

/** A pointer on a search button or the keyboard on it: the dialog's code (4 KB) starts loading, so it opens at once. */
export const prefetchSearch = () => void loadDialog().catch(() => {});

/** How long keys typed after opening wait for the dialog's field. */
const typeAheadMs = 3000;

/** Keys typed into a field are the field's, not the shortcut's. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The search's state for the navbar: `open` for its buttons, and the dialog
 * to render. "/" opens it from anywhere but a text field, as on
 * documentation sites, and so do Ctrl+K and ⌘K.
 */
function useSiteSearch() {
  const [used, setUsed] = useState(false);
  const [isOpen, setOpen] = useState(false);
  // What is typed after "/" while the dialog's code is still on its way, for
  // its field; for a few seconds at most (its code may not arrive at all).
  const opening = useRef(0);
  const typedAhead = useRef('');
  const open = useCallback(() => {
    opening.current = performance.now();
    setUsed(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    opening.current = 0;
    typedAhead.current = '';
    // Rendered at once: a "/" pressed right after Escape must find the search closed. Batched with that
    // open, the two would cancel out, and the dialog, which the browser has already closed, would not reopen.
    flushSync(() => setOpen(false));
  }, []);
  const takeTypedAhead = useCallback(() => {
    opening.current = 0;
    const typed = typedAhead.current;
    typedAhead.current = '';
    return typed;
  }, []);

  // The page was reloaded by the search's Try again: the search opens again.
  useEffect(() => {
    if (takeReopened('search')) open();
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Keys typed into a field are the field's (Ctrl+K deletes to the end of the line on a Mac).
      if (event.defaultPrevented || event.altKey || typingIn(event.target)) return;
      const typingAhead = opening.current > 0 && performance.now() - opening.current < typeAheadMs;
      if (typingAhead && !event.ctrlKey && !event.metaKey && (event.key?.length === 1 || event.key === 'Backspace')) {
        event.preventDefault();
        typedAhead.current = event.key === 'Backspace' ? typedAhead.current.slice(0, -1) : typedAhead.current + event.key;
        return;
      }
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey;
      // Autofill sends key events without a key.
      const commandK = event.key?.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      if (!slash && !commandK) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, dialog: used ? <SearchDialog open={isOpen} onClose={close} takeTypedAhead={takeTypedAhead} /> : null };
}

const SiteSearchContext = createContext<ReturnType<typeof useSiteSearch> | null>(null);

/** The page's one search, for the navbar, the phone menu and any page that offers it (the not-found page). */
export function SiteSearchProvider({ children }: { children: ReactNode }) {
  return <SiteSearchContext value={useSiteSearch()}>{children}</SiteSearchContext>;
}

/** The page's search: `open` for a button, and the dialog to render (the navbar's). */
export function useSearch() {
  const search = useContext(SiteSearchContext);
  if (!search) throw new Error('useSearch() outside <SiteSearchProvider>');
  return search;
}

/**
 * The navbar's search button. Without script there is no search, so the
 * button is disabled until the page is live rather than offered as if it
 * worked.
 */
export function SearchButton({ onOpen }: { onOpen: () => void }) {
  const live = useHydrated();
  return (
    <IconButton
      aria-label="Search the site"
      aria-keyshortcuts="/"
      disabled={!live}
      onClick={onOpen}
      onPointerEnter={prefetchSearch}
      onFocus={prefetchSearch}
      size="large"
    >
      <SearchRounded fontSize="large" />
    </IconButton>
  );
}
