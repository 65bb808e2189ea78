import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import { paymentPosting as content } from '../content/paymentPosting';
import { OverviewSection } from '../sections/OverviewSection';
import {
  ClosingBand,
  FaqSection,
  FeatureCardsSection,
  PointsSection,
  ServiceLinksSection,
  StepsSection,
} from '../sections/deferredSections';
import { ServiceHeader } from '../sections/ServiceHeader';

export default function PaymentPostingPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OverviewSection content={content.overview} icon={PaymentsRounded} />
      <FeatureCardsSection intro={content.posting} cards={content.posting.cards} tone="mist" />
      <StepsSection content={content.reconciliation} />
      <PointsSection content={content.denialFlags} tone="mist" />
      <FaqSection eyebrow="FAQ" {...content.faq} />
      <ServiceLinksSection intro={content.related} currentPath="/payment-posting" tone="mist" />
      <ClosingBand content={content.closing} />
    </>
  );
}
