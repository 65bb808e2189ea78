import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand, PageSection, SectionHeading } from 'shared';
import { nextSteps } from '../content/nextSteps';

/** What happens after a practice writes: reply, free consultation, onboarding. */
export function NextSteps() {
  return (
    <PageSection headingId="next-steps-heading" spacing="regular">
      <SectionHeading id="next-steps-heading" eyebrow="What happens next" title="From first message to onboarding" align="center" />
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {nextSteps.map((step, index) => (
          <Box
            component="li"
            key={step.title}
            sx={{ p: { xs: 3, md: 4 }, borderRadius: 4, border: 1, borderColor: 'divider', bgcolor: '#fff' }}
          >
            <Box
              aria-hidden
              sx={{
                width: 44,
                height: 44,
                mb: 2,
                display: 'grid',
                placeItems: 'center',
                borderRadius: '50%',
                color: '#fff',
                fontWeight: 800,
                fontSize: '1.1rem',
                background: `linear-gradient(135deg, ${brand.navy}, ${brand.teal})`,
              }}
            >
              {index + 1}
            </Box>
            <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
              {step.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{step.description}</Typography>
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
