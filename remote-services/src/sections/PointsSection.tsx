import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import { CardGrid, CheckList, FeatureTile, Reveal, RowCard, type SectionTone } from 'shared';
import type { PointsBlock } from '../content/types';
import { IntroSection } from './IntroSection';

/**
 * One or more headed lists of points. Lists of sentences stack, one row card
 * each, so lists of unequal length never leave a card of a row half empty;
 * lists of a few words (what a payer asks for) sit side by side.
 */
export function PointsSection({ content, tone }: { content: PointsBlock; tone?: SectionTone }) {
  const count = content.groups.length;
  const short = content.groups.every((group) => group.points.every((point) => point.length <= 40));
  return (
    <IntroSection intro={content} tone={tone}>
      <CardGrid columns={short ? { sm: count } : {}}>
        {content.groups.map((group, index) => (
          <Reveal key={group.heading} delay={index * 0.12} sx={{ display: 'flex', width: '100%' }}>
            {short ? (
              <FeatureTile icon={FactCheckRounded} title={group.heading}>
                <CheckList points={group.points} />
              </FeatureTile>
            ) : (
              <RowCard title={group.heading} icon={FactCheckRounded}>
                <CheckList points={group.points} columns={count === 1 ? 2 : 1} />
              </RowCard>
            )}
          </Reveal>
        ))}
      </CardGrid>
    </IntroSection>
  );
}
