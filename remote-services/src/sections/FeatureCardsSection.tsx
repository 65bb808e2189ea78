import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardGrid, CardIcon, cardSx, CheckList, Reveal, type SectionTone } from 'shared';
import type { SectionIconName, SectionIntro } from '../content/types';
import { IntroSection } from './IntroSection';
import { sectionIcons } from './sectionIcons';

/** A feature card (icon, title, points) or a feature group (title, points) of the email marketing system. */
export interface CardContent {
  title: string;
  points: string[];
  icon?: SectionIconName;
}

export interface FeatureCardsSectionProps {
  intro: SectionIntro;
  cards: readonly CardContent[];
  tone?: SectionTone;
  /** Cards per row on wide screens. */
  columns?: 2 | 3;
}

/** A grid of cards, each with its icon (or number), title and a checklist. */
export function FeatureCardsSection({ intro, cards, tone, columns = 3 }: FeatureCardsSectionProps) {
  return (
    <IntroSection intro={intro} tone={tone}>
      <CardGrid columns={{ sm: 2, lg: columns }}>
        {cards.map((card, index) => (
          <Reveal key={card.title} delay={(index % columns) * 0.12} sx={{ display: 'flex', width: '100%' }}>
            <Box sx={cardSx}>
              <CardIcon icon={card.icon && sectionIcons[card.icon]}>{String(index + 1).padStart(2, '0')}</CardIcon>
              <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
                {card.title}
              </Typography>
              <CheckList points={card.points} />
            </Box>
          </Reveal>
        ))}
      </CardGrid>
    </IntroSection>
  );
}
