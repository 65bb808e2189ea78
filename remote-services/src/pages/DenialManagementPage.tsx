import GppMaybeRounded from '@mui/icons-material/GppMaybeRounded';
import { denialManagement as content } from '../content/denialManagement';
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

export default function DenialManagementPage() {
  return (
    <ServicePageFrame
      content={content}
      links={[
        ['Clean claims', content.cleanClaims],
        ['Process', content.process],
        ['Denial types', content.denialTypes],
        ['Compliance', content.compliance],
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
    </ServicePageFrame>
  );
}
