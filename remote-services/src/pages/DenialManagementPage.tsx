import GppMaybeRounded from '@mui/icons-material/GppMaybeRounded';
import { denialManagement as content } from '../content/denialManagement';
import { OverviewSection } from '../sections/OverviewSection';
import {
  ClosingBand,
  FaqSection,
  FeatureCardsSection,
  PointsSection,
  ServiceLinksSection,
  StatHighlightSection,
  StepsSection,
} from '../sections/deferredSections';
import { ServiceHeader } from '../sections/ServiceHeader';
import { headingIdOf, MidPageCallToAction, OnThisPage } from 'shared';

export default function DenialManagementPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OnThisPage
        links={[
          { label: 'Overview', id: headingIdOf(content.overview.heading) },
          { label: 'Clean claims', id: headingIdOf(content.cleanClaims.heading) },
          { label: 'Process', id: headingIdOf(content.process.heading) },
          { label: 'Denial types', id: headingIdOf(content.denialTypes.heading) },
          { label: 'Compliance', id: headingIdOf(content.compliance.heading) },
          { label: 'FAQ', id: headingIdOf(content.faq.heading) },
        ]}
      >
        <OverviewSection content={content.overview} icon={GppMaybeRounded} />
        <StatHighlightSection content={content.cleanClaims} tone="mist" />
        <StepsSection content={content.process} />
        <MidPageCallToAction>Questions about your denials? Talk them through with a billing specialist.</MidPageCallToAction>
        <FeatureCardsSection intro={content.denialTypes} cards={content.denialTypes.cards} tone="mist" />
        <PointsSection content={content.compliance} />
        <FaqSection eyebrow="FAQ" {...content.faq} tone="mist" />
        <ServiceLinksSection intro={content.related} currentPath="/denial-management-services" />
      </OnThisPage>
      <ClosingBand content={content.closing} />
    </>
  );
}
