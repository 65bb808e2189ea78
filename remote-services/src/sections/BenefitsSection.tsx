import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import { CardGrid, FeatureTile, Reveal, type SectionTone } from 'shared';
import type { BenefitsBlock } from '../content/types';
import { IntroSection } from './IntroSection';

export interface BenefitsSectionProps {
  content: BenefitsBlock;
  tone?: SectionTone;
  /** Cards per row on wide screens (two beside the "On this page" column for longer cards). */
  columns?: 2 | 3;
}

/** Benefits (or any label-plus-description items) as a grid of tiles. */
export function BenefitsSection({ content, tone, columns = 3 }: BenefitsSectionProps) {
  return (
    <IntroSection intro={content} tone={tone}>
      <CardGrid columns={{ sm: 2, lg: columns }}>
        {content.items.map((item, index) => (
          <Reveal key={item.label} delay={(index % columns) * 0.1} sx={{ display: 'flex', width: '100%' }}>
            <FeatureTile icon={TaskAltRounded} title={item.label}>
              {item.description}
            </FeatureTile>
          </Reveal>
        ))}
      </CardGrid>
    </IntroSection>
  );
}
