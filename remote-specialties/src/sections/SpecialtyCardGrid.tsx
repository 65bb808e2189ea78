import {
  CardGrid,
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
  copy: { heading: string; intro: string };
  specialties: readonly SpecialtySummary[];
  tone: SectionTone;
}

/** A grid of specialty cards (four columns on large screens), each leading to its page. */
export function SpecialtyCardGrid({ id, copy, specialties, tone }: SpecialtyCardGridProps) {
  return (
    <PageSection headingId={`${id}-heading`} tone={tone} spacing="regular">
      <SectionHeading id={`${id}-heading`} eyebrow="Specialties" title={copy.heading} align="center">
        {copy.intro}
      </SectionHeading>
      <CardGrid columns={{ sm: 2, lg: 4 }}>
        {specialties.map((specialty, index) => (
          <Reveal key={specialty.slug} delay={(index % 4) * 0.1} sx={{ display: 'flex', width: '100%' }}>
            <LinkCard
              icon={specialtyIcons[specialty.slug]}
              title={specialty.name}
              description={specialty.description}
              to={specialty.path}
              cta="Read More"
              ctaContext={` about ${specialty.name} billing`}
            />
          </Reveal>
        ))}
      </CardGrid>
    </PageSection>
  );
}
