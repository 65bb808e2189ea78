import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardIcon, cardSx, headingIdOf, PageSection, Reveal, type SectionTone } from 'shared';
import type { BenefitsBlock } from '../content/types';
import { IntroHeading } from './IntroHeading';
import { IntroLink } from './IntroLink';
import { TileGrid } from './TileGrid';

export interface BenefitsSectionProps {
  content: BenefitsBlock;
  tone?: SectionTone;
  columns?: 3 | 4;
}

/** Benefits (or any label-plus-description items) as a grid of tiles. */
export function BenefitsSection({ content, tone, columns = 3 }: BenefitsSectionProps) {
  const headingId = headingIdOf(content.heading);
  return (
    <PageSection headingId={headingId} tone={tone}>
      <IntroHeading id={headingId} intro={content} />
      <TileGrid columns={columns}>
        {content.items.map((item, index) => (
          <Reveal key={item.label} delay={(index % columns) * 0.1} sx={{ display: 'flex', width: '100%' }}>
            <Box sx={cardSx}>
              <CardIcon icon={TaskAltRounded} />
              <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
                {item.label}
              </Typography>
              <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{item.description}</Typography>
            </Box>
          </Reveal>
        ))}
      </TileGrid>
      <IntroLink intro={content} />
    </PageSection>
  );
}
