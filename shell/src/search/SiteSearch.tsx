import SearchRounded from '@mui/icons-material/SearchRounded';
import IconButton from '@mui/material/IconButton';
import { useCallback, useEffect, useState } from 'react';
import { lazyPart, useHydrated } from 'shared';

/** The dialog and its index load when the search first opens; a first visit loads neither. */
const SearchDialog = lazyPart(() => import('./SearchDialog').then((module) => module.default));

/** Keys typed into a field are the field's, not the shortcut's. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The search's state for the navbar: `open` for its buttons, and the dialog
 * to render. "/" opens it from anywhere but a text field, as on
 * documentation sites, and so do Ctrl+K and ⌘K.
 */
export function useSiteSearch() {
  const [used, setUsed] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !typingIn(event.target);
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      if (!slash && !commandK) return;
      event.preventDefault();
      open();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return { open, dialog: used ? <SearchDialog open={isOpen} onClose={close} /> : null };
}

/**
 * The navbar's search button. Without script there is no search, so the
 * button is disabled until the page is live rather than offered as if it
 * worked.
 */
export function SearchButton({ onOpen }: { onOpen: () => void }) {
  const live = useHydrated();
  return (
    <IconButton aria-label="Search the site" aria-keyshortcuts="/" disabled={!live} onClick={onOpen} size="large">
      <SearchRounded fontSize="large" />
    </IconButton>
  );
}
