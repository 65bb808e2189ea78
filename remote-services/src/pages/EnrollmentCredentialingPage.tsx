import BadgeRounded from '@mui/icons-material/BadgeRounded';
import { enrollmentCredentialing as content } from '../content/enrollmentCredentialing';
import { OverviewSection } from '../sections/OverviewSection';
import {
  BenefitsSection,
  FaqSection,
  FeatureCardsSection,
  ServiceLinksSection,
  StepsSection,
} from '../sections/deferredSections';
import { ServicePageFrame } from '../sections/ServicePageFrame';
import { MidPageCallToAction } from 'shared';

export default function EnrollmentCredentialingPage() {
  return (
    <ServicePageFrame
      content={content}
      links={[
        ['What we cover', content.scope],
        ['Benefits', content.benefits],
        ['Process', content.process],
      ]}
    >
      <OverviewSection content={content.overview} icon={BadgeRounded} />
      <FeatureCardsSection intro={content.scope} cards={content.scope.cards} tone="mist" />
      <BenefitsSection content={content.benefits} />
      <MidPageCallToAction>Questions about enrolling or credentialing a provider? Talk them through with a specialist.</MidPageCallToAction>
      <StepsSection content={content.process} tone="mist" />
      <FaqSection eyebrow="FAQ" {...content.faq} />
      <ServiceLinksSection intro={content.related} currentPath="/enrollment-credentialing-services" tone="mist" />
    </ServicePageFrame>
  );
}
