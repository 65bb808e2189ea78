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
import { headingIdOf, MidPageCallToAction, OnThisPage } from 'shared';

export default function PaymentPostingPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OnThisPage
        links={[
          { label: 'Overview', id: headingIdOf(content.overview.heading) },
          { label: 'Posting', id: headingIdOf(content.posting.heading) },
          { label: 'Reconciliation', id: headingIdOf(content.reconciliation.heading) },
          { label: 'Denial flags', id: headingIdOf(content.denialFlags.heading) },
          { label: 'FAQ', id: headingIdOf(content.faq.heading) },
        ]}
      >
        <OverviewSection content={content.overview} icon={PaymentsRounded} />
        <FeatureCardsSection intro={content.posting} cards={content.posting.cards} tone="mist" />
        <StepsSection content={content.reconciliation} />
        <MidPageCallToAction>Questions about posting and reconciling your payments? Talk them through with a billing specialist.</MidPageCallToAction>
        <PointsSection content={content.denialFlags} tone="mist" />
        <FaqSection eyebrow="FAQ" {...content.faq} />
        <ServiceLinksSection intro={content.related} currentPath="/payment-posting" tone="mist" />
      </OnThisPage>
      <ClosingBand content={content.closing} />
    </>
  );
}
