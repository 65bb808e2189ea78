import { medicalBilling as content } from '../content/medicalBilling';
import { BenefitsSection } from '../sections/BenefitsSection';
import { ClosingBand } from '../sections/ClosingBand';
import { FaqSection } from '../sections/FaqSection';
import { FeatureCardsSection } from '../sections/FeatureCardsSection';
import { OverviewSection } from '../sections/OverviewSection';
import { ServiceHeader } from '../sections/ServiceHeader';
import { ServiceLinksSection } from '../sections/ServiceLinksSection';
import { StatHighlightSection } from '../sections/StatHighlightSection';
import { StepsSection } from '../sections/StepsSection';

export default function MedicalBillingPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OverviewSection content={content.overview} />
      <StatHighlightSection content={content.acceptance} tone="mist" />
      <ServiceLinksSection intro={content.related} currentPath="/medical-billing-services" />
      <FeatureCardsSection intro={content.whoWeServe} cards={content.whoWeServe.cards} tone="mist" columns={4} />
      <FeatureCardsSection intro={content.whyChooseUs} cards={content.whyChooseUs.cards} />
      <StepsSection content={content.services} tone="mist" />
      <StatHighlightSection content={content.customSolutions} />
      <BenefitsSection content={content.benefits} tone="mist" columns={4} />
      <FaqSection content={content.faq} />
      <ClosingBand content={content.closing} />
    </>
  );
}
