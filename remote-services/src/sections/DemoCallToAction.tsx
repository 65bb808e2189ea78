import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection, Reveal } from 'shared';
import type { DemoBlock } from '../content/types';

/** A call to action inside the page (e.g. a demo), lighter than the closing band. */
export function DemoCallToAction({ content }: { content: DemoBlock }) {
  const headingId = useId();
  return (
    <PageSection headingId={headingId} spacing="compact">
      <Reveal>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: 'auto 1fr auto' },
            p: { xs: 3, md: 4 },
            borderRadius: 2,
            border: 2,
            borderColor: 'secondary.main',
            bgcolor: 'rgba(14, 124, 107, 0.06)',
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 64,
              height: 64,
              borderRadius: '50%',
              display: { xs: 'none', md: 'grid' },
              placeItems: 'center',
              color: '#fff',
              bgcolor: 'secondary.main',
            }}
          >
            <EventAvailableRounded sx={{ fontSize: 34 }} />
          </Box>
          <div>
            <Typography variant="h2" id={headingId} sx={{ fontSize: { xs: '1.45rem', md: '1.75rem' }, mb: 1 }}>
              {content.heading}
            </Typography>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{content.text}</Typography>
          </div>
          <Box sx={{ justifySelf: { xs: 'start', md: 'end' }, whiteSpace: 'nowrap' }}>
            <Button component={RouterLink} to={content.link.to} variant="contained" color="secondary" endIcon={<ArrowForwardRounded aria-hidden />}>
              {content.link.label}
            </Button>
          </Box>
        </Box>
      </Reveal>
    </PageSection>
  );
}
