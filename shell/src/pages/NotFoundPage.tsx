import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { company, PageHeader } from 'shared';
import art from 'shared/art/pages/not-found.json' with { type: 'json' };

const destinations = [
  { label: 'Home', to: '/' },
  { label: 'Medical Billing Services', to: '/medical-billing-services' },
  { label: 'Specialties', to: '/specialities' },
  { label: 'About Us', to: '/aboutus' },
  { label: 'Blogs', to: '/blogs' },
  { label: 'Contact Us', to: '/contactus' },
];

export default function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page Not Found" crumb="Not found" art={art} />
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 9 } }}>
        <Typography variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
          We couldn’t find that page
        </Typography>
        <Typography sx={{ mb: 4, lineHeight: 1.75 }}>
          The address may be mistyped, or the page may have moved. These are the places most visitors are
          looking for; or call us at <MuiLink href={company.phone.href} underline="always">{company.phone.display}</MuiLink>.
        </Typography>
        <Box component="nav" aria-label="Main sections" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {destinations.map((destination, index) => (
            <Button
              key={destination.to}
              component={RouterLink}
              to={destination.to}
              variant={index === 0 ? 'contained' : 'outlined'}
              color={index === 0 ? 'secondary' : 'primary'}
            >
              {destination.label}
            </Button>
          ))}
        </Box>
      </Container>
    </>
  );
}
