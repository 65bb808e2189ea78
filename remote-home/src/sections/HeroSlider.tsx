import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FocusEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { brand, focusRingOnDark, GlyphArt, useHydrated, usePrefersReducedMotion, visuallyHidden } from 'shared';
import { heroSlides, homeHeading, type HeroSlide } from '../content/heroSlides';
import { A11y, Autoplay, EffectFade, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/effect-fade';
import { pillSx } from './indicatorSx';

// Original background: medical crosses over the brand gradient.
const crossPattern =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='64' height='64' viewBox='0 0 64 64'%3E%3Cpath d='M28 20h8v8h8v8h-8v8h-8v-8h-8v-8h8z' fill='%23ffffff' fill-opacity='0.05'/%3E%3C/svg%3E\")";

const controlSx = {
  color: '#fff',
  border: '1px solid rgba(255,255,255,0.45)',
  '&:hover': { bgcolor: 'rgba(255,255,255,0.14)' },
  // Until the slider's code runs: visibly unavailable, on the dark hero.
  '&.Mui-disabled': { color: 'rgba(255,255,255,0.45)', borderColor: 'rgba(255,255,255,0.2)' },
} as const;

const arrowSx = { ...controlSx, display: { xs: 'none', lg: 'inline-flex' } } as const;

function SlideContent({ slide }: { slide: HeroSlide }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1.4fr 1fr', md: '1.15fr 0.85fr' },
        alignItems: 'center',
        gap: { xs: 3, md: 6 },
        width: '100%',
      }}
    >
      <div>
        <Typography
          component="p"
          sx={{ color: '#9EE5D8', fontWeight: 700, letterSpacing: 1.4, textTransform: 'uppercase', fontSize: '0.85rem', mb: 1.5 }}
        >
          {slide.eyebrow}
        </Typography>
        {/* Styled like the page's title; the page's one h1 is the stable one before the slider. */}
        <Typography variant="h1" component="h2" sx={{ maxWidth: 640 }}>
          {slide.heading}
        </Typography>
        <Typography sx={{ mt: 2.5, fontSize: { xs: '1.05rem', md: '1.15rem' }, lineHeight: 1.7, opacity: 0.92, maxWidth: 600, textWrap: 'pretty' }}>
          {slide.description}
        </Typography>
        <Box sx={{ mt: 4 }}>
          <Button component={RouterLink} to={slide.action.to} variant="contained" color="secondary" endIcon={<ArrowForwardRounded aria-hidden />}>
            {slide.action.label}
            {/* What the link is about, for screen readers and search engines; the visible label stays short. */}
            <span style={visuallyHidden}>: {slide.heading}</span>
          </Button>
        </Box>
      </div>
      <GlyphArt glyph={slide.art} sx={{ display: { xs: 'none', sm: 'block' }, width: '100%', maxWidth: 520, justifySelf: 'end', '--art-accent': brand.mint }} />
    </Box>
  );
}

/** Hero slider times (ms): each slide shows for 5 s; a change fades over 1 s and locks the slider meanwhile. */
const heroTiming = { autoAdvanceMs: 5000, fadeMs: 1000 } as const;

// Started and stopped by the effect below (the visitor's choice, reduced motion, focus).
const autoplay = { delay: heroTiming.autoAdvanceMs, disableOnInteraction: false, pauseOnMouseEnter: true } as const;

// The arrows are our own buttons beside the slide buttons (one hero per page).
const arrowIds = { previous: 'hero-previous', next: 'hero-next' } as const;

const slidesSx = {
  // Every slide takes the height of the tallest, so the hero never changes height.
  // (`.swiper` in the selector: more specific than Swiper's own `.swiper-fade .swiper-slide`.)
  '& .swiper .swiper-slide': { height: 'auto', display: 'flex', alignItems: 'center', transitionProperty: 'opacity, visibility' },
  // The slides not shown: out of sight and out of the tab order, in the HTML
  // as well as once the slider runs; the outgoing one stays until it has faded.
  '& .swiper .swiper-slide[aria-hidden="true"]': { visibility: 'hidden' },
} as const;

/**
 * The home page's hero: three slides that cross-fade every 5 s and wrap, with
 * arrows on large screens and slide buttons everywhere. Swiper runs it
 * (autoplay, fade, rewind, a lock while a change fades); it stops while the
 * pointer is on it (Swiper's pauseOnMouseEnter), while keyboard focus is in
 * it or in a dialog open over the page (the site search), when the visitor
 * presses Pause, and when the visitor asked for reduced motion. All slides are in the markup, the first one shown, so the heading
 * and every illustration load with the page.
 *
 * The page's h1 stands before the slider, out of sight but always there for
 * screen readers and search engines: slides that are not showing are hidden
 * from assistive technology, so an h1 inside the first slide would vanish
 * while the second or third shows. Each slide's visible heading is an h2.
 */
/** Whether keyboard focus is in a dialog (the site search, opened over the page by the shell). */
function useFocusInDialog() {
  const [inDialog, setInDialog] = useState(false);
  useEffect(() => {
    // Where focus goes: the focused element, or on leaving one, the next (none: the page's body).
    const update = (event: globalThis.FocusEvent) => {
      const next = event.type === 'focusin' ? event.target : event.relatedTarget;
      setInDialog(next instanceof Element && next.closest('[role="dialog"], dialog') !== null);
    };
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);
  return inDialog;
}

export function HeroSlider() {
  const reducedMotion = usePrefersReducedMotion();
  // The controls need the slider's code: disabled in the HTML until it runs.
  const live = useHydrated();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const [focused, setFocused] = useState(false);
  const inDialog = useFocusInDialog();
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;

  // Auto-advance runs while the visitor lets it play and keyboard focus is
  // elsewhere; every start waits a full 5 s.
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing && !focused && !inDialog) {
      if (!swiper.autoplay.running) swiper.autoplay.start();
    } else if (swiper.autoplay.running) swiper.autoplay.stop();
  }, [swiper, playing, focused, inDialog]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <>
      {/* The page's name in search results is "Home", not the first slide's heading. */}
      <Typography component="h1" sx={visuallyHidden} data-pagefind-meta="title:Home">
        {homeHeading}
      </Typography>
      <Box
        component="section"
        aria-roledescription="carousel"
        aria-label="Highlights"
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        sx={{
          ...focusRingOnDark,
          color: '#fff',
          backgroundColor: brand.navy,
          backgroundImage: `${crossPattern}, radial-gradient(circle at 85% 30%, rgba(14,124,107,0.55), transparent 55%), linear-gradient(135deg, ${brand.navy} 0%, ${brand.blue} 100%)`,
        }}
      >
        <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 8 }, pb: { xs: 11, md: 13 }, ...slidesSx }}>
          <Swiper
            modules={[Autoplay, EffectFade, Navigation, A11y]}
            effect="fade"
            fadeEffect={{ crossFade: true }}
            rewind
            speed={reducedMotion ? 0 : heroTiming.fadeMs}
            // The 1 s lock: a press while a change fades is ignored, not queued.
            preventInteractionOnTransition
            autoplay={autoplay}
            // Only the controls move it: the slides' text stays selectable.
            allowTouchMove={false}
            navigation={{ prevEl: `#${arrowIds.previous}`, nextEl: `#${arrowIds.next}` }}
            a11y={{
              prevSlideMessage: 'Previous slide',
              nextSlideMessage: 'Next slide',
              itemRoleDescriptionMessage: 'slide',
              slideLabelMessage: '{{index}} of {{slidesLength}}',
              wrapperLiveRegion: false,
            }}
            // A change the visitor made is announced; one made by the timer is not.
            aria-live={playing && !focused ? 'off' : 'polite'}
            onSwiper={setSwiper}
            onSlideChange={(instance) => setIndex(instance.activeIndex)}
          >
            {heroSlides.map((slide, position) => (
              <SwiperSlide
                key={slide.id}
                // As Swiper's a11y module labels them, so the HTML says the same.
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${heroSlides.length}`}
                aria-hidden={position !== index}
                inert={position !== index}
              >
                <SlideContent slide={slide} />
              </SwiperSlide>
            ))}
            {/* Inside the slider's frame, so the pointer on the controls pauses it too.
                Without scripts the first slide stays and the controls could never work: not shown. */}
            <Box
              slot="container-end"
              sx={{ mt: { xs: 4, md: 3 }, display: 'flex', alignItems: 'center', gap: 1.5, '@media (scripting: none)': { display: 'none' } }}
            >
              <IconButton id={arrowIds.previous} aria-label="Previous slide" disabled={!live} sx={arrowSx}>
                <ChevronLeftRounded />
              </IconButton>
              <Box component="ul" aria-label="Slides" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
                {heroSlides.map((slide, position) => (
                  <li key={slide.id}>
                    <Box
                      component="button"
                      type="button"
                      aria-label={`Slide ${position + 1}: ${slide.heading}`}
                      aria-current={position === index ? 'true' : undefined}
                      onClick={() => swiper?.slideTo(position)}
                      disabled={!live}
                      // The site's one indicator (indicatorSx.ts) on a 32 px button; the other
                      // pills at 45%, for 3:1 against the hero as controls.
                      sx={{
                        display: 'grid',
                        placeItems: 'center',
                        height: 32,
                        p: 0,
                        border: 0,
                        bgcolor: 'transparent',
                        cursor: 'pointer',
                        '&:disabled': { cursor: 'default', opacity: 0.6 },
                        '&::before': { content: '""', ...pillSx(position === index, '#fff'), opacity: position === index ? 1 : 0.45 },
                      }}
                    />
                  </li>
                ))}
              </Box>
              <IconButton id={arrowIds.next} aria-label="Next slide" disabled={!live} sx={arrowSx}>
                <ChevronRightRounded />
              </IconButton>
              <IconButton
                aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
                onClick={() => setPlayChoice(!playing)}
                disabled={!live}
                size="small"
                sx={{ ...controlSx, ml: 1 }}
              >
                {playing ? <PauseRounded fontSize="small" /> : <PlayArrowRounded fontSize="small" />}
              </IconButton>
            </Box>
          </Swiper>
        </Container>
      </Box>
    </>
  );
}
