import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { partIsLive } from 'shared';
import { siteTheme } from 'shared/theme';
import { ScrollMemory } from '../routes/ScrollMemory';
import { Footer } from './Footer';
import { Navbar } from './Navbar';
import { Toasts } from './Toasts';

/** The frame of every page: skip link, navbar, the route's page, footer, toasts. */
export function SiteLayout({ children }: { children: ReactNode }) {
  // The frame has hydrated: presses on its controls made meanwhile are
  // replayed (the route's page and deferred sections go live on their own).
  useEffect(() => partIsLive(document.getElementById('root')), []);
  return (
    <ThemeProvider theme={siteTheme()}>
      <CssBaseline />
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
        {children}
      </Box>
      <Footer />
      <Toasts />
      {/* New pages open at the top; back and forward return to where the visitor was. */}
      <ScrollMemory />
    </ThemeProvider>
  );
}
