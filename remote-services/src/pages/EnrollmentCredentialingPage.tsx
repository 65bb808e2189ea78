import BadgeRounded from '@mui/icons-material/BadgeRounded';
import { enrollmentCredentialing as content } from '../content/enrollmentCredentialing';
import { OverviewSection } from '../sections/OverviewSection';
import {
  BenefitsSection,
  ClosingBand,
  FaqSection,
  FeatureCardsSection,
  ServiceLinksSection,
  StepsSection,
} from '../sections/deferredSections';
import { ServiceHeader } from '../sections/ServiceHeader';

export default function EnrollmentCredentialingPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OverviewSection content={content.overview} icon={BadgeRounded} />
      <FeatureCardsSection intro={content.scope} cards={content.scope.cards} tone="mist" />
      <BenefitsSection content={content.benefits} />
      <StepsSection content={content.process} tone="mist" />
      <FaqSection eyebrow="FAQ" {...content.faq} />
      <ServiceLinksSection intro={content.related} currentPath="/enrollment-credentialing-services" tone="mist" />
      <ClosingBand content={content.closing} />
    </>
  );
}
