import { CallToActionBand, deferUntilNear, PageHeader, reviewBeforeBaaBrief } from 'shared';
import { aboutIntro } from '../content/about';
import { WhoWeAreSection } from '../sections/WhoWeAreSection';
import { ProcessArt } from 'shared/scenes';

// Below the first screen, each section's code downloads, and its prerendered
// HTML hydrates, as the visitor scrolls towards it. The badge carousel's
// library is most of this page's script.
const SetsUsApartSection = deferUntilNear(() =>
  import('../sections/SetsUsApartSection').then((module) => module.SetsUsApartSection),
);
const MissionCarousel = deferUntilNear(() => import('../sections/MissionCarousel').then((module) => module.MissionCarousel));
const AboutReasonsSection = deferUntilNear(() =>
  import('../sections/AboutReasonsSection').then((module) => module.AboutReasonsSection),
);
const LogoCarousel = deferUntilNear(() => import('../sections/LogoCarousel').then((module) => module.LogoCarousel));

/** About Us (/aboutus). */
export default function AboutPage() {
  return (
    <>
      <PageHeader title="About Us" variant="support" art={<ProcessArt />}>
        {aboutIntro}
      </PageHeader>
      <WhoWeAreSection />
      <SetsUsApartSection />
      <MissionCarousel />
      <AboutReasonsSection />
      <LogoCarousel />
      <CallToActionBand heading="Ready to see what your practice is owed?">
        Book a free consultation and a billing specialist will talk through your denials, A/R and payer mix with you, {reviewBeforeBaaBrief}.
      </CallToActionBand>
    </>
  );
}
