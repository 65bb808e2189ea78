import { enrollmentCredentialing as content } from '../content/enrollmentCredentialing';
import { BenefitsSection } from '../sections/BenefitsSection';
import { ClosingBand } from '../sections/ClosingBand';
import { FaqSection } from '../sections/FaqSection';
import { FeatureCardsSection } from '../sections/FeatureCardsSection';
import { OverviewSection } from '../sections/OverviewSection';
import { ServiceHeader } from '../sections/ServiceHeader';
import { ServiceLinksSection } from '../sections/ServiceLinksSection';
import { StepsSection } from '../sections/StepsSection';

export default function EnrollmentCredentialingPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OverviewSection content={content.overview} />
      <FeatureCardsSection intro={content.scope} cards={content.scope.cards} tone="mist" />
      <BenefitsSection content={content.benefits} />
      <StepsSection content={content.process} tone="mist" />
      <FaqSection content={content.faq} />
      <ServiceLinksSection intro={content.related} currentPath="/enrollment-credentialing-services" tone="mist" />
      <ClosingBand content={content.closing} />
    </>
  );
}
