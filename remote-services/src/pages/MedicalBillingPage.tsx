import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { medicalBilling as content } from '../content/medicalBilling';
import { OverviewSection } from '../sections/OverviewSection';
import {
  BenefitsSection,
  FaqSection,
  FeatureCardsSection,
  ServiceLinksSection,
  StatHighlightSection,
  StepsSection,
} from '../sections/deferredSections';
import { ServicePageFrame } from '../sections/ServicePageFrame';
import { MidPageCallToAction } from 'shared';

export default function MedicalBillingPage() {
  return (
    <ServicePageFrame
      content={content}
      links={[
        ['Claim acceptance', content.acceptance],
        ['Who we serve', content.whoWeServe],
        ['Why choose us', content.whyChooseUs],
        ['Our services', content.services],
        ['Custom solutions', content.customSolutions],
        ['Benefits', content.benefits],
      ]}
    >
      <OverviewSection content={content.overview} icon={ReceiptLongRounded} />
      <StatHighlightSection content={content.acceptance} tone="mist" />
      <ServiceLinksSection intro={content.related} currentPath="/medical-billing-services" />
      <FeatureCardsSection intro={content.whoWeServe} cards={content.whoWeServe.cards} tone="mist" columns={2} />
      <FeatureCardsSection intro={content.whyChooseUs} cards={content.whyChooseUs.cards} />
      <MidPageCallToAction>Questions about outsourcing your billing? Talk them through with a billing specialist.</MidPageCallToAction>
      <StepsSection content={content.services} tone="mist" />
      <StatHighlightSection content={content.customSolutions} />
      <BenefitsSection content={content.benefits} tone="mist" columns={2} />
      <FaqSection eyebrow="FAQ" {...content.faq} />
    </ServicePageFrame>
  );
}
