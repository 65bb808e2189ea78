import AssignmentTurnedInRounded from '@mui/icons-material/AssignmentTurnedInRounded';
import { priorAuthorization as content } from '../content/priorAuthorization';
import { OverviewSection } from '../sections/OverviewSection';
import {
  FaqSection,
  FeatureCardsSection,
  PointsSection,
  ServiceLinksSection,
  StatHighlightSection,
  StepsSection,
} from '../sections/deferredSections';
import { ServicePageFrame } from '../sections/ServicePageFrame';
import { MidPageCallToAction } from 'shared';

export default function PriorAuthorizationPage() {
  return (
    <ServicePageFrame
      content={content}
      links={[
        ['Perks', content.perks],
        ['Case data', content.caseData],
        ['Initial denials', content.initialDenials],
        ['Process', content.process],
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
    </ServicePageFrame>
  );
}
