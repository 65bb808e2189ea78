import Box from '@mui/material/Box';
import {
  LinkCard,
  PageSection,
  Reveal,
  SectionHeading,
  specialtyIcons,
  type SectionTone,
  type SpecialtySummary,
} from 'shared';

export interface SpecialtyCardGridProps {
  id: string;
  heading: string;
  intro: string;
  specialties: readonly SpecialtySummary[];
  tone: SectionTone;
}

/** A grid of specialty cards (four columns on large screens), each leading to its page. */
export function SpecialtyCardGrid({ id, heading, intro, specialties, tone }: SpecialtyCardGridProps) {
  return (
    <PageSection headingId={`${id}-heading`} tone={tone} spacing="regular">
      <SectionHeading id={`${id}-heading`} eyebrow="Specialties" title={heading} align="center">
        {intro}
      </SectionHeading>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {specialties.map((specialty, index) => (
          <Box component="li" key={specialty.slug} sx={{ display: 'flex' }}>
            <Reveal delay={(index % 4) * 0.1} sx={{ display: 'flex', width: '100%' }}>
              <LinkCard
                icon={specialtyIcons[specialty.slug]}
                title={specialty.name}
                description={specialty.description}
                to={specialty.path}
                cta="Read More"
                ctaContext={` about ${specialty.name} billing`}
              />
            </Reveal>
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
