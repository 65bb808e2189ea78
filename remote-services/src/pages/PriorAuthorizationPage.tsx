import { priorAuthorization as content } from '../content/priorAuthorization';
import { ClosingBand } from '../sections/ClosingBand';
import { FaqSection } from '../sections/FaqSection';
import { FeatureCardsSection } from '../sections/FeatureCardsSection';
import { OverviewSection } from '../sections/OverviewSection';
import { PointsSection } from '../sections/PointsSection';
import { ServiceHeader } from '../sections/ServiceHeader';
import { ServiceLinksSection } from '../sections/ServiceLinksSection';
import { StatHighlightSection } from '../sections/StatHighlightSection';
import { StepsSection } from '../sections/StepsSection';

export default function PriorAuthorizationPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OverviewSection content={content.overview} />
      <FeatureCardsSection intro={content.perks} cards={content.perks.cards} tone="mist" columns={4} />
      <PointsSection content={content.caseData} />
      <StatHighlightSection content={content.initialDenials} tone="mist" />
      <StepsSection content={content.process} />
      <FaqSection content={content.faq} tone="mist" />
      <ServiceLinksSection intro={content.related} currentPath="/prior-authorization-services" />
      <ClosingBand content={content.closing} />
    </>
  );
}
