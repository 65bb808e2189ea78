import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import { emailMarketing as content } from '../content/emailMarketing';
import { OverviewSection } from '../sections/OverviewSection';
import {
  BenefitsSection,
  ClosingBand,
  FaqSection,
  FeatureCardsSection,
  ServiceLinksSection,
} from '../sections/deferredSections';
import { ServiceHeader } from '../sections/ServiceHeader';

export default function EmailMarketingPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OverviewSection content={content.overview} icon={MarkEmailReadRounded} />
      <FeatureCardsSection intro={content.features} cards={content.features.groups} tone="mist" />
      <BenefitsSection content={content.benefits} />
      <OverviewSection content={content.conclusion} tone="mist" />
      <FaqSection eyebrow="FAQ" {...content.faq} />
      <ServiceLinksSection intro={content.related} tone="mist" />
      <ClosingBand content={content.closing} />
    </>
  );
}
