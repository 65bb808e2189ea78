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

export default function PriorAuthorizationPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OverviewSection content={content.overview} icon={AssignmentTurnedInRounded} />
      <FeatureCardsSection intro={content.perks} cards={content.perks.cards} tone="mist" columns={4} />
      <PointsSection content={content.caseData} />
      <StatHighlightSection content={content.initialDenials} tone="mist" />
      <StepsSection content={content.process} />
      <FaqSection eyebrow="FAQ" {...content.faq} tone="mist" />
      <ServiceLinksSection intro={content.related} currentPath="/prior-authorization-services" />
      <ClosingBand content={content.closing} />
    </>
  );
}
