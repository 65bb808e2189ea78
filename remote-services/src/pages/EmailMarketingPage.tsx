import MarkEmailReadRounded from '@mui/icons-material/MarkEmailReadRounded';
import { emailMarketing as content } from '../content/emailMarketing';
import { OverviewSection } from '../sections/OverviewSection';
import {
  BenefitsSection,
  FaqSection,
  FeatureCardsSection,
  ServiceLinksSection,
} from '../sections/deferredSections';
import { ServicePageFrame } from '../sections/ServicePageFrame';
import { MidPageCallToAction } from 'shared';

export default function EmailMarketingPage() {
  return (
    <ServicePageFrame
      content={content}
      links={[
        ['Features', content.features],
        ['Benefits', content.benefits],
        ['Why it works', content.conclusion],
      ]}
    >
      <OverviewSection content={content.overview} icon={MarkEmailReadRounded} />
      <FeatureCardsSection intro={content.features} cards={content.features.groups} tone="mist" />
      <BenefitsSection content={content.benefits} />
      <MidPageCallToAction>Questions about the email marketing system? Talk them through with our team.</MidPageCallToAction>
      <OverviewSection content={content.conclusion} tone="mist" />
      <FaqSection eyebrow="FAQ" {...content.faq} />
      <ServiceLinksSection intro={content.related} tone="mist" />
    </ServicePageFrame>
  );
}
