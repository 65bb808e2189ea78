import Typography from '@mui/material/Typography';
import { CardGrid, PageSection, Reveal, RowCard, SectionHeading, type SectionTone } from 'shared';
import type { BillingSection } from '../content/specialtyContent';

export interface BillingRulesSectionProps {
  id: string;
  section: BillingSection;
  tone: SectionTone;
}

/**
 * A block of the specialty's billing rules: one row card per rule, stacked:
 * the rules run from two lines to twenty, and side by side the short ones
 * left cards of a row mostly empty.
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
            {/* With an id, each rule is a place the site search opens (tooling/build/searchIndex.js). */}
            <RowCard title={item.label} id={`${id}-${index + 1}`}>
              <Typography sx={{ color: 'text.secondary', lineHeight: 1.75 }}>{item.description}</Typography>
            </RowCard>
          </Reveal>
        ))}
      </CardGrid>
    </PageSection>
  );
}
