import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { headingIdOf, PageSection, SectionHeading, type SectionTone } from 'shared';
import type { SectionIntro } from '../content/types';

/**
 * A section of a service page: its opening (eyebrow, h2 and intro), its
 * content, and the link the content may end with (e.g. to the specialties
 * index). The opening does not animate: it is the top of each section,
 * already in view when a section below the fold loads, and the overview, on
 * the page's first screen, opens with it too.
 */
export function IntroSection({ intro, tone, children }: { intro: SectionIntro; tone?: SectionTone; children: ReactNode }) {
  const headingId = headingIdOf(intro.heading);
  return (
    <PageSection headingId={headingId} tone={tone}>
      <SectionHeading id={headingId} title={intro.heading} eyebrow={intro.eyebrow}>
        {intro.intro}
      </SectionHeading>
      {children}
      {intro.link && (
        <Box sx={{ mt: { xs: 4, md: 5 }, textAlign: 'left' }}>
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
      )}
    </PageSection>
  );
}
