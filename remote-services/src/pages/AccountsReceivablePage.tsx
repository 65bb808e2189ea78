import QueryStatsRounded from '@mui/icons-material/QueryStatsRounded';
import { accountsReceivable as content } from '../content/accountsReceivable';
import { OverviewSection } from '../sections/OverviewSection';
import {
  BenefitsSection,
  ClosingBand,
  DemoCallToAction,
  FaqSection,
  FeatureCardsSection,
  ServiceLinksSection,
  StepsSection,
} from '../sections/deferredSections';
import { ServiceHeader } from '../sections/ServiceHeader';
import { headingIdOf, MidPageCallToAction, OnThisPage } from 'shared';

export default function AccountsReceivablePage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OnThisPage
        links={[
          { label: 'Overview', id: headingIdOf(content.overview.heading) },
          { label: 'Services', id: headingIdOf(content.services.heading) },
          { label: 'Features', id: headingIdOf(content.features.heading) },
          { label: 'Process', id: headingIdOf(content.process.heading) },
          { label: 'FAQ', id: headingIdOf(content.faq.heading) },
        ]}
      >
        <OverviewSection content={content.overview} icon={QueryStatsRounded} />
        <FeatureCardsSection intro={content.services} cards={content.services.cards} tone="mist" columns={2} />
        <BenefitsSection content={content.features} />
        <MidPageCallToAction>Questions about your aging A/R? Talk them through with a billing specialist.</MidPageCallToAction>
        <DemoCallToAction content={content.demo} />
        <StepsSection content={content.process} tone="mist" />
        <FaqSection eyebrow="FAQ" {...content.faq} />
        <ServiceLinksSection intro={content.related} currentPath="/accounts-receivable-services" tone="mist" />
      </OnThisPage>
      <ClosingBand content={content.closing} />
    </>
  );
}
