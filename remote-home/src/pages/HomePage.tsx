import { BlogTeasersSection } from '../sections/BlogTeasersSection';
import { ConsultationBand } from '../sections/ConsultationBand';
import { FaqSection } from '../sections/FaqSection';
import { GrowthBanner } from '../sections/GrowthBanner';
import { HereForYouPanel } from '../sections/HereForYouPanel';
import { HeroSlider } from '../sections/HeroSlider';
import { HeroSupportStrip } from '../sections/HeroSupportStrip';
import { HipaaBanner } from '../sections/HipaaBanner';
import { ServiceCardsSection } from '../sections/ServiceCardsSection';
import { SpecialtyCardsSection } from '../sections/SpecialtyCardsSection';
import { StatsPanel } from '../sections/StatsPanel';
import { WhyChooseUsSection } from '../sections/WhyChooseUsSection';

/** Home (/): the sections in the order of the specification. */
export default function HomePage() {
  return (
    <>
      <HeroSlider />
      <HeroSupportStrip />
      <WhyChooseUsSection />
      <ServiceCardsSection />
      <SpecialtyCardsSection />
      <BlogTeasersSection />
      <FaqSection />
      <StatsPanel />
      <GrowthBanner />
      <HipaaBanner />
      <HereForYouPanel />
      <ConsultationBand />
    </>
  );
}
