import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import PhoneInTalkRounded from '@mui/icons-material/PhoneInTalkRounded';
import RequestQuoteRounded from '@mui/icons-material/RequestQuoteRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { booking, brand, buttonsOnDarkSx, company, focusRingOnDark } from 'shared';
import { trustPoints } from '../content/trustPoints';

// A plain lock for the HIPAA point: a shield with a check would read as a certification, and there is none.
const trustIcons = [LockRounded, EventAvailableRounded, RequestQuoteRounded] as const;

/** The card that overlaps the hero's lower edge: the support line with the booking action, and three promises. */
export function HeroSupportStrip() {
  return (
    // Placed by a wrapper, so the Container shares the page's one copy of its styles (see PageSection).
    <Box sx={{ position: 'relative', mt: { xs: -7, md: -8 } }}>
      <Container maxWidth="lg">
        <Paper
          elevation={0}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', lg: '1.5fr 1fr 1fr 1fr' },
            // The 1px gaps show the background through as rules between the cells.
            gap: '1px',
            bgcolor: '#DCE6EE',
            borderRadius: 3,
            overflow: 'hidden',
            boxShadow: '0 18px 50px rgba(10, 61, 98, 0.16)',
          }}
        >
          <Box
            sx={{
              gridColumn: { sm: '1 / -1', lg: 'auto' },
              display: 'flex',
              alignItems: 'center',
              // Across the whole strip on tablets: its content in the middle, not at the left of an empty band.
              justifyContent: { sm: 'center', lg: 'flex-start' },
              gap: 2,
              p: { xs: 2.5, md: 3 },
              ...focusRingOnDark,
              color: '#fff',
              bgcolor: brand.teal,
            }}
          >
            <Box
              sx={{ display: 'grid', placeItems: 'center', width: 52, height: 52, borderRadius: '50%', bgcolor: 'rgba(255,255,255,0.18)', flexShrink: 0 }}
            >
              <PhoneInTalkRounded aria-hidden />
            </Box>
            <div>
              <Typography component="p" sx={{ fontWeight: 700, lineHeight: 1.3, textWrap: 'balance' }}>
                Call Us When You Need Help!
              </Typography>
              <MuiLink href={company.phone.href} color="inherit" sx={{ fontSize: '1.25rem', fontWeight: 800 }}>
                {company.phone.display}
              </MuiLink>
              <Typography component="p" variant="body2">
                {company.hours.weekdays}
              </Typography>
              {/* The hero's one booking action, outside the rotating slides: it never changes or moves. */}
              <Box sx={{ mt: 1.5, ...buttonsOnDarkSx }}>
                <Button component={RouterLink} to={booking.to} variant="contained" color="secondary">
                  {booking.label}
                </Button>
              </Box>
            </div>
          </Box>
          {trustPoints.map((point, position) => {
            const Icon = trustIcons[position] ?? LockRounded;
            return (
              <Box
                key={point.label}
                sx={{
                  display: 'flex',
                  // Headings on one line across the strip, however long each description.
                  alignItems: 'flex-start',
                  gap: 1.5,
                  p: { xs: 2.5, md: 3 },
                  bgcolor: 'background.paper',
                }}
              >
                <Icon aria-hidden sx={{ color: 'secondary.main', fontSize: 34, flexShrink: 0 }} />
                <div>
                  <Typography component="p" sx={{ fontWeight: 700, lineHeight: 1.3, textWrap: 'balance' }}>
                    {point.label}
                  </Typography>
                  <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
                    {point.description}
                  </Typography>
                </div>
              </Box>
            );
          })}
        </Paper>
      </Container>
    </Box>
  );
}
