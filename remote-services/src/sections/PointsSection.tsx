import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardGrid, CardIcon, cardSx, CheckList, headingIdOf, PageSection, Reveal, type SectionTone } from 'shared';
import type { PointsBlock } from '../content/types';
import { IntroHeading } from './IntroHeading';
import { IntroLink } from './IntroLink';

/**
 * One or more headed lists of points, one card each, stacked: from 900 px a
 * card's title sits beside its points, so lists of unequal length never leave
 * a card of a row half empty.
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
            <Box sx={{ ...cardSx, display: 'grid', gridTemplateColumns: { md: '15rem 1fr' }, columnGap: 4 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.75, alignSelf: 'start' }}>
                <CardIcon icon={FactCheckRounded} />
                <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
                  {group.heading}
                </Typography>
              </Box>
              <CheckList points={group.points} columns={count === 1 ? 2 : 1} />
            </Box>
          </Reveal>
        ))}
      </CardGrid>
      <IntroLink intro={content} />
    </PageSection>
  );
}
