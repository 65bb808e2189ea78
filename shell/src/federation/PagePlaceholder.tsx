import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { keyframes } from '@mui/material/styles';
import { brand, visuallyHidden } from 'shared';

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

/** A grey bar standing in for a line of text or a block (a plain box: no component library needed). */
function Bar({ width = '100%', height = 18, onDark = false }: { width?: number | string; height?: number; onDark?: boolean }) {
  return (
    <Box
      sx={{
        width,
        height,
        my: 1,
        borderRadius: 1,
        bgcolor: onDark ? 'rgba(255,255,255,0.18)' : 'rgba(0,0,0,0.11)',
        animation: `${pulse} 1.6s ease-in-out 0.4s infinite`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}

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
          <Bar width={160} onDark />
          <Bar width="60%" height={44} onDark />
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }} aria-hidden>
        <Bar width="40%" height={30} />
        <Bar />
        <Bar />
        <Bar width="80%" />
        <Bar height={220} />
      </Container>
    </Box>
  );
}
