import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'shared/router';
import { SectionHeading } from 'shared';
import type { SectionIntro } from '../content/types';
import { toneBackground, type SectionTone } from './sectionTone';

export interface SectionFrameProps {
  intro: SectionIntro;
  tone?: SectionTone;
  align?: 'left' | 'center';
  children: ReactNode;
}

/**
 * The frame every section shares: a landmark named by its h2, the section's
 * own content, and its optional link. The heading does not animate: it is the
 * top of each section, already in view when a section below the fold loads,
 * and the overview, on the page's first screen, has this frame too.
 */
export function SectionFrame({ intro, tone = 'white', align = 'left', children }: SectionFrameProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ bgcolor: toneBackground[tone], py: { xs: 7, md: 10 }, overflowX: 'clip' }}>
      <Container maxWidth="lg">
        <SectionHeading id={headingId} title={intro.heading} align={align} eyebrow={intro.eyebrow}>
          {intro.intro}
        </SectionHeading>
        {children}
        {intro.link && (
          <Box sx={{ mt: { xs: 4, md: 5 }, textAlign: align }}>
            <Button
              component={RouterLink}
              to={intro.link.to}
              variant="outlined"
              color="primary"
              size="large"
              endIcon={<ArrowForwardRounded aria-hidden />}
            >
              {intro.link.label}
            </Button>
          </Box>
        )}
      </Container>
    </Box>
  );
}
