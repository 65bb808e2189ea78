import AssignmentTurnedInRounded from '@mui/icons-material/AssignmentTurnedInRounded';
import { priorAuthorization as content } from '../content/priorAuthorization';
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

export default function PriorAuthorizationPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OnThisPage
        links={[
          { label: 'Overview', id: headingIdOf(content.overview.heading) },
          { label: 'Perks', id: headingIdOf(content.perks.heading) },
          { label: 'Case data', id: headingIdOf(content.caseData.heading) },
          { label: 'Initial denials', id: headingIdOf(content.initialDenials.heading) },
          { label: 'Process', id: headingIdOf(content.process.heading) },
          { label: 'FAQ', id: headingIdOf(content.faq.heading) },
        ]}
      >
        <OverviewSection content={content.overview} icon={AssignmentTurnedInRounded} />
        <FeatureCardsSection intro={content.perks} cards={content.perks.cards} tone="mist" columns={2} />
        <PointsSection content={content.caseData} />
        <MidPageCallToAction>Questions about your prior authorizations? Talk them through with a specialist.</MidPageCallToAction>
        <StatHighlightSection content={content.initialDenials} tone="mist" />
        <StepsSection content={content.process} />
        <FaqSection eyebrow="FAQ" {...content.faq} tone="mist" />
        <ServiceLinksSection intro={content.related} currentPath="/prior-authorization-services" />
      </OnThisPage>
      <ClosingBand content={content.closing} />
    </>
  );
}
