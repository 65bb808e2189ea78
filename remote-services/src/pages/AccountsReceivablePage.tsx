import QueryStatsRounded from '@mui/icons-material/QueryStatsRounded';
import { accountsReceivable as content } from '../content/accountsReceivable';
import { OverviewSection } from '../sections/OverviewSection';
import {
  BenefitsSection,
  DemoCallToAction,
  FaqSection,
  FeatureCardsSection,
  ServiceLinksSection,
  StepsSection,
} from '../sections/deferredSections';
import { ServicePageFrame } from '../sections/ServicePageFrame';
import { MidPageCallToAction } from 'shared';

export default function AccountsReceivablePage() {
  return (
    <ServicePageFrame
      content={content}
      links={[
        ['Services', content.services],
        ['Features', content.features],
        ['Process', content.process],
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
    </ServicePageFrame>
  );
}
