import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { brand, PageSection } from 'shared';
import { missionStatements } from '../content/about';
import { missionTiming } from './missionTiming';
import { useCarousel } from './useCarousel';

const arrowSx = {
  color: '#fff',
  border: '1px solid rgba(255,255,255,0.5)',
  width: 48,
  height: 48,
  '&:hover': { bgcolor: 'rgba(255,255,255,0.14)' },
} as const;

/** About: the three mission statements; arrows move through them, wrapping both ways. */
export function MissionCarousel() {
  const { index, next, previous } = useCarousel({ count: missionStatements.length, lockMs: missionTiming.fadeMs });

  return (
    <PageSection
      headingId="mission-heading"
      aria-roledescription="carousel"
      tone="dark"
      maxWidth="md"
      sx={{ background: `linear-gradient(135deg, ${brand.navy} 0%, ${brand.blue} 100%)` }}
      containerSx={{ textAlign: 'center' }}
    >
      <FormatQuoteRounded aria-hidden sx={{ fontSize: 56, color: '#9EE5D8' }} />
      <Typography id="mission-heading" variant="h2">
        Our Mission
      </Typography>
      <Box aria-live="polite" sx={{ display: 'grid', mt: 3 }}>
        {missionStatements.map((statement, position) => {
          const active = position === index;
          return (
            <Box
              key={statement}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${missionStatements.length}`}
              aria-hidden={!active}
              data-active={active || undefined}
              sx={{
                gridArea: '1 / 1',
                alignSelf: 'center',
                opacity: active ? 1 : 0,
                visibility: active ? 'visible' : 'hidden',
                transition: active
                  ? `opacity ${missionTiming.fadeMs}ms ease, visibility 0s`
                  : `opacity ${missionTiming.fadeMs}ms ease, visibility 0s linear ${missionTiming.fadeMs}ms`,
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            >
              <Typography component="p" sx={{ fontSize: { xs: '1.25rem', md: '1.6rem' }, lineHeight: 1.55, fontWeight: 500 }}>
                {statement}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ mt: 4, display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2 }}>
        <IconButton aria-label="Previous mission statement" onClick={previous} sx={arrowSx}>
          <ChevronLeftRounded />
        </IconButton>
        <Typography component="p" aria-hidden sx={{ minWidth: 56, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {index + 1} / {missionStatements.length}
        </Typography>
        <IconButton aria-label="Next mission statement" onClick={next} sx={arrowSx}>
          <ChevronRightRounded />
        </IconButton>
      </Box>
    </PageSection>
  );
}
