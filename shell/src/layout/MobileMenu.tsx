import CloseRounded from '@mui/icons-material/CloseRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { NavLink } from 'shared/router';
import { visuallyHidden } from 'shared';
import type { SiteSection } from '../routes/routeTable';
import { Logo } from './Logo';
import { primaryNav, scheduleMeeting, serviceLinks } from './navigation';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  activeSection: SiteSection | undefined;
}

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
    borderRadius: 0,
    justifyItems: 'start',
  }) as const;

/**
 * The phone and tablet menu: full screen, Services collapsible. The dialog
 * locks page scrolling, keeps focus inside and closes on Escape; choosing any
 * link closes it.
 */
export function MobileMenu({ open, onClose, activeSection }: MobileMenuProps) {
  const [servicesOpen, setServicesOpen] = useState(activeSection === 'services');

  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby="mobile-menu-title" id="mobile-menu">
      <Box component="h2" id="mobile-menu-title" sx={visuallyHidden}>
        Site menu
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1.5 }}>
        <Box onClick={onClose}>
          <Logo height={40} />
        </Box>
        <IconButton onClick={onClose} aria-label="Close menu" size="large">
          <CloseRounded />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Main" sx={{ px: 3, pb: 4 }}>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {primaryNav.map((item) =>
            item.kind === 'link' ? (
              <li key={item.label}>
                <Box
                  component={NavLink}
                  to={item.to}
                  end
                  onClick={onClose}
                  data-active={activeSection === item.section || undefined}
                  sx={itemSx(activeSection === item.section)}
                >
                  {item.label}
                </Box>
              </li>
            ) : (
              <li key={item.label}>
                <Button
                  aria-expanded={servicesOpen}
                  aria-controls="mobile-services"
                  onClick={() => setServicesOpen((value) => !value)}
                  data-active={activeSection === item.section || undefined}
                  endIcon={
                    <ExpandMoreRounded
                      sx={{ transition: 'transform .2s', transform: servicesOpen ? 'rotate(180deg)' : 'none' }}
                    />
                  }
                  sx={itemSx(activeSection === item.section)}
                >
                  {item.label}
                </Button>
                <Collapse in={servicesOpen} id="mobile-services">
                  <Box component="ul" sx={{ listStyle: 'none', m: 0, py: 1, pl: 2 }}>
                    {serviceLinks.map((link) => (
                      <li key={link.to}>
                        <Box
                          component={NavLink}
                          to={link.to}
                          onClick={onClose}
                          sx={{
                            display: 'block',
                            py: 1.1,
                            color: 'text.primary',
                            textDecoration: 'none',
                            fontSize: '1.05rem',
                            '&.active': { color: 'primary.main', fontWeight: 700 },
                          }}
                        >
                          {link.label}
                        </Box>
                      </li>
                    ))}
                  </Box>
                </Collapse>
              </li>
            ),
          )}
        </Box>
        <Button
          component={NavLink}
          to={scheduleMeeting.to}
          onClick={onClose}
          variant="contained"
          color="secondary"
          size="large"
          fullWidth
          sx={{ mt: 4, py: 1.5 }}
        >
          {scheduleMeeting.label}
        </Button>
      </Box>
    </Dialog>
  );
}
