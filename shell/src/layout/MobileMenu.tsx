import CloseRounded from '@mui/icons-material/CloseRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { keyframes, type Theme } from '@mui/material/styles';
import type { KeyboardEvent, MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { useHydrated, visuallyHidden } from 'shared';
import type { SiteSection } from '../routes/routeTable';
import { prefetchSearch } from '../search/SiteSearch';
import { Logo } from './Logo';
import { primaryNav, scheduleMeeting, serviceLinks } from './navigation';

/** The id the menu button's `popovertarget` names. */
export const mobileMenuId = 'mobile-menu';

const appear = keyframes`from { opacity: 0; transform: translateY(-12px); }`;
const appearMs = 200;

const menuSx = (theme: Theme) =>
  ({
    // The user agent draws a popover as a small bordered box in the middle: this one fills the screen.
    position: 'fixed',
    inset: 0,
    width: '100%',
    height: '100%',
    maxWidth: 'none',
    maxHeight: 'none',
    m: 0,
    p: 0,
    border: 0,
    outline: 'none',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    bgcolor: 'background.paper',
    color: 'text.primary',
    interpolateSize: 'allow-keywords',
    // The page below is hidden while the menu is open (see below); the menu itself stays visible.
    visibility: 'visible',
    // Past the breakpoint the top bar is back: a menu left open by resizing the window must not cover it.
    [theme.breakpoints.up('lg')]: { display: 'none' },
    [theme.breakpoints.down('lg')]: {
      // With no script at all: the page does not scroll under the menu, and everything outside
      // the menu is invisible, so neither a pointer nor Tab can reach it (the menu keeps focus).
      'html:has(&:popover-open)': { overflow: 'hidden' },
      'html:has(&:popover-open) body': { visibility: 'hidden' },
    },
    '@media (prefers-reduced-motion: no-preference)': {
      '&:popover-open': { animation: `${appear} ${appearMs}ms ease-out` },
      // The page stays in view while the menu fades in over it.
      'html:has(&:popover-open) body': { transition: `visibility 0s ${appearMs}ms` },
      '& details::details-content': {
        transition: 'block-size .25s, content-visibility .25s allow-discrete',
      },
      '& summary svg': { transition: 'transform .2s' },
    },
  }) as const;

const itemSx = (active: boolean) =>
  ({
    display: 'flex',
    width: '100%',
    justifyContent: 'space-between',
    alignItems: 'center',
    py: 1.6,
    px: 0,
    fontSize: '1.25rem',
    fontWeight: active ? 800 : 600,
    color: active ? 'primary.main' : 'text.primary',
    textDecoration: 'none',
    borderBottom: 1,
    borderColor: 'divider',
  }) as const;

const servicesSx = {
  '& summary': {
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
  },
  '&[open] summary svg': { transform: 'rotate(180deg)' },
  '&::details-content': { blockSize: 0, overflowY: 'clip' },
  '&[open]::details-content': { blockSize: 'auto' },
} as const;

const serviceLinkSx = {
  display: 'block',
  py: 1.1,
  color: 'text.primary',
  textDecoration: 'none',
  fontSize: '1.05rem',
  '&.active': { color: 'primary.main', fontWeight: 700 },
} as const;

/**
 * Links followed after hydration change the route without loading a page, so
 * the menu closes itself; before hydration they load the new page anyway.
 */
function closeOnLink(event: MouseEvent<HTMLElement>) {
  if ((event.target as Element).closest('a')) event.currentTarget.hidePopover();
}

/**
 * Tab from the last item goes to the first and Shift+Tab back, instead of
 * passing through the browser's own controls on the way round.
 */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('a[href], button, summary')).filter(
    (item) => item.checkVisibility(),
  );
  const first = items[0];
  const last = items[items.length - 1];
  const focused = document.activeElement;
  const leaving = event.shiftKey ? focused === first || focused === event.currentTarget : focused === last;
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first)?.focus();
}

/**
 * The phone and tablet menu: a full-screen popover in the page's HTML, opened
 * and closed by buttons that name it (`popovertarget`), so it works from first
 * paint with no script. The browser closes it on Escape and gives focus back
 * to the menu button; CSS locks page scrolling and keeps focus inside. The
 * Services group is a native disclosure, open on a service page.
 */
export function MobileMenu({ activeSection, onSearch }: { activeSection: SiteSection | undefined; onSearch: () => void }) {
  const live = useHydrated();
  return (
    <Box
      id={mobileMenuId}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-labelledby="mobile-menu-title"
      // Opening moves focus to the menu itself, so the next Tab reaches its first link.
      tabIndex={-1}
      autoFocus
      onClick={closeOnLink}
      onKeyDown={keepFocusInside}
      sx={menuSx}
    >
      <Box component="h2" id="mobile-menu-title" sx={visuallyHidden}>
        Site menu
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5 }}>
        <Logo height={40} />
        <IconButton popoverTarget={mobileMenuId} popoverTargetAction="hide" aria-label="Close menu" size="large">
          <CloseRounded />
        </IconButton>
      </Box>
      {/* The search closes the menu and opens over the page; without script there is none (see SearchButton). */}
      <Box sx={{ px: 3, pt: 1, pb: 1, display: 'grid' }}>
        <Button
          variant="outlined"
          startIcon={<SearchRounded aria-hidden />}
          disabled={!live}
          aria-keyshortcuts="/"
          onPointerEnter={prefetchSearch}
          onFocus={prefetchSearch}
          onClick={(event) => {
            event.currentTarget.closest<HTMLElement>(`#${mobileMenuId}`)?.hidePopover();
            onSearch();
          }}
        >
          Search pages and billing codes
        </Button>
      </Box>
      <Box component="nav" aria-label="Main" sx={{ px: 3, pb: 4 }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {primaryNav.map((item) => {
            const active = activeSection === item.section;
            return (
              <li key={item.label}>
                {item.kind === 'link' ? (
                  <Box component={NavLink} to={item.to} end data-active={active || undefined} sx={itemSx(active)}>
                    {item.label}
                  </Box>
                ) : (
                  <Box component="details" open={active} sx={servicesSx}>
                    <Box component="summary" data-active={active || undefined} sx={itemSx(active)}>
                      {item.label}
                      <ExpandMoreRounded />
                    </Box>
                    <Box component="ul" sx={{ listStyle: 'none', m: 0, py: 1, pl: 2 }}>
                      {serviceLinks.map((link) => (
                        <li key={link.to}>
                          <Box component={NavLink} to={link.to} sx={serviceLinkSx}>
                            {link.label}
                          </Box>
                        </li>
                      ))}
                    </Box>
                  </Box>
                )}
              </li>
            );
          })}
        </Box>
        {/* The grid stretches the button: a fullWidth prop would give it its own copy of MUI's button styles. */}
        <Box sx={{ mt: 4, display: 'grid' }}>
          <Button component={NavLink} to={scheduleMeeting.to} variant="contained" color="secondary">
            {scheduleMeeting.label}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
