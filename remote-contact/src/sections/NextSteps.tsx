import Box from '@mui/material/Box';
import { MoreLink, PageSection, SectionHeading, StepCard } from 'shared';
import { nextSteps } from '../content/nextSteps';

/** What happens after a practice writes: reply, free consultation, onboarding. */
export function NextSteps() {
  return (
    <PageSection headingId="next-steps-heading" spacing="regular">
      <SectionHeading id="next-steps-heading" eyebrow="What happens next" title="From first message to onboarding" align="center" />
      <Box
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {nextSteps.map((step, index) => (
          <Box component="li" key={step.title} sx={{ display: 'flex' }}>
            <StepCard number={index + 1} title={step.title}>
              {step.description}
              <MoreLink more={step.more} />
            </StepCard>
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
