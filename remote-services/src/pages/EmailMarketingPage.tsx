import { emailMarketing as content } from '../content/emailMarketing';
import { BenefitsSection } from '../sections/BenefitsSection';
import { ClosingBand } from '../sections/ClosingBand';
import { FaqSection } from '../sections/FaqSection';
import { FeatureCardsSection } from '../sections/FeatureCardsSection';
import { OverviewSection } from '../sections/OverviewSection';
import { ServiceHeader } from '../sections/ServiceHeader';
import { ServiceLinksSection } from '../sections/ServiceLinksSection';

export default function EmailMarketingPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OverviewSection content={content.overview} />
      <FeatureCardsSection intro={content.features} cards={content.features.groups} tone="mist" />
      <BenefitsSection content={content.benefits} />
      <OverviewSection content={content.conclusion} tone="mist" />
      <FaqSection content={content.faq} />
      <ServiceLinksSection intro={content.related} tone="mist" />
      <ClosingBand content={content.closing} />
    </>
  );
}
