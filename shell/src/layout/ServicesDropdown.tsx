import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'shared/router';
import { serviceLinks } from './navigation';

/** How long the dropdown stays after the pointer leaves it. */
export const servicesHideDelayMs = 300;

/**
 * Desktop "Services" disclosure: opens on hover, on click and from the
 * keyboard (Enter, Space, ArrowDown); hides 300 ms after the pointer leaves,
 * when focus moves out, or on Escape.
 */
export function ServicesDropdown({ active }: { active: boolean }) {
  const [open, setOpen] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  const cancelHide = () => window.clearTimeout(hideTimer.current);
  const show = () => {
    cancelHide();
    setOpen(true);
  };
  const hideSoon = () => {
    cancelHide();
    hideTimer.current = window.setTimeout(() => setOpen(false), servicesHideDelayMs);
  };

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);
  useEffect(() => setOpen(false), [pathname]);
  // Escape also dismisses a dropdown opened by hovering, wherever focus is.
  useEffect(() => {
    if (!open) return undefined;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [open]);

  const focusItem = (index: number) => {
    const links = list.current?.querySelectorAll('a');
    if (!links?.length) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const links = Array.from(list.current?.querySelectorAll('a') ?? []);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (!open) setOpen(true);
    // Let the list become visible before moving focus into it.
    window.requestAnimationFrame(() =>
      focusItem(current === -1 ? (event.key === 'ArrowDown' ? 0 : -1) : current + (event.key === 'ArrowDown' ? 1 : -1)),
    );
  };

  return (
    <Box
      sx={{ position: 'relative' }}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button
        ref={button}
        color="inherit"
        aria-expanded={open}
        aria-controls="services-menu"
        endIcon={
          <ExpandMoreRounded sx={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none' }} />
        }
        onClick={() => (open ? setOpen(false) : show())}
        data-active={active || undefined}
        sx={navItemSx(active)}
      >
        Services
      </Button>
      <Paper
        ref={list}
        id="services-menu"
        component="ul"
        elevation={8}
        sx={{
          display: open ? 'block' : 'none',
          position: 'absolute',
          top: '100%',
          left: 0,
          minWidth: 260,
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
            <Box
              component={NavLink}
              to={link.to}
              onClick={() => setOpen(false)}
              sx={{
                display: 'block',
                px: 2.5,
                py: 1.1,
                color: 'text.primary',
                textDecoration: 'none',
                fontWeight: 550,
                '&:hover, &:focus-visible': { bgcolor: 'action.hover', color: 'primary.main' },
                '&.active': { color: 'primary.main', fontWeight: 700 },
              }}
            >
              {link.label}
            </Box>
          </li>
        ))}
      </Paper>
    </Box>
  );
}

export function navItemSx(active: boolean) {
  return {
    fontSize: '1rem',
    fontWeight: active ? 750 : 550,
    color: active ? 'primary.main' : 'text.primary',
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
      bgcolor: active ? 'secondary.main' : 'transparent',
    },
  } as const;
}
