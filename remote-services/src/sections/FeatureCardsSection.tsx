import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand, CheckList, headingIdOf, PageSection, Reveal, type SectionTone } from 'shared';
import type { SectionIconName, SectionIntro } from '../content/types';
import { IntroHeading } from './IntroHeading';
import { IntroLink } from './IntroLink';
import { sectionIcons } from './sectionIcons';
import { TileGrid } from './TileGrid';

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
  columns?: 2 | 3 | 4;
}

/** A grid of cards, each with its icon (or number), title and a checklist. */
export function FeatureCardsSection({ intro, cards, tone, columns = 3 }: FeatureCardsSectionProps) {
  const headingId = headingIdOf(intro.heading);
  return (
    <PageSection headingId={headingId} tone={tone}>
      <IntroHeading id={headingId} intro={intro} />
      <TileGrid columns={columns}>
        {cards.map((card, index) => {
          const Icon = card.icon ? sectionIcons[card.icon] : undefined;
          return (
            <Reveal key={card.title} delay={(index % columns) * 0.12} sx={{ display: 'flex', width: '100%' }}>
              <Box
                sx={{
                  position: 'relative',
                  overflow: 'hidden',
                  width: '100%',
                  p: { xs: 3, md: 3.5 },
                  borderRadius: 2,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'rgba(10, 61, 98, 0.12)',
                  boxShadow: '0 12px 32px -24px rgba(10, 61, 98, 0.45)',
                  '&::before': {
                    content: '""',
                    position: 'absolute',
                    insetInline: 0,
                    top: 0,
                    height: 4,
                    background: `linear-gradient(90deg, ${brand.blue}, ${brand.teal})`,
                  },
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 52,
                    height: 52,
                    borderRadius: 1.5,
                    display: 'grid',
                    placeItems: 'center',
                    mb: 2.5,
                    color: 'primary.main',
                    bgcolor: 'rgba(10, 90, 138, 0.09)',
                    fontWeight: 800,
                    fontSize: '1.1rem',
                  }}
                >
                  {Icon ? <Icon sx={{ fontSize: 28 }} /> : String(index + 1).padStart(2, '0')}
                </Box>
                <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 2 }}>
                  {card.title}
                </Typography>
                <CheckList points={card.points} />
              </Box>
            </Reveal>
          );
        })}
      </TileGrid>
      <IntroLink intro={intro} />
    </PageSection>
  );
}
