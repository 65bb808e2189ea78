import { CallToActionBand, deferUntilNear, PageHeader } from 'shared';
import { aboutIntro } from '../content/about';
import { AboutReasonsSection } from '../sections/AboutReasonsSection';
import { MissionCarousel } from '../sections/MissionCarousel';
import { SetsUsApartSection } from '../sections/SetsUsApartSection';
import { WhoWeAreSection } from '../sections/WhoWeAreSection';

// The carousel library is most of this page's script; it loads as the visitor
// scrolls towards the badges, and their prerendered HTML shows until then.
const LogoCarousel = deferUntilNear(() => import('../sections/LogoCarousel').then((module) => module.LogoCarousel));

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
