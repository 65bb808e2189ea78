import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageSection, Reveal, SectionHeading } from 'shared';
import { aboutReasons } from '../content/about';

/** About: the "Why Choose Us?" list, a check list in columns (not cards: short and long reasons sit side by side without empty boxes). */
export function AboutReasonsSection() {
  return (
    <PageSection headingId="about-reasons-heading">
      {/* The heading above, the six reasons in rows of three: no column runs empty beside them. */}
      <Reveal from="left">
        <SectionHeading id="about-reasons-heading" eyebrow="The short version" title="Why Choose Us?">
          What you can expect once we start, and every month after.
        </SectionHeading>
      </Reveal>
      <Reveal>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            columnGap: 4,
            rowGap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {aboutReasons.map((reason) => (
            <Box
              component="li"
              key={reason.label}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              <CheckCircleRounded aria-hidden sx={{ color: 'secondary.main', mt: '2px' }} />
              <div>
                <Typography component="p" sx={{ fontWeight: 700 }}>
                  {reason.label}
                </Typography>
                <Typography sx={{ color: 'text.secondary', lineHeight: 1.6 }}>{reason.description}</Typography>
              </div>
            </Box>
          ))}
        </Box>
      </Reveal>
    </PageSection>
  );
}
