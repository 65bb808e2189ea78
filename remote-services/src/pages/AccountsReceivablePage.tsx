import { accountsReceivable as content } from '../content/accountsReceivable';
import { BenefitsSection } from '../sections/BenefitsSection';
import { ClosingBand } from '../sections/ClosingBand';
import { DemoCallToAction } from '../sections/DemoCallToAction';
import { FaqSection } from '../sections/FaqSection';
import { FeatureCardsSection } from '../sections/FeatureCardsSection';
import { OverviewSection } from '../sections/OverviewSection';
import { ServiceHeader } from '../sections/ServiceHeader';
import { ServiceLinksSection } from '../sections/ServiceLinksSection';
import { StepsSection } from '../sections/StepsSection';

export default function AccountsReceivablePage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OverviewSection content={content.overview} />
      <FeatureCardsSection intro={content.services} cards={content.services.cards} tone="mist" columns={4} />
      <BenefitsSection content={content.features} />
      <DemoCallToAction content={content.demo} />
      <StepsSection content={content.process} tone="mist" />
      <FaqSection content={content.faq} />
      <ServiceLinksSection intro={content.related} currentPath="/accounts-receivable-services" tone="mist" />
      <ClosingBand content={content.closing} />
    </>
  );
}
