import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { brand, PageSection, useHydrated, usePrefersReducedMotion } from 'shared';
import { A11y, EffectFade, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { missionStatements } from '../content/about';
import { missionTiming } from './missionTiming';
import { pillSx } from './indicatorSx';

const arrowSx = {
  color: '#fff',
  border: '1px solid rgba(255,255,255,0.5)',
  width: 48,
  height: 48,
  '&:hover': { bgcolor: 'rgba(255,255,255,0.14)' },
  // Until the carousel's code runs: visibly unavailable, on the dark band.
  '&.Mui-disabled': { color: 'rgba(255,255,255,0.45)', borderColor: 'rgba(255,255,255,0.2)' },
} as const;

// The arrows are our own buttons under the statements (one mission carousel per page).
const arrowIds = { previous: 'mission-previous', next: 'mission-next' } as const;

const slidesSx = {
  mt: 3,
  // Every statement takes the height of the longest, centred in it, so the
  // section never changes height.
  '& .swiper .swiper-slide': {
    height: 'auto',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    // A statement fading out stays visible until the fade ends; one fading in
    // is visible at once (Swiper sets the duration).
    transitionProperty: 'opacity, visibility',
  },
  // The statements not shown: hidden from sight, not only transparent, in
  // the HTML as well as once the carousel runs.
  '& .swiper .swiper-slide[aria-hidden="true"]': { visibility: 'hidden' },
} as const;

/**
 * About: the three mission statements, cross-fading in 500 ms; the arrows
 * move through them, wrapping both ways (Swiper's rewind), and a press during
 * a change is ignored. Swiper runs it: the badge carousel further down the
 * page brings the same library.
 */
export function MissionCarousel() {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // The arrows need Swiper: disabled in the HTML until the carousel's code runs.
  const live = useHydrated();

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
      <Box sx={slidesSx}>
        <Swiper
          modules={[Navigation, EffectFade, A11y]}
          effect="fade"
          fadeEffect={{ crossFade: true }}
          rewind
          speed={reducedMotion ? 0 : missionTiming.fadeMs}
          preventInteractionOnTransition
          // Only the arrows move it: the statements' text stays selectable.
          allowTouchMove={false}
          // Selectors rather than elements: Swiper re-applies its original
          // options at breakpoints, and a selector is still right then.
          navigation={{ prevEl: `#${arrowIds.previous}`, nextEl: `#${arrowIds.next}` }}
          a11y={{
            prevSlideMessage: 'Previous mission statement',
            nextSlideMessage: 'Next mission statement',
            itemRoleDescriptionMessage: 'slide',
            slideLabelMessage: '{{index}} of {{slidesLength}}',
          }}
          onSlideChange={(swiper) => setIndex(swiper.activeIndex)}
        >
          {missionStatements.map((statement, position) => (
            <SwiperSlide
              key={statement}
              // As Swiper's a11y module labels them, so the HTML says the same.
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${missionStatements.length}`}
              aria-hidden={position !== index}
            >
              <Typography component="p" sx={{ fontSize: { xs: '1.25rem', md: '1.6rem' }, lineHeight: 1.55, fontWeight: 500 }}>
                {statement}
              </Typography>
            </SwiperSlide>
          ))}
        </Swiper>
      </Box>
      <Box sx={{ mt: 4, display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 2 }}>
        <IconButton id={arrowIds.previous} aria-label="Previous mission statement" sx={arrowSx} disabled={!live}>
          <ChevronLeftRounded />
        </IconButton>
        {/* Where the statement shown stands, in the site's one indicator style (the slides say it to screen readers). */}
        <Box aria-hidden sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {missionStatements.map((statement, position) => (
            <Box component="span" key={statement} sx={pillSx(position === index, 'currentColor')} />
          ))}
        </Box>
        <IconButton id={arrowIds.next} aria-label="Next mission statement" sx={arrowSx} disabled={!live}>
          <ChevronRightRounded />
        </IconButton>
      </Box>
    </PageSection>
  );
}
