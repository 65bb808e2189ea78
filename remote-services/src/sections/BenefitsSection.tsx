import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardGrid, CardIcon, cardSx, headingIdOf, PageSection, Reveal, type SectionTone } from 'shared';
import type { BenefitsBlock } from '../content/types';
import { IntroHeading } from './IntroHeading';
import { IntroLink } from './IntroLink';

export interface BenefitsSectionProps {
  content: BenefitsBlock;
  tone?: SectionTone;
  /** Cards per row on wide screens (two beside the "On this page" column for longer cards). */
  columns?: 2 | 3;
}

/** Benefits (or any label-plus-description items) as a grid of tiles. */
export function BenefitsSection({ content, tone, columns = 3 }: BenefitsSectionProps) {
  const headingId = headingIdOf(content.heading);
  return (
    <PageSection headingId={headingId} tone={tone}>
      <IntroHeading id={headingId} intro={content} />
      <CardGrid columns={{ sm: 2, lg: columns }}>
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
      </CardGrid>
      <IntroLink intro={content} />
    </PageSection>
  );
}
