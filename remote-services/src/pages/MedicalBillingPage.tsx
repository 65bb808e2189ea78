import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { medicalBilling as content } from '../content/medicalBilling';
import { OverviewSection } from '../sections/OverviewSection';
import {
  BenefitsSection,
  ClosingBand,
  FaqSection,
  FeatureCardsSection,
  ServiceLinksSection,
  StatHighlightSection,
  StepsSection,
} from '../sections/deferredSections';
import { ServiceHeader } from '../sections/ServiceHeader';

export default function MedicalBillingPage() {
  return (
    <>
      <ServiceHeader content={content.header} />
      <OverviewSection content={content.overview} icon={ReceiptLongRounded} />
      <StatHighlightSection content={content.acceptance} tone="mist" />
      <ServiceLinksSection intro={content.related} currentPath="/medical-billing-services" />
      <FeatureCardsSection intro={content.whoWeServe} cards={content.whoWeServe.cards} tone="mist" columns={4} />
      <FeatureCardsSection intro={content.whyChooseUs} cards={content.whyChooseUs.cards} />
      <StepsSection content={content.services} tone="mist" />
      <StatHighlightSection content={content.customSolutions} />
      <BenefitsSection content={content.benefits} tone="mist" columns={4} />
      <FaqSection eyebrow="FAQ" {...content.faq} />
      <ClosingBand content={content.closing} />
    </>
  );
}
