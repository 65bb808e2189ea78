import { CardGrid, LinkCard, Reveal, serviceCards, serviceIcons, type SectionTone } from 'shared';
import type { SectionIntro } from '../content/types';
import { IntroSection } from './IntroSection';

export interface ServiceLinksSectionProps {
  intro: SectionIntro;
  /** The page's own route, left out of the list. */
  currentPath?: string;
  tone?: SectionTone;
}

/** The site's core services as cards linking to their pages. */
export function ServiceLinksSection({ intro, currentPath, tone }: ServiceLinksSectionProps) {
  const services = serviceCards.filter((service) => service.path !== currentPath);
  return (
    <IntroSection intro={intro} tone={tone}>
      <CardGrid columns={{ sm: 2, lg: 3 }}>
        {services.map((service, index) => (
          <Reveal key={service.id} delay={(index % 3) * 0.1} sx={{ display: 'flex', width: '100%' }}>
            <LinkCard
              icon={serviceIcons[service.icon]}
              title={service.title}
              description={service.description}
              to={service.path}
              cta="Learn more"
            />
          </Reveal>
        ))}
      </CardGrid>
    </IntroSection>
  );
}
