import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { booking } from 'shared';
import { serviceLinks } from './navigation';

const itemSx = {
  display: 'block',
  px: 2.5,
  py: 1.1,
  color: 'text.primary',
  textDecoration: 'none',
  fontWeight: 550,
  '&:hover, &:focus-visible': { bgcolor: 'action.hover', color: 'primary.main' },
  '&.active': { color: 'primary.main', fontWeight: 700 },
} as const;

const lineSx = { display: 'block', mt: 0.25, color: 'text.secondary', fontWeight: 400, fontSize: '0.875rem', lineHeight: 1.4 } as const;

const lineId = (to: string) => `services-menu-line${to.replace(/\//g, '-')}`;

/** How long the dropdown stays after the pointer (or keyboard focus) leaves it. */
export const servicesHideDelayMs = 300;

const shownWhen = '&:hover, &:has(:focus-visible)';

/**
 * CSS alone shows the list while the pointer is over the item or keyboard
 * focus is in it, and hides it `servicesHideDelayMs` after both have left (a
 * visibility change delayed on the hiding side only), so it works before any
 * script runs. `data-dismissed` hides it at once (Escape, or a service chosen)
 * until the pointer and focus have left.
 */
const wrapperSx = {
  position: 'relative',
  '& > ul': { visibility: 'hidden', transition: `visibility 0s ${servicesHideDelayMs}ms` },
  '& > button svg': { transition: `transform .2s ${servicesHideDelayMs}ms` },
  [shownWhen]: {
    '& > ul': { visibility: 'visible', transitionDelay: '0s' },
    '& > button svg': { transform: 'rotate(180deg)', transitionDelay: '0s' },
  },
  '&[data-dismissed]': {
    '& > ul': { visibility: 'hidden', transition: 'none' },
    '& > button svg': { transform: 'none' },
  },
} as const;

/**
 * Desktop "Services" dropdown: opens on hover and on keyboard focus (CSS);
 * once scripts run, Enter, Space and ArrowDown also move focus into the list,
 * the arrows move through it, Escape closes it and returns focus to the
 * button, choosing a service closes it, and `aria-expanded` follows what is
 * on screen.
 */
export function ServicesDropdown({ active }: { active: boolean }) {
  // Whether the CSS shows the list (pointer over it, or keyboard focus in it);
  // unknown until hydration, so the prerendered button claims no state.
  const [shown, setShown] = useState<boolean>();
  const [dismissed, setDismissed] = useState(false);
  const settleTimer = useRef<number | undefined>(undefined);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const open = Boolean(shown) && !dismissed;

  /** Reads what the CSS shows now; once neither pointer nor focus is left, a dismissal ends. */
  const settle = () => {
    const element = wrapper.current;
    if (!element) return;
    const inUse = element.matches(':hover') || element.querySelector(':focus-visible') !== null;
    setShown(inUse);
    if (!inUse) setDismissed(false);
  };
  const cancelSettle = () => window.clearTimeout(settleTimer.current);
  const settleLater = () => {
    cancelSettle();
    settleTimer.current = window.setTimeout(settle, servicesHideDelayMs);
  };
  const show = () => {
    cancelSettle();
    setShown(true);
  };

  // The visitor may have hovered or focused it before hydration.
  useEffect(() => {
    settle();
    return cancelSettle;
  }, []);

  // Escape also dismisses a dropdown opened by hovering, wherever focus is.
  useEffect(() => {
    if (!open) return undefined;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDismissed(true);
      if (wrapper.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open]);

  const links = () => Array.from(wrapper.current?.querySelectorAll('a') ?? []);
  /** Shows the list (even if dismissed) and focuses its item at `index`, counted from the end when negative. */
  const focusItem = (index: number) => {
    flushSync(() => {
      setDismissed(false);
      show();
    });
    const items = links();
    items.at(index % items.length)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return;
    show();
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    focusItem(current === -1 ? (step === 1 ? 0 : -1) : current + step);
  };

  return (
    <Box
      ref={wrapper}
      data-dismissed={dismissed || undefined}
      sx={wrapperSx}
      onPointerEnter={show}
      onPointerLeave={settleLater}
      onFocus={(event: FocusEvent) => {
        if ((event.target as Element).matches(':focus-visible')) show();
      }}
      onBlur={(event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) settleLater();
      }}
      onKeyDown={onKeyDown}
    >
      <Button
        ref={button}
        color="inherit"
        aria-expanded={shown === undefined ? undefined : open}
        aria-controls="services-menu"
        endIcon={<ExpandMoreRounded />}
        // A click opens (the pointer is over it, so it usually is already); a
        // keyboard press (Enter, Space: no pointer, detail 0) also moves focus in.
        onClick={(event: MouseEvent) => {
          if (event.detail === 0) focusItem(0);
          else setDismissed(false);
        }}
        data-active={active || undefined}
        sx={navItemSx}
      >
        Services
      </Button>
      <Paper
        id="services-menu"
        component="ul"
        elevation={8}
        onClick={(event: MouseEvent) => {
          if ((event.target as Element).closest('a')) setDismissed(true);
        }}
        sx={{
          position: 'absolute',
          top: '100%',
          left: 0,
          minWidth: 340,
          m: 0,
          mt: 1,
          py: 1,
          px: 0,
          listStyle: 'none',
          zIndex: 'modal',
        }}
      >
        {serviceLinks.map((link) => (
          <li key={link.to}>
            {/* The line under the name is the link's description, not part of its name. */}
            <Box component={NavLink} to={link.to} aria-describedby={lineId(link.to)} sx={itemSx}>
              {link.label}
              <Box component="span" id={lineId(link.to)} aria-hidden sx={lineSx}>
                {link.line}
              </Box>
            </Box>
          </li>
        ))}
        <Box component="li" sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
          <Box component={RouterLink} to={booking.to} sx={{ ...itemSx, color: 'secondary.dark', fontWeight: 700 }}>
            Not sure where to start? {booking.label} <span aria-hidden>→</span>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}

export const navItemSx = {
  fontSize: '1rem',
  fontWeight: 550,
  color: 'text.primary',
  borderRadius: 2,
  px: 1.5,
  position: 'relative',
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 12,
    right: 12,
    bottom: 2,
    height: 3,
    borderRadius: 2,
  },
  // The current section's item (marked data-active): one set of styles for every item, whichever is current.
  '&[data-active]': { fontWeight: 750, color: 'primary.main', '&::after': { bgcolor: 'secondary.main' } },
} as const;
