import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardGrid, cardSx, PageSection, Reveal, SectionHeading, type SectionTone } from 'shared';
import type { BillingSection } from '../content/specialtyContent';

export interface BillingRulesSectionProps {
  id: string;
  section: BillingSection;
  tone: SectionTone;
}

/** A block of the specialty's billing rules: one card per rule. */
export function BillingRulesSection({ id, section, tone }: BillingRulesSectionProps) {
  // Three rules read best side by side; other counts pair up.
  const columns = section.items.length % 3 === 0 ? 3 : 2;
  return (
    <PageSection headingId={`${id}-heading`} tone={tone} spacing="regular">
      <SectionHeading id={`${id}-heading`} eyebrow="Billing rules" title={section.heading}>
        {section.intro}
      </SectionHeading>
      <CardGrid columns={{ md: columns }}>
        {section.items.map((item, index) => (
          <Reveal key={item.label} delay={(index % columns) * 0.12} sx={{ display: 'flex', width: '100%' }}>
            <Box sx={{ ...cardSx, gap: 0 }}>
              {/* With an id, each rule is a place the site search opens (tooling/build/searchIndex.js). */}
              <Typography variant="h3" id={`${id}-${index + 1}`} sx={{ fontSize: '1.15rem', mb: 1 }}>
                {item.label}
              </Typography>
              <Typography sx={{ color: 'text.secondary', lineHeight: 1.75 }}>{item.description}</Typography>
            </Box>
          </Reveal>
        ))}
      </CardGrid>
    </PageSection>
  );
}
