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

export default function AccountsReceivablePage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OverviewSection content={content.overview} icon={QueryStatsRounded} />
      <FeatureCardsSection intro={content.services} cards={content.services.cards} tone="mist" columns={4} />
      <BenefitsSection content={content.features} />
      <DemoCallToAction content={content.demo} />
      <StepsSection content={content.process} tone="mist" />
      <FaqSection eyebrow="FAQ" {...content.faq} />
      <ServiceLinksSection intro={content.related} currentPath="/accounts-receivable-services" tone="mist" />
      <ClosingBand content={content.closing} />
    </>
  );
}
