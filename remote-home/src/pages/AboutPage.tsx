import { CallToActionBand, PageHeader } from 'shared';
import { aboutIntro } from '../content/about';
import { AboutReasonsSection } from '../sections/AboutReasonsSection';
import { LogoCarousel } from '../sections/LogoCarousel';
import { MissionCarousel } from '../sections/MissionCarousel';
import { SetsUsApartSection } from '../sections/SetsUsApartSection';
import { WhoWeAreSection } from '../sections/WhoWeAreSection';

/** About Us (/aboutus). */
export default function AboutPage() {
  return (
    <>
      <PageHeader title="About Us" variant="support">
        {aboutIntro}
      </PageHeader>
      <WhoWeAreSection />
      <SetsUsApartSection />
      <MissionCarousel />
      <AboutReasonsSection />
      <LogoCarousel />
      <CallToActionBand heading="Ready to see what your practice is owed?">
        Book a free consultation and a billing specialist will walk through your denials, A/R and payer mix with you.
      </CallToActionBand>
    </>
  );
}
