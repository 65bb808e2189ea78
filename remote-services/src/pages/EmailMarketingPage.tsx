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
import { headingIdOf, MidPageCallToAction, OnThisPage } from 'shared';

export default function EmailMarketingPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OnThisPage
        links={[
          { label: 'Overview', id: headingIdOf(content.overview.heading) },
          { label: 'Features', id: headingIdOf(content.features.heading) },
          { label: 'Benefits', id: headingIdOf(content.benefits.heading) },
          { label: 'Why it works', id: headingIdOf(content.conclusion.heading) },
          { label: 'FAQ', id: headingIdOf(content.faq.heading) },
        ]}
      >
        <OverviewSection content={content.overview} icon={MarkEmailReadRounded} />
        <FeatureCardsSection intro={content.features} cards={content.features.groups} tone="mist" />
        <BenefitsSection content={content.benefits} />
        <MidPageCallToAction>Questions about the email marketing system? Talk them through with our team.</MidPageCallToAction>
        <OverviewSection content={content.conclusion} tone="mist" />
        <FaqSection eyebrow="FAQ" {...content.faq} />
        <ServiceLinksSection intro={content.related} tone="mist" />
      </OnThisPage>
      <ClosingBand content={content.closing} />
    </>
  );
}
