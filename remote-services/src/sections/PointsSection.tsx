import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardGrid, CardIcon, cardSx, CheckList, headingIdOf, PageSection, Reveal, type SectionTone } from 'shared';
import type { PointsBlock } from '../content/types';
import { IntroHeading } from './IntroHeading';
import { IntroLink } from './IntroLink';

/** One or more headed lists of points, side by side on wide screens, on the site's card grid. */
export function PointsSection({ content, tone }: { content: PointsBlock; tone?: SectionTone }) {
  const headingId = headingIdOf(content.heading);
  const count = content.groups.length;
  return (
    <PageSection headingId={headingId} tone={tone}>
      <IntroHeading id={headingId} intro={content} />
      <CardGrid columns={{ md: Math.min(count, 3) }}>
        {content.groups.map((group, index) => (
          <Reveal key={group.heading} delay={index * 0.12} sx={{ display: 'flex', width: '100%' }}>
            <Box sx={cardSx}>
              <CardIcon icon={FactCheckRounded} />
              <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
                {group.heading}
              </Typography>
              <CheckList points={group.points} columns={count === 1 ? 2 : 1} />
            </Box>
          </Reveal>
        ))}
      </CardGrid>
      <IntroLink intro={content} />
    </PageSection>
  );
}
