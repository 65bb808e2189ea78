import MenuRounded from '@mui/icons-material/MenuRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import { NavLink, useLocation } from 'react-router-dom';
import { matchRoute } from '../routes/matchRoute';
import { SearchButton, useSearch } from '../search/SiteSearch';
import { Logo } from './Logo';
import { MobileMenu, mobileMenuId } from './MobileMenu';
import { primaryNav, scheduleMeeting } from './navigation';
import { navItemSx, ServicesDropdown } from './ServicesDropdown';

/**
 * Top navigation. From the large breakpoint up it is a bar with a Services
 * dropdown; below it a menu button opens the full-screen menu. "Schedule a
 * Meeting" shows from 768 px up, beside whichever of the two is there. Both are in the
 * markup and CSS picks one, so nothing shifts when scripts start, and both
 * work before they do.
 */
export function Navbar() {
  const { pathname } = useLocation();
  const activeSection = matchRoute(pathname)?.section;
  const search = useSearch();

  return (
    <>
      {/* Before the menu button in the HTML, so the menu is there as soon as the button is. */}
      <MobileMenu activeSection={activeSection} onSearch={search.open} />
      {/* A plain sticky header: MUI's AppBar and Toolbar would add their code to every first visit. */}
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 'appBar',
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Container maxWidth="xl">
          <Box sx={{ display: 'flex', alignItems: 'center', minHeight: { xs: 68, lg: 80 }, gap: 2 }}>
            <Logo />
            <Box
              component="nav"
              aria-label="Main"
              sx={{ display: { xs: 'none', lg: 'flex' }, flex: 1, justifyContent: 'center' }}
            >
              <Box
                component="ul"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
              >
                {primaryNav.map((item) => (
                  <li key={item.label}>
                    {item.kind === 'link' ? (
                      <Button
                        component={NavLink}
                        to={item.to}
                        end
                        color="inherit"
                        data-active={activeSection === item.section || undefined}
                        sx={navItemSx}
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
            {/* The phone menu has its own search button. */}
            <Box sx={{ display: { xs: 'none', lg: 'flex' } }}>
              <SearchButton onOpen={search.open} />
            </Box>
            {/* From 768 px up, beside the menu button until the bar's links show: booking is one tap away. */}
            <Box sx={{ display: 'none', '@media (min-width: 768px)': { display: 'block', ml: 'auto' } }}>
              <Button component={NavLink} to={scheduleMeeting.to} variant="contained" color="secondary">
                {scheduleMeeting.label}
              </Button>
            </Box>
            {/* The browser opens the menu and reports its expanded state; no script is involved. */}
            {/* Placed by its wrapper: the button itself has no sx, so it shares the close button's styles. */}
            <Box sx={{ display: { xs: 'flex', lg: 'none' }, ml: 'auto', '@media (min-width: 768px)': { ml: 0 } }}>
              <IconButton aria-label="Open menu" popoverTarget={mobileMenuId} size="large">
                <MenuRounded fontSize="large" />
              </IconButton>
            </Box>
          </Box>
        </Container>
      </Box>
      {/* Fixed under the header: a visitor far down the page sees the message if the search's code does not
          arrive (the dialog itself opens in the browser's top layer, wherever it is in the page). */}
      {search.dialog && (
        <Box sx={{ position: 'fixed', top: { xs: 68, lg: 80 }, insetInline: 0, zIndex: 'appBar' }}>{search.dialog}</Box>
      )}
    </>
  );
}
