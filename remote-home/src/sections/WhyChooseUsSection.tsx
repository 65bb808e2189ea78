import type { SvgIconComponent } from '@mui/icons-material';
import FactCheckRounded from '@mui/icons-material/FactCheckRounded';
import HandshakeRounded from '@mui/icons-material/HandshakeRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import { CardGrid, FeatureTile, PageSection, Reveal, SectionHeading } from 'shared';
import { whyChooseUs } from '../content/whyChooseUs';

// Plain working icons: no medals, seals or check badges, which would suggest a credential.
const icons: Record<(typeof whyChooseUs)[number]['icon'], SvgIconComponent> = {
  expertise: InsightsRounded,
  tailored: TuneRounded,
  quality: FactCheckRounded,
  customer: HandshakeRounded,
};

/** Home: the four reasons practices choose the company, two by two (the spec's grids have at most three columns). */
export function WhyChooseUsSection() {
  return (
    <PageSection headingId="why-choose-us-heading">
      <Reveal>
        <SectionHeading id="why-choose-us-heading" eyebrow="Why choose us" title="A billing partner invested in your practice" align="center">
          Billing rules change every year and every payer reads them differently. Our team keeps up so your staff
          doesn’t have to, and checks each claim against those rules before it goes out.
        </SectionHeading>
      </Reveal>
      <CardGrid columns={{ sm: 2 }}>
        {whyChooseUs.map((item, position) => (
          <Reveal key={item.title} delay={position * 0.12}>
            <FeatureTile icon={icons[item.icon]} title={item.title}>
              {item.description}
            </FeatureTile>
          </Reveal>
        ))}
      </CardGrid>
    </PageSection>
  );
}
