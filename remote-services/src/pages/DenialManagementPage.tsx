import { denialManagement as content } from '../content/denialManagement';
import { ClosingBand } from '../sections/ClosingBand';
import { FaqSection } from '../sections/FaqSection';
import { FeatureCardsSection } from '../sections/FeatureCardsSection';
import { OverviewSection } from '../sections/OverviewSection';
import { PointsSection } from '../sections/PointsSection';
import { ServiceHeader } from '../sections/ServiceHeader';
import { ServiceLinksSection } from '../sections/ServiceLinksSection';
import { StatHighlightSection } from '../sections/StatHighlightSection';
import { StepsSection } from '../sections/StepsSection';

export default function DenialManagementPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OverviewSection content={content.overview} />
      <StatHighlightSection content={content.cleanClaims} tone="mist" />
      <StepsSection content={content.process} />
      <FeatureCardsSection intro={content.denialTypes} cards={content.denialTypes.cards} tone="mist" />
      <PointsSection content={content.compliance} />
      <FaqSection content={content.faq} tone="mist" />
      <ServiceLinksSection intro={content.related} currentPath="/denial-management-services" />
      <ClosingBand content={content.closing} />
    </>
  );
}
