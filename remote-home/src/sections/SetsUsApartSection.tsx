import type { SvgIconComponent } from '@mui/icons-material';
import AssignmentTurnedInRounded from '@mui/icons-material/AssignmentTurnedInRounded';
import BadgeRounded from '@mui/icons-material/BadgeRounded';
import PublishedWithChangesRounded from '@mui/icons-material/PublishedWithChangesRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import { CardGrid, FeatureTile, PageSection, Reveal, SectionHeading } from 'shared';
import { differentiators, type Differentiator } from '../content/about';

const icons: Record<Differentiator['icon'], SvgIconComponent> = {
  rcm: PublishedWithChangesRounded,
  'prior-auth': AssignmentTurnedInRounded,
  credentialing: BadgeRounded,
  ar: TrendingUpRounded,
};

/** About: the four things that set the company apart, each leading to its service. */
export function SetsUsApartSection() {
  return (
    <PageSection headingId="sets-us-apart-heading" tone="mist">
      <Reveal>
        <SectionHeading id="sets-us-apart-heading" eyebrow="Our difference" title="What Sets Us Apart" align="center">
          Four areas where practices lose the most money, and where our teams specialize.
        </SectionHeading>
      </Reveal>
      <CardGrid columns={{ md: 2 }}>
        {differentiators.map((item, position) => (
          <Reveal key={item.title} delay={(position % 2) * 0.12}>
            <FeatureTile icon={icons[item.icon]} title={item.title} link={item.link}>
              {item.description}
            </FeatureTile>
          </Reveal>
        ))}
      </CardGrid>
    </PageSection>
  );
}
