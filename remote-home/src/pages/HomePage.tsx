import { deferUntilNear } from 'shared';
import { HeroSlider } from '../sections/HeroSlider';
import { HeroSupportStrip } from '../sections/HeroSupportStrip';

// Below the hero, each section's code downloads as the visitor scrolls towards
// it (or tabs into it); its prerendered HTML is on screen until then, so a
// first visit downloads and hydrates only the hero.
const WhyChooseUsSection = deferUntilNear(() => import('../sections/WhyChooseUsSection').then((m) => m.WhyChooseUsSection));
const ServiceCardsSection = deferUntilNear(() => import('../sections/ServiceCardsSection').then((m) => m.ServiceCardsSection));
const SpecialtyCardsSection = deferUntilNear(() =>
  import('../sections/SpecialtyCardsSection').then((m) => m.SpecialtyCardsSection),
);
const BlogTeasersSection = deferUntilNear(() => import('../sections/BlogTeasersSection').then((m) => m.BlogTeasersSection));
const FaqSection = deferUntilNear(() => import('../sections/HomeFaqSection').then((m) => m.HomeFaqSection));
// Its counters must be live before the panel is seen, to count up as it comes into view.
const StatsPanel = deferUntilNear(() => import('../sections/StatsPanel').then((m) => m.StatsPanel), { loadAhead: '100%' });
const GrowthBanner = deferUntilNear(() => import('../sections/GrowthBanner').then((m) => m.GrowthBanner));
const HipaaBanner = deferUntilNear(() => import('../sections/HipaaBanner').then((m) => m.HipaaBanner));
const HereForYouPanel = deferUntilNear(() => import('../sections/HereForYouPanel').then((m) => m.HereForYouPanel));
const ConsultationBand = deferUntilNear(() => import('../sections/ConsultationBand').then((m) => m.ConsultationBand));

/**
 * Home (/): every section the specification lists. How we work and the
 * booking form come right after why choose us, so the decision is within the
 * first third of a phone's page (it was past 14,000 px of 18,700); the
 * detail (services, specialties, blog, FAQ, figures, HIPAA) follows for those
 * still reading.
 */
export default function HomePage() {
  return (
    <>
      <HeroSlider />
      <HeroSupportStrip />
      <WhyChooseUsSection />
      <HereForYouPanel />
      <ConsultationBand />
      <ServiceCardsSection />
      <SpecialtyCardsSection />
      <BlogTeasersSection />
      <FaqSection />
      <StatsPanel />
      <GrowthBanner />
      <HipaaBanner />
    </>
  );
}
