import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import { CardGrid, CheckList, headingIdOf, PageSection, Reveal, RowCard, type SectionTone } from 'shared';
import type { PointsBlock } from '../content/types';
import { IntroHeading } from './IntroHeading';
import { IntroLink } from './IntroLink';

/**
 * One or more headed lists of points, one row card each, stacked, so lists
 * of unequal length never leave a card of a row half empty.
 */
export function PointsSection({ content, tone }: { content: PointsBlock; tone?: SectionTone }) {
  const headingId = headingIdOf(content.heading);
  const count = content.groups.length;
  return (
    <PageSection headingId={headingId} tone={tone}>
      <IntroHeading id={headingId} intro={content} />
      <CardGrid columns={{}}>
        {content.groups.map((group, index) => (
          <Reveal key={group.heading} delay={index * 0.12} sx={{ display: 'flex', width: '100%' }}>
            <RowCard title={group.heading} icon={FactCheckRounded}>
              <CheckList points={group.points} columns={count === 1 ? 2 : 1} />
            </RowCard>
          </Reveal>
        ))}
      </CardGrid>
      <IntroLink intro={content} />
    </PageSection>
  );
}
