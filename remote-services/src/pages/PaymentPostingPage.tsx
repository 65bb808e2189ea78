import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import { paymentPosting as content } from '../content/paymentPosting';
import { OverviewSection } from '../sections/OverviewSection';
import {
  FaqSection,
  FeatureCardsSection,
  PointsSection,
  ServiceLinksSection,
  StepsSection,
} from '../sections/deferredSections';
import { ServicePageFrame } from '../sections/ServicePageFrame';
import { MidPageCallToAction } from 'shared';

export default function PaymentPostingPage() {
  return (
    <ServicePageFrame
      content={content}
      links={[
        ['Posting', content.posting],
        ['Reconciliation', content.reconciliation],
        ['Denial flags', content.denialFlags],
      ]}
    >
      <OverviewSection content={content.overview} icon={PaymentsRounded} />
      <FeatureCardsSection intro={content.posting} cards={content.posting.cards} tone="mist" />
      <StepsSection content={content.reconciliation} />
      <MidPageCallToAction>Questions about posting and reconciling your payments? Talk them through with a billing specialist.</MidPageCallToAction>
      <PointsSection content={content.denialFlags} tone="mist" />
      <FaqSection eyebrow="FAQ" {...content.faq} />
      <ServiceLinksSection intro={content.related} currentPath="/payment-posting" tone="mist" />
    </ServicePageFrame>
  );
}
