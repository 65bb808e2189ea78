import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { brand, cardSx, PageSection, SectionHeading, useHydrated } from 'shared';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { badges } from '../content/about';
import { badgeImages } from './badgeImages';
import { pillSx } from './indicatorSx';

const arrowSx = {
  width: 48,
  height: 48,
  border: 1,
  borderColor: 'divider',
  color: 'primary.main',
  bgcolor: 'background.paper',
  '&:hover': { bgcolor: brand.mist },
} as const;

// The arrows are our own buttons beside the heading (one carousel per page).
const arrowIds = { previous: 'badge-carousel-previous', next: 'badge-carousel-next' } as const;

/**
 * About: a looping carousel of the four badges (1 per view on phones, 2 from
 * 768 px, 3 from 1024 px) with arrows and clickable pagination (the site's
 * one indicator style). The arrows are real buttons; Swiper's a11y module labels the
 * slides and makes the pagination bullets keyboard operable.
 */
/** Space between two badges (px). */
const gapPx = 24;

export function LogoCarousel() {
  // The arrows need Swiper: disabled in the HTML until the carousel's code runs.
  const live = useHydrated();
  return (
    <PageSection headingId="badges-heading" tone="mist">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', columnGap: 3 }}>
        <SectionHeading id="badges-heading" eyebrow="Our standards" title="How we work, and what clients see">
          The safeguards we keep for every practice, and what our client practices see on average.
        </SectionHeading>
        <Box sx={{ display: 'flex', gap: 1.5, mb: { xs: 3, md: 5 } }}>
          <IconButton id={arrowIds.previous} aria-label="Previous badge" sx={arrowSx} disabled={!live}>
            <ChevronLeftRounded />
          </IconButton>
          <IconButton id={arrowIds.next} aria-label="Next badge" sx={arrowSx} disabled={!live}>
            <ChevronRightRounded />
          </IconButton>
        </Box>
      </Box>
      <Box
        sx={{
          '--swiper-theme-color': brand.blue,
          '--swiper-pagination-bullet-horizontal-gap': '4px',
          '--swiper-pagination-bottom': '12px',
          '& .swiper': { pb: '48px' },
          // The badges laid out in the HTML as Swiper lays them out once it
          // runs (1, 2 or 3 a view, 24 px apart), so starting it moves nothing.
          '& .swiper-slide': {
            width: '100%',
            height: 'auto',
            mr: `${gapPx}px`,
            '@media (min-width: 768px)': { width: `calc((100% - ${gapPx}px) / 2)` },
            '@media (min-width: 1024px)': { width: `calc((100% - ${2 * gapPx}px) / 3)` },
          },
          // The site's one indicator (indicatorSx.ts) on Swiper's own bullets.
          '& .swiper-pagination-bullet': { ...pillSx(false, brand.blue), cursor: 'pointer' },
          '& .swiper-pagination-bullet-active': pillSx(true, brand.blue),
        }}
      >
        <Swiper
          modules={[Navigation, Pagination, A11y]}
          loop
          slidesPerView={1}
          spaceBetween={gapPx}
          breakpoints={{ 768: { slidesPerView: 2 }, 1024: { slidesPerView: 3 } }}
          pagination={{ clickable: true }}
          a11y={{
            enabled: true,
            prevSlideMessage: 'Previous badge',
            nextSlideMessage: 'Next badge',
            paginationBulletMessage: 'Go to badge {{index}}',
            containerRoleDescriptionMessage: 'carousel',
            itemRoleDescriptionMessage: 'badge',
            slideLabelMessage: '{{index}} of {{slidesLength}}',
          }}
          // Selectors rather than elements: Swiper re-applies its original options at
          // breakpoints, and a selector is still right then.
          navigation={{ prevEl: `#${arrowIds.previous}`, nextEl: `#${arrowIds.next}` }}
        >
          {badges.map((badge) => (
            <SwiperSlide key={badge.id}>
              <Box sx={{ ...cardSx, flexDirection: 'row', alignItems: 'center', gap: 2.5, height: '100%', boxSizing: 'border-box' }}>
                {/* The emblem is decoration: the words beside it say what it stands for. */}
                <Box
                  component="img"
                  src={badgeImages[badge.id]}
                  alt=""
                  width={88}
                  height={88}
                  draggable={false}
                  sx={{ display: 'block', flexShrink: 0 }}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="h3" sx={{ fontWeight: 800, fontSize: '1.2rem', lineHeight: 1.3, color: brand.ink }}>
                    {badge.title}
                  </Typography>
                  <Typography sx={{ mt: 0.75, fontSize: '0.95rem', lineHeight: 1.5, color: 'text.secondary' }}>{badge.detail}</Typography>
                </Box>
              </Box>
            </SwiperSlide>
          ))}
        </Swiper>
      </Box>
    </PageSection>
  );
}
