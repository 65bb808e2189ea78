import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { medicalBilling as content } from '../content/medicalBilling';
import { OverviewSection } from '../sections/OverviewSection';
import {
  BenefitsSection,
  ClosingBand,
  FaqSection,
  FeatureCardsSection,
  ServiceLinksSection,
  StatHighlightSection,
  StepsSection,
} from '../sections/deferredSections';
import { ServiceHeader } from '../sections/ServiceHeader';
import { headingIdOf, MidPageCallToAction, OnThisPage } from 'shared';

export default function MedicalBillingPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OnThisPage
        links={[
          { label: 'Overview', id: headingIdOf(content.overview.heading) },
          { label: 'Claim acceptance', id: headingIdOf(content.acceptance.heading) },
          { label: 'Who we serve', id: headingIdOf(content.whoWeServe.heading) },
          { label: 'Why choose us', id: headingIdOf(content.whyChooseUs.heading) },
          { label: 'Our services', id: headingIdOf(content.services.heading) },
          { label: 'Custom solutions', id: headingIdOf(content.customSolutions.heading) },
          { label: 'Benefits', id: headingIdOf(content.benefits.heading) },
          { label: 'FAQ', id: headingIdOf(content.faq.heading) },
        ]}
      >
        <OverviewSection content={content.overview} icon={ReceiptLongRounded} />
        <StatHighlightSection content={content.acceptance} tone="mist" />
        <ServiceLinksSection intro={content.related} currentPath="/medical-billing-services" />
        <FeatureCardsSection intro={content.whoWeServe} cards={content.whoWeServe.cards} tone="mist" columns={2} />
        <FeatureCardsSection intro={content.whyChooseUs} cards={content.whyChooseUs.cards} />
        <MidPageCallToAction>Questions about outsourcing your billing? Talk them through with a billing specialist.</MidPageCallToAction>
        <StepsSection content={content.services} tone="mist" />
        <StatHighlightSection content={content.customSolutions} />
        <BenefitsSection content={content.benefits} tone="mist" columns={2} />
        <FaqSection eyebrow="FAQ" {...content.faq} />
      </OnThisPage>
      <ClosingBand content={content.closing} />
    </>
  );
}
