import { paymentPosting as content } from '../content/paymentPosting';
import { ClosingBand } from '../sections/ClosingBand';
import { FaqSection } from '../sections/FaqSection';
import { FeatureCardsSection } from '../sections/FeatureCardsSection';
import { OverviewSection } from '../sections/OverviewSection';
import { PointsSection } from '../sections/PointsSection';
import { ServiceHeader } from '../sections/ServiceHeader';
import { ServiceLinksSection } from '../sections/ServiceLinksSection';
import { StepsSection } from '../sections/StepsSection';

export default function PaymentPostingPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OverviewSection content={content.overview} />
      <FeatureCardsSection intro={content.posting} cards={content.posting.cards} tone="mist" />
      <StepsSection content={content.reconciliation} />
      <PointsSection content={content.denialFlags} tone="mist" />
      <FaqSection content={content.faq} />
      <ServiceLinksSection intro={content.related} currentPath="/payment-posting" tone="mist" />
      <ClosingBand content={content.closing} />
    </>
  );
}
