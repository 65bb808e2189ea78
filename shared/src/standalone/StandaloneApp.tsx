import CssBaseline from '@mui/material/CssBaseline';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link as RouterLink, Route, Routes } from 'react-router-dom';
import { SiteFonts } from '../fonts';
import { siteTheme } from '../theme';
import { Toasts } from '../Toasts';

interface StandaloneRoute {
  path: string;
  label: string;
  element: ReactElement;
}

/**
 * A remote running on its own (its team's dev entry): the site's theme and
 * toasts around the remote's pages, with a bar linking them. The shell's
 * navbar and footer are not part of it.
 */
export function StandaloneApp({ section, routes }: { section: string; routes: StandaloneRoute[] }) {
  return (
    <ThemeProvider theme={siteTheme()}>
      <CssBaseline />
      <SiteFonts />
      <BrowserRouter>
        <Box component="header" sx={{ bgcolor: 'grey.100', borderBottom: 1, borderColor: 'divider' }}>
          <Container sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, py: 1.5, alignItems: 'center' }}>
            <strong>{section} (standalone)</strong>
            <nav aria-label="Section pages">
              {routes.map((route) => (
                <MuiLink key={route.path} component={RouterLink} to={route.path} sx={{ mr: 2 }}>
                  {route.label}
                </MuiLink>
              ))}
            </nav>
          </Container>
        </Box>
        <main id="main">
          {/* The page at the current path, matched as the site matches it; the first page for any other path. */}
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route path="*" element={routes[0]?.element ?? null} />
          </Routes>
        </main>
      </BrowserRouter>
      <Toasts />
    </ThemeProvider>
  );
}

export function mountStandalone(section: string, routes: StandaloneRoute[]): void {
  createRoot(document.getElementById('root')!).render(<StandaloneApp section={section} routes={routes} />);
}
