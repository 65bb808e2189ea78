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

export default function DenialManagementPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OverviewSection content={content.overview} icon={GppMaybeRounded} />
      <StatHighlightSection content={content.cleanClaims} tone="mist" />
      <StepsSection content={content.process} />
      <FeatureCardsSection intro={content.denialTypes} cards={content.denialTypes.cards} tone="mist" />
      <PointsSection content={content.compliance} />
      <FaqSection eyebrow="FAQ" {...content.faq} tone="mist" />
      <ServiceLinksSection intro={content.related} currentPath="/denial-management-services" />
      <ClosingBand content={content.closing} />
    </>
  );
}
