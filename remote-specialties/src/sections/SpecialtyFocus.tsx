import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import { brand, CardGrid, PageSection, SectionHeading, type SectionTone } from 'shared';
import type { SpecialtyContent } from '../content/specialtyContent';
import { cardSurface } from './cardSurface';

/** The conditions a specialty treats, or the services it covers, as a checklist grid. */
export function SpecialtyFocus({ focus, tone }: { focus: SpecialtyContent['focus']; tone: SectionTone }) {
  return (
    <PageSection headingId="focus-heading" tone={tone} spacing="regular">
      <SectionHeading
        id="focus-heading"
        eyebrow={focus.kind === 'conditions' ? 'Conditions treated' : 'Services covered'}
        title={focus.heading}
      >
        {focus.intro}
      </SectionHeading>
      <CardGrid columns={{ sm: 2, lg: 3 }} gap={2}>
        {focus.points.map((point) => (
          <Box
            key={point}
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'flex-start',
              p: 2,
              borderRadius: 3,
              bgcolor: cardSurface(tone),
              border: '1px solid',
              borderColor: 'rgba(10, 61, 98, 0.12)',
              fontWeight: 600,
              lineHeight: 1.5,
            }}
          >
            <CheckCircleRounded aria-hidden sx={{ color: brand.teal, flexShrink: 0, mt: '1px' }} />
            <span>{point}</span>
          </Box>
        ))}
      </CardGrid>
    </PageSection>
  );
}
