import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { booking, company, visuallyHidden } from 'shared';
import { preloadPath } from '../federation/preload';

/** The widths the bar shows at (phones): below 768 px, as its styles say. */
const barShown = '(max-width: 767.98px)';

/** What the bar must never cover: every form on the page, and the footer. */
const coveredElements = 'main form, footer';

/**
 * Whether the bar should step aside: on the first screen (the page's header or
 * hero has its own call and booking actions there), and while a form or the
 * footer is on screen. Watches the page as it changes (a new page, a section
 * rendered later).
 */
function useStepAside(pathname: string): boolean {
  const [inView, setInView] = useState(false);
  const [firstScreen, setFirstScreen] = useState(true);
  useEffect(() => {
    const onScroll = () => setFirstScreen(window.scrollY < 0.75 * window.innerHeight);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [pathname]);
  useEffect(() => {
    const visible = new Set<Element>();
    const intersections = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      setInView(visible.size > 0);
    });
    const observeAll = () => document.querySelectorAll(coveredElements).forEach((element) => intersections.observe(element));
    observeAll();
    const changes = new MutationObserver(observeAll);
    const main = document.getElementById('main');
    if (main) changes.observe(main, { childList: true, subtree: true });
    return () => {
      changes.disconnect();
      intersections.disconnect();
    };
  }, [pathname]);
  return inView || firstScreen;
}

/**
 * Phones (below 768 px): a slim bar at the foot of the screen to call the
 * company or book a consultation from anywhere on a long page. It steps aside
 * on the first screen, while a form or the footer is on screen and while a
 * field has focus, sits
 * under the phone menu (which opens in the top layer) and the toasts (at the
 * top of the screen), and keeps clear of the home indicator (safe area). Not
 * on the contact page, whose form is the booking path. The prerendered page
 * starts on its first screen, so the bar starts aside: without scripts it
 * never covers anything, and the page header's call-out serves instead.
 */
export function BookingBar() {
  const { pathname } = useLocation();
  const stepAside = useStepAside(pathname);
  const onBookingPage = pathname.toLowerCase() === booking.page;
  // Once the bar shows, the booking page's code starts loading: a tap on Book
  // then opens the form without a placeholder first (a touch gives no hover
  // to preload on, and the placeholder showed for 150–450 ms).
  useEffect(() => {
    if (!stepAside && !onBookingPage && window.matchMedia(barShown).matches) preloadPath(booking.page);
  }, [stepAside, onBookingPage]);
  if (onBookingPage) return null;
  return (
    <Box
      component="aside"
      aria-label="Call or book"
      data-hidden={stepAside || undefined}
      sx={{
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 'appBar',
        display: 'flex',
        gap: 1.5,
        px: 2,
        pt: 1.25,
        pb: 'calc(10px + env(safe-area-inset-bottom))',
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -6px 20px rgba(10, 61, 98, 0.12)',
        transition: 'transform 200ms ease-out',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        '&[data-hidden]': { transform: 'translateY(110%)' },
        // A field with focus (and the phone's keyboard over the page) comes first.
        'body:has(:is(input, textarea, select):focus) &': { display: 'none' },
        '@media (min-width: 768px)': { display: 'none' },
        '& > a': { flex: 1, minHeight: 44, fontWeight: 700 },
      }}
    >
      <Button href={company.phone.href} variant="outlined" startIcon={<PhoneRounded aria-hidden />}>
        Call<span style={visuallyHidden}> {company.phone.display}</span>
      </Button>
      <Button
        component={RouterLink}
        to={booking.to}
        variant="contained"
        color="secondary"
        startIcon={<CalendarMonthRounded aria-hidden />}
      >
        Book<span style={visuallyHidden}> a free consultation</span>
      </Button>
    </Box>
  );
}
