import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { brand, visuallyHidden } from 'shared';

/**
 * Stands in for a page while its remote loads: the page header's band and a
 * body that fills the viewport, so the footer does not jump when it arrives.
 */
export function PagePlaceholder() {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '100vh' }}>
      <Box component="span" sx={visuallyHidden}>
        Loading page…
      </Box>
      <Box sx={{ bgcolor: brand.navy, py: { xs: 6, md: 9 } }} aria-hidden>
        <Container maxWidth="lg">
          <Skeleton variant="text" width={160} sx={{ bgcolor: 'rgba(255,255,255,0.18)' }} />
          <Skeleton variant="text" width="60%" height={64} sx={{ bgcolor: 'rgba(255,255,255,0.18)' }} />
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }} aria-hidden>
        <Skeleton variant="text" width="40%" height={44} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="rounded" height={220} sx={{ mt: 3 }} />
      </Container>
    </Box>
  );
}

