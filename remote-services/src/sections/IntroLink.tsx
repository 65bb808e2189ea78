import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { SectionIntro } from '../content/types';

/** The link a section's content may end with, e.g. to the specialties index. */
export function IntroLink({ intro, align = 'left' }: { intro: SectionIntro; align?: 'left' | 'center' }) {
  if (!intro.link) return null;
  return (
    <Box sx={{ mt: { xs: 4, md: 5 }, textAlign: align }}>
      <Button
        component={RouterLink}
        to={intro.link.to}
        variant="outlined"
        color="primary"
        endIcon={<ArrowForwardRounded aria-hidden />}
      >
        {intro.link.label}
      </Button>
    </Box>
  );
}
