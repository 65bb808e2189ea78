import EmailRounded from '@mui/icons-material/EmailRounded';
import LocationOnRounded from '@mui/icons-material/LocationOnRounded';
import PhoneRounded from '@mui/icons-material/PhoneRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { brand, company, deferUntilNear, focusRingOnDark, formatAddress } from 'shared';
// A file of its own (cached across pages), not a data URL inside the entry script.
import logoUrl from '../assets/logo.svg?no-inline';
import { scheduleMeeting, serviceLinks, type NavLinkItem } from './navigation';

/**
 * The sign-up form's code (MUI's text field, the form's state and sending)
 * downloads as the visitor nears the footer or tabs into it; its prerendered
 * HTML is on screen meanwhile (deferUntilNear), and a press of Subscribe
 * before then is held by React's own form replay and sent once it is live.
 */
const NewsletterForm = deferUntilNear(() => import('./NewsletterForm').then((module) => module.NewsletterForm));

const otherLinks: readonly NavLinkItem[] = [
  { label: 'About Us', to: '/aboutus' },
  { label: 'Specialties', to: '/specialities' },
  { label: 'Blogs', to: '/blogs' },
  { label: 'Contact Us', to: '/contactus' },
  { label: 'Email Marketing System', to: '/email-marketing-system' },
  { label: 'Privacy Policies', to: '/privacy-policy' },
  { label: 'Accessibility', to: '/accessibility' },
];

const linkSx = { color: 'rgba(255,255,255,0.88)', '&:hover': { color: '#fff' } } as const;

function LinkColumn({ id, heading, links }: { id: string; heading: string; links: readonly NavLinkItem[] }) {
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} variant="h3" component="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {heading}
      </Typography>
      {/* Rows a thumb can hit on phones (44 px, WCAG 2.5.5's size); the usual spacing from 900 px. */}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 0, md: 1.2 } }}>
        {links.map((link) => (
          <li key={link.to}>
            <MuiLink component={RouterLink} to={link.to} sx={{ ...linkSx, display: { xs: 'flex', md: 'inline' }, alignItems: 'center', minHeight: { xs: 44, md: 0 } }}>
              {link.label}
            </MuiLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.2, alignItems: 'flex-start' }}>
      <Box sx={{ color: '#7FD8C8', lineHeight: 0, pt: 0.2 }} aria-hidden>
        {icon}
      </Box>
      <span>{children}</span>
    </Box>
  );
}

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        ...focusRingOnDark,
        bgcolor: brand.navy,
        color: '#fff',
        pt: { xs: 6, md: 8 },
        pb: 3,
      }}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 5, md: 4 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1fr 1fr 1.3fr' },
          }}
        >
          <div>
            <Box
              sx={{ display: 'inline-flex', bgcolor: '#fff', borderRadius: 2, px: 1.5, py: 1, mb: 2.5, lineHeight: 0 }}
            >
              <img src={logoUrl} alt={company.name} width={167} height={40} loading="lazy" />
            </Box>
            <Typography variant="h3" component="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
              Contact With Us!
            </Typography>
            {/* Rows far enough apart on phones for the email's and the phone's 44 px targets (the theme's) not to overlap. */}
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: { xs: 2.5, md: 1.4 } }}>
              <ContactLine icon={<LocationOnRounded fontSize="small" />}>{formatAddress()}</ContactLine>
              <ContactLine icon={<EmailRounded fontSize="small" />}>
                Support:{' '}
                <MuiLink href={`mailto:${company.supportEmail}`} sx={linkSx}>
                  {company.supportEmail}
                </MuiLink>
              </ContactLine>
              <ContactLine icon={<PhoneRounded fontSize="small" />}>
                <MuiLink href={company.phone.href} sx={linkSx}>
                  {company.phone.display}
                </MuiLink>
              </ContactLine>
            </Box>
            <Box sx={{ mt: 3 }}>
              <Button component={RouterLink} to={scheduleMeeting.to} variant="contained" color="secondary">
                Schedule A Meeting
              </Button>
            </Box>
          </div>
          <LinkColumn id="footer-services" heading="Our Services" links={serviceLinks} />
          <LinkColumn id="footer-others" heading="Others" links={otherLinks} />
          <NewsletterForm />
        </Box>
        {/* The trust row: only what is true (no seal: there is no government HIPAA certification). */}
        <Typography
          variant="body2"
          sx={{ mt: 6, pt: 3, borderTop: '1px solid rgba(255,255,255,0.18)', textAlign: 'center' }}
        >
          HIPAA: we sign a business associate agreement before any patient data is shared.{' '}
          <MuiLink component={RouterLink} to="/security-and-hipaa" underline="always" sx={linkSx}>
            Security and HIPAA
          </MuiLink>
        </Typography>
        <Typography variant="body2" sx={{ mt: 1.5, textAlign: 'center', opacity: 0.85 }}>
          {company.copyright}
        </Typography>
      </Container>
    </Box>
  );
}
