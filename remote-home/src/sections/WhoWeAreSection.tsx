import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand, PageSection, SectionHeading } from 'shared';
import { aboutFacts, whoWeAre } from '../content/about';

/** About: who the company is, beside its key figures. */
export function WhoWeAreSection() {
  const [lead, ...rest] = whoWeAre;
  return (
    <PageSection headingId="who-we-are-heading">
      <Box sx={{ display: 'grid', gap: { xs: 5, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, alignItems: 'center' }}>
        <div>
          <SectionHeading id="who-we-are-heading" eyebrow="About Revora" title="Who Are We">
            {lead}
          </SectionHeading>
          {rest.map((paragraph) => (
            <Typography key={paragraph} sx={{ color: 'text.secondary', fontSize: '1.05rem', lineHeight: 1.8, mt: -1.5 }}>
              {paragraph}
            </Typography>
          ))}
        </div>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          {aboutFacts.map((fact, position) => (
            <Box
              key={fact.label}
              sx={{
                display: 'flex',
                flexDirection: 'column-reverse',
                justifyContent: 'flex-end',
                gap: 0.5,
                p: { xs: 2.5, md: 3 },
                borderRadius: 3,
                color: position === 0 || position === 3 ? '#fff' : 'text.primary',
                bgcolor: position === 0 ? brand.navy : position === 3 ? brand.teal : brand.mist,
              }}
            >
              <Typography component="dt" sx={{ fontSize: '0.98rem', lineHeight: 1.4 }}>
                {fact.description}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: { xs: '1.9rem', md: '2.3rem' }, fontWeight: 800, lineHeight: 1.1 }}>
                {fact.label}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </PageSection>
  );
}
