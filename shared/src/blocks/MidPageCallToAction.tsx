import PhoneInTalkRounded from '@mui/icons-material/PhoneInTalkRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { brand } from '../brand';
import { booking, company } from '../content/company';

/**
 * A call to action halfway down a long page: one line of text, the booking
 * button and the phone. Lighter than the band that closes the page, and not
 * a section of its own (no heading), so the page's outline stays its content.
 */
export function MidPageCallToAction({ children }: { children: string }) {
  return (
    // The spacing on a wrapper: the Container shares the page's one copy of its styles (see PageSection).
    <Box sx={{ py: { xs: 3, md: 4 } }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            p: { xs: 2.5, md: 3 },
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
            borderLeft: `4px solid ${brand.teal}`,
            bgcolor: brand.mist,
          }}
        >
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem', flex: '1 1 320px' }}>{children}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Button component={RouterLink} to={booking.to} variant="contained" color="secondary">
              {booking.label}
            </Button>
            <MuiLink href={company.phone.href} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 700 }}>
              <PhoneInTalkRounded aria-hidden fontSize="small" />
              {company.phone.display}
            </MuiLink>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
