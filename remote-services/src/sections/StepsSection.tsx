import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardIcon, cardSx, headingIdOf, PageSection, Reveal, type SectionTone } from 'shared';
import type { StepsBlock } from '../content/types';
import { IntroHeading } from './IntroHeading';
import { IntroLink } from './IntroLink';
import { stepColumns } from './stepColumns';
import { TileGrid } from './TileGrid';

/** A numbered list of steps, each with its label and what happens in it. */
export function StepsSection({ content, tone }: { content: StepsBlock; tone?: SectionTone }) {
  const headingId = headingIdOf(content.heading);
  const columns = stepColumns(content.steps.length);
  return (
    <PageSection headingId={headingId} tone={tone}>
      <IntroHeading id={headingId} intro={content} />
      <TileGrid columns={columns} ordered>
        {content.steps.map((step, index) => (
          <Reveal key={step.label} delay={(index % columns) * 0.12} sx={{ display: 'flex', width: '100%' }}>
            <Box
              sx={{
                ...cardSx,
                // Beside the number on phones, under it once the tiles are narrow columns.
                flexDirection: { xs: 'row', sm: 'column' },
                alignItems: 'flex-start',
                gap: 2,
              }}
            >
              <CardIcon>{String(index + 1).padStart(2, '0')}</CardIcon>
              <div>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.75 }}>
                  {step.label}
                </Typography>
                <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{step.description}</Typography>
              </div>
            </Box>
          </Reveal>
        ))}
      </TileGrid>
      <IntroLink intro={content} />
    </PageSection>
  );
}
