import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Outlet, ScrollRestoration, type GetScrollRestorationKeyFunction } from 'react-router-dom';
import { Toasts } from 'shared';
import { SiteFonts } from 'shared/fonts';
import { siteTheme } from 'shared/theme';
import { AnchorOnArrival } from './AnchorOnArrival';
import { SiteSearchProvider } from '../search/SiteSearch';
import { BookingBar } from '../layout/BookingBar';
import { Footer } from '../layout/Footer';
import { Navbar } from '../layout/Navbar';

const scrollKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === 'default' ? location.pathname : location.key;

/** The frame of every page: skip link, navbar, the route's page (the router's outlet), footer, the phones' booking bar, toasts. */
export function SiteLayout() {
  return (
    <ThemeProvider theme={siteTheme()}>
      <SiteSearchProvider>
        <CssBaseline />
        <SiteFonts />
        <Box
          component="a"
          href="#main"
          sx={{
            position: 'absolute',
            left: 8,
            top: -100,
            zIndex: 2000,
            bgcolor: 'secondary.main',
            color: '#fff',
            px: 2,
            py: 1,
            borderRadius: 1,
            fontWeight: 700,
            '&:focus': { top: 8 },
          }}
        >
          Skip to main content
        </Box>
        <Navbar />
        {/* clip: content sliding in sideways must not widen the page on phones. */}
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{ '&, &:focus-visible': { outline: 'none' }, minHeight: '60vh', overflowX: 'clip' }}
        >
          <Outlet />
        </Box>
        <Footer />
        <BookingBar />
        <Toasts />
        {/* New pages open at the top (or at their #anchor); back, forward and
            reload return to where the visitor was on that history entry. The
            first entry of a document has no key of its own ("default"): keyed
            by its path, a page opened by its address does not take the
            position another page left under that name. */}
        <ScrollRestoration getKey={scrollKey} />
        <AnchorOnArrival />
      </SiteSearchProvider>
    </ThemeProvider>
  );
}
