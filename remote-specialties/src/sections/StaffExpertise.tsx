import GavelRounded from '@mui/icons-material/GavelRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import ManageSearchRounded from '@mui/icons-material/ManageSearchRounded';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import { CardGrid, FeatureTile, PageSection, Reveal, SectionHeading, type SectionTone } from 'shared';
import type { SpecialtyContent } from '../content/specialtyContent';

// Decorative, in the order the content lists credentials, reviews, rules and follow-up.
const icons = [WorkspacePremiumRounded, ManageSearchRounded, GavelRounded, InsightsRounded];

/** Who works the specialty's claims. */
export function StaffExpertise({ expertise, tone }: { expertise: SpecialtyContent['expertise']; tone: SectionTone }) {
  return (
    <PageSection headingId="expertise-heading" tone={tone} spacing="regular">
      <SectionHeading id="expertise-heading" eyebrow="Staff expertise" title={expertise.heading}>
        {expertise.intro}
      </SectionHeading>
      <CardGrid columns={{ sm: 2, lg: expertise.items.length % 3 === 0 ? 3 : 2 }}>
        {expertise.items.map((item, index) => (
          <Reveal key={item.label} delay={index * 0.1} sx={{ display: 'flex', width: '100%' }}>
            <FeatureTile icon={icons[index % icons.length] ?? WorkspacePremiumRounded} title={item.label}>
              {item.description}
            </FeatureTile>
          </Reveal>
        ))}
      </CardGrid>
    </PageSection>
  );
}
