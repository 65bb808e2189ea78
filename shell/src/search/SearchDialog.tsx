import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { brand, codingNotices, visuallyHidden } from 'shared';
import { searchArrival } from '../app/AnchorOnArrival';
import { namesCptCode, type ExcerptPart } from './searchQuery';
import { loadSearch, searchSite, type SearchOutcome } from './siteSearch';

/** Text with the matched words in <mark>, which screen readers and high-contrast modes know. */
const marked = (parts: ExcerptPart[]) => parts.map((part, at) => (part.marked ? <mark key={at}>{part.text}</mark> : part.text));

/** How long typing may pause before the query is searched. */
const typingPauseMs = 120;

type IndexState = 'loading' | 'ready' | 'failed';

/**
 * The site search: a dialog with a search field and its results, as you
 * type. The field is a combobox that owns the results' listbox: arrow keys
 * move through the results, Enter opens one, Escape closes the dialog. The
 * index loads when the dialog first opens; what is typed meanwhile is
 * searched once it is there.
 *
 * The platform's modal <dialog> (as the phone menu is the platform's popover)
 * keeps focus inside, makes the page inert, closes on Escape and gives focus
 * back to what opened it. MUI's Dialog would add about 9 KB to every first
 * visit: the shell's shared MUI modules are preloaded with the frame
 * (docs/decisions/2026-11-27-site-search-pagefind.md).
 */
export default function SearchDialog({
  open,
  onClose,
  takeTypedAhead,
}: {
  open: boolean;
  onClose: () => void;
  /** What was typed after the shortcut while this code was on its way. */
  takeTypedAhead?: () => string;
}) {
  const navigate = useNavigate();
  const ids = useId();
  const listId = `${ids}-results`;
  const [query, setQuery] = useState(() => takeTypedAhead?.() ?? '');
  const [index, setIndex] = useState<IndexState>('loading');
  const [outcome, setOutcome] = useState<SearchOutcome & { query: string }>();
  const [active, setActive] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedBackdrop = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    // Open, the field has the keyboard: nothing more is typed ahead.
    if (open) takeTypedAhead?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening and closing
  }, [open]);

  useEffect(() => {
    if (index !== 'loading') return;
    let current = true;
    loadSearch().then(
      () => current && setIndex('ready'),
      () => current && setIndex('failed'),
    );
    return () => {
      current = false;
    };
  }, [index]);

  const trimmed = query.trim();
  useEffect(() => {
    if (index !== 'ready' || !trimmed) return;
    let current = true;
    const timer = setTimeout(() => {
      searchSite(trimmed).then(
        (found) => {
          if (!current) return;
          setOutcome({ ...found, query: trimmed });
          setActive(0);
        },
        () => current && setIndex('failed'),
      );
    }, typingPauseMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [index, trimmed]);

  // The last results stay on screen while the next keystrokes are searched, rather than blinking out at each one.
  const shown = trimmed ? outcome : undefined;
  const hits = shown?.hits ?? [];
  const optionId = (position: number) => `${ids}-result-${position}`;

  const openHit = (position: number) => {
    const hit = hits[position];
    if (!hit) return;
    onClose();
    navigate(hit.url, { state: searchArrival });
  };

  // Enter pressed before the results of what was typed are in opens the first
  // of them once they are, unless the visitor has moved on meanwhile (typed
  // on, closed the dialog, or the search failed).
  const [enterFor, setEnterFor] = useState<string | null>(null);
  const upToDate = shown?.query === trimmed;
  useEffect(() => {
    if (!open || index === 'failed') setEnterFor(null);
  }, [open, index]);
  useEffect(() => {
    if (enterFor === null || !open || shown?.query !== enterFor) return;
    setEnterFor(null);
    openHit(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the results of that query arrive
  }, [enterFor, shown]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && trimmed && !upToDate) {
      event.preventDefault();
      setEnterFor(trimmed);
      return;
    }
    if (!hits.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = (active + (event.key === 'ArrowDown' ? 1 : -1) + hits.length) % hits.length;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openHit(active);
    }
  };

  const status =
    index === 'failed'
      ? undefined
      : !trimmed
        ? 'Type a billing code, a modifier or a few words.'
        : index === 'loading' || !shown
          ? 'Searching…'
          : hits.length
            ? `${hits.length} ${hits.length === 1 ? 'result' : 'results'} for “${shown.searched}”`
            : undefined;

  return (
    <>
      {/* The row or section a result opened, marked for a moment (app/AnchorOnArrival.tsx). */}
      <GlobalStyles
        styles={{
          '[data-search-hit]': {
            backgroundColor: '#FFF1C2 !important',
            outline: '3px solid #C98A12',
            outlineOffset: -3,
          },
        }}
      />
      <Box
        component="dialog"
        ref={dialog}
        aria-label="Search the site"
        onClose={onClose}
        // A press on the backdrop (outside the panel) closes it; a text selection dragged out of the field does not.
        onPointerDown={(event) => {
          pressedBackdrop.current = event.target === event.currentTarget;
        }}
        onClick={(event) => event.target === event.currentTarget && pressedBackdrop.current && onClose()}
        sx={{
          width: 'calc(100% - 16px)',
          maxWidth: 640,
          // The panel scrolls as one, under its field, which stays on top: the scrolling region holds the field, so the keyboard reaches it.
          maxHeight: { xs: 'calc(100dvh - 16px)', sm: 'calc(100dvh - 160px)' },
          overflowY: 'auto',
          mt: { xs: 1, sm: 10 },
          p: 0,
          border: 0,
          borderRadius: 4,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: '0 24px 60px rgba(10, 61, 98, 0.25)',
          '&::backdrop': { bgcolor: 'rgba(16, 36, 62, 0.55)' },
          'html:has(&[open])': { overflow: 'hidden' },
        }}
      >
        {/* The field's focus shows on its row: a ring around a borderless field inside the panel would crowd it. */}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 2.5,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            position: 'sticky',
            top: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
            '&:focus-within': { boxShadow: `inset 0 -3px 0 ${brand.blue}` },
          }}
        >
          <SearchRounded aria-hidden sx={{ color: 'text.secondary' }} />
          <Box
            component="input"
            autoFocus
            // Not type="search": there Escape only empties the field; here it closes the dialog, as a dialog's Escape does.
            type="text"
            role="combobox"
            aria-label="Search the site"
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={hits.length ? optionId(active) : undefined}
            enterKeyHint="search"
            autoComplete="off"
            placeholder="Search pages and billing codes"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setEnterFor(null);
            }}
            onKeyDown={onKeyDown}
            sx={{
              flex: 1,
              minWidth: 0,
              minHeight: 44,
              border: 0,
              '&:focus-visible': { outline: 'none' },
              bgcolor: 'transparent',
              color: 'inherit',
              font: 'inherit',
              fontSize: '1.1rem',
            }}
          />
          <Button onClick={onClose} color="inherit">
            Close
          </Button>
        </Box>

        <Box sx={{ px: 2.5, py: 2 }}>
          {/* Read out as it changes: the number of results, or that there are none. */}
          <Typography role="status" variant="body2" sx={status ? { color: 'text.secondary', mb: 1 } : visuallyHidden}>
            {status ?? (shown && !hits.length ? `No results for “${shown.query}”` : '')}
          </Typography>

          {index === 'failed' && (
            <Box role="alert" sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
              <Typography sx={{ fontWeight: 700 }}>The search could not load.</Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                Check your connection and try again. What you typed is kept.
              </Typography>
              <Button variant="outlined" onClick={() => setIndex('loading')}>
                Try again
              </Button>
            </Box>
          )}

          {shown && !hits.length && index === 'ready' && (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>No results for “{shown.query}”.</Typography>
              <Typography sx={{ color: 'text.secondary' }}>
                Try a billing code such as 99213 or a shorter phrase, browse{' '}
                <Link component={RouterLink} to="/specialities" onClick={onClose}>
                  our specialties
                </Link>
                , or{' '}
                <Link component={RouterLink} to="/contactus" onClick={onClose}>
                  ask our billing team
                </Link>
                .
              </Typography>
            </Box>
          )}

          <Box
            component="ul"
            role="listbox"
            id={listId}
            aria-label="Search results"
            sx={{ listStyle: 'none', m: 0, p: 0, display: hits.length ? 'grid' : 'none', gap: 0.5 }}
          >
            {hits.map((hit, position) => (
              <Box
                component="li"
                role="option"
                key={`${hit.url}-${position}`}
                id={optionId(position)}
                aria-selected={position === active}
                onClick={() => openHit(position)}
                onMouseMove={() => setActive(position)}
                sx={{
                  px: 2,
                  py: 1.5,
                  borderRadius: 3,
                  cursor: 'pointer',
                  // Brought into view below the sticky field when the arrow keys reach it.
                  scrollMarginTop: 88,
                  border: 1,
                  borderColor: 'transparent',
                  '&[aria-selected="true"]': { bgcolor: '#EAF3F9', borderColor: 'rgba(10, 90, 138, 0.35)' },
                  '& mark': { bgcolor: '#FBE3A6', color: 'inherit', borderRadius: 0.5, px: 0.25 },
                }}
              >
                <Typography variant="body2" sx={{ color: brand.blue, fontWeight: 700 }}>
                  {hit.page}
                </Typography>
                {hit.section && <Typography sx={{ fontWeight: 700, lineHeight: 1.4 }}>{marked(hit.section)}</Typography>}
                {hit.excerpt.length > 0 && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                    {marked(hit.excerpt)}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
          {hits.some(namesCptCode) && (
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1.5, px: 2 }}>
              {codingNotices.cpt}
            </Typography>
          )}
        </Box>
      </Box>
    </>
  );
}
