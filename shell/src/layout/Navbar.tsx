import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useEffect, useState } from 'react';
import { NavLink, useLocation } from 'shared/router';
import { matchRoute } from '../routes/routeTable';
import { Logo } from './Logo';
import { primaryNav, scheduleMeeting } from './navigation';
import { navItemSx, ServicesDropdown } from './ServicesDropdown';

// The phone menu's code (a dialog) loads when it is first wanted: the pointer
// or focus reaching the menu button starts it, so it is there by the click.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/**
 * Top navigation. From the large breakpoint up it is a bar with a Services
 * dropdown; below it a menu button opens the full-screen menu. Both are in the
 * markup and CSS picks one, so nothing shifts when scripts start.
 */
export function Navbar() {
  const { pathname } = useLocation();
  const activeSection = matchRoute(pathname)?.section;
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ minHeight: { xs: 68, lg: 80 }, gap: 2 }}>
          <Logo />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', lg: 'flex' }, flex: 1, justifyContent: 'center' }}
          >
            <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
              {primaryNav.map((item) => (
                <li key={item.label}>
                  {item.kind === 'link' ? (
                    <Button
                      component={NavLink}
                      to={item.to}
                      end
                      data-active={activeSection === item.section || undefined}
                      sx={navItemSx(activeSection === item.section)}
                    >
                      {item.label}
                    </Button>
                  ) : (
                    <ServicesDropdown active={activeSection === item.section} />
                  )}
                </li>
              ))}
            </Box>
          </Box>
          <Button
            component={NavLink}
            to={scheduleMeeting.to}
            variant="contained"
            color="secondary"
            sx={{ display: { xs: 'none', lg: 'inline-flex' }, py: 1.2 }}
          >
            {scheduleMeeting.label}
          </Button>
          <IconButton
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => {
              setMenuWanted(true);
              setMenuOpen(true);
            }}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            size="large"
            sx={{ display: { xs: 'inline-flex', lg: 'none' }, ml: 'auto' }}
          >
            <MenuRounded fontSize="large" />
          </IconButton>
        </Toolbar>
      </Container>
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu
            key={String(menuOpen)}
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            activeSection={activeSection}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
