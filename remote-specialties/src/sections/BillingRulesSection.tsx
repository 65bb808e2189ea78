import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardGrid, cardSx, PageSection, Reveal, SectionHeading, type SectionTone } from 'shared';
import type { BillingSection } from '../content/specialtyContent';

export interface BillingRulesSectionProps {
  id: string;
  section: BillingSection;
  tone: SectionTone;
}

/**
 * A block of the specialty's billing rules: one card per rule, stacked. From
 * 900 px a rule's title sits beside its text: the rules run from two lines to
 * twenty, and side by side the short ones left cards of a row mostly empty.
 */
export function BillingRulesSection({ id, section, tone }: BillingRulesSectionProps) {
  return (
    <PageSection headingId={`${id}-heading`} tone={tone} spacing="regular">
      <SectionHeading id={`${id}-heading`} eyebrow="Billing rules" title={section.heading}>
        {section.intro}
      </SectionHeading>
      <CardGrid columns={{}}>
        {section.items.map((item, index) => (
          <Reveal key={item.label} delay={Math.min(index, 2) * 0.12} sx={{ display: 'flex', width: '100%' }}>
            <Box sx={{ ...cardSx, display: 'grid', gridTemplateColumns: { md: '14rem 1fr' }, gap: { xs: 1, md: 4 } }}>
              {/* With an id, each rule is a place the site search opens (tooling/build/searchIndex.js). */}
              <Typography variant="h3" id={`${id}-${index + 1}`} sx={{ fontSize: '1.15rem' }}>
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
