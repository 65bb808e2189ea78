import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CheckList, headingIdOf, PageSection, Reveal, type SectionTone } from 'shared';
import type { PointsBlock } from '../content/types';
import { IntroHeading } from './IntroHeading';
import { IntroLink } from './IntroLink';

/** One or more headed lists of points, side by side on wide screens. */
export function PointsSection({ content, tone }: { content: PointsBlock; tone?: SectionTone }) {
  const headingId = headingIdOf(content.heading);
  const count = content.groups.length;
  return (
    <PageSection headingId={headingId} tone={tone}>
      <IntroHeading id={headingId} intro={content} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(count, 3)}, minmax(0, 1fr))` },
        }}
      >
        {content.groups.map((group, index) => (
          <Reveal key={group.heading} delay={index * 0.12} sx={{ display: 'flex' }}>
            <Box
              sx={{
                width: '100%',
                p: { xs: 3, md: 4 },
                borderRadius: 2,
                bgcolor: tone === 'mist' ? 'background.paper' : 'rgba(10, 90, 138, 0.045)',
                border: 1,
                borderColor: 'rgba(10, 61, 98, 0.12)',
              }}
            >
              <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 2.5 }}>
                {group.heading}
              </Typography>
              <CheckList points={group.points} columns={count === 1 ? 2 : 1} />
            </Box>
          </Reveal>
        ))}
      </Box>
      <IntroLink intro={content} />
    </PageSection>
  );
}
