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
import { headingIdOf, MidPageCallToAction, OnThisPage } from 'shared';

export default function EnrollmentCredentialingPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OnThisPage
        links={[
          { label: 'Overview', id: headingIdOf(content.overview.heading) },
          { label: 'What we cover', id: headingIdOf(content.scope.heading) },
          { label: 'Benefits', id: headingIdOf(content.benefits.heading) },
          { label: 'Process', id: headingIdOf(content.process.heading) },
          { label: 'FAQ', id: headingIdOf(content.faq.heading) },
        ]}
      >
        <OverviewSection content={content.overview} icon={BadgeRounded} />
        <FeatureCardsSection intro={content.scope} cards={content.scope.cards} tone="mist" />
        <BenefitsSection content={content.benefits} />
        <MidPageCallToAction>Questions about enrolling or credentialing a provider? Talk them through with a specialist.</MidPageCallToAction>
        <StepsSection content={content.process} tone="mist" />
        <FaqSection eyebrow="FAQ" {...content.faq} />
        <ServiceLinksSection intro={content.related} currentPath="/enrollment-credentialing-services" tone="mist" />
      </OnThisPage>
      <ClosingBand content={content.closing} />
    </>
  );
}
