import accountsReceivable from '../assets/hero/accounts-receivable.svg';
import cardiology from '../assets/hero/cardiology.svg';
import revenueCycle from '../assets/hero/revenue-cycle.svg';
import type { HeroSlide } from '../content/heroSlides';

/** Each slide's illustration (original artwork, decorative: the heading says what the slide is about). */
export const heroImages: Record<HeroSlide['id'], string> = {
  'revenue-cycle': revenueCycle,
  'accounts-receivable': accountsReceivable,
  cardiology,
};
