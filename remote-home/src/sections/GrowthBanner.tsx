import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { brand, buttonsOnDarkSx, focusRingOnDark, PageSection, Reveal, SampleReportArt } from 'shared';
import { growthBanner, sampleReport } from '../content/sampleReport';

/** Home: the "Grow & scale" banner leading to About Us, with the monthly report a client gets, shown large and explained. */
export function GrowthBanner() {
  return (
    <PageSection headingId="growth-heading">
      <Reveal>
        <Box
          sx={{
            position: 'relative',
            overflow: 'hidden',
            // The text, then the report large with what it shows beside it: nothing centred in a taller column.
            display: 'grid',
            gap: { xs: 4, md: 6 },
            p: { xs: 4, md: 7 },
            borderRadius: 4,
            ...focusRingOnDark,
            color: '#fff',
            background: `linear-gradient(120deg, ${brand.teal} 0%, #0B6A78 50%, ${brand.blue} 100%)`,
          }}
        >
          <Box sx={{ position: 'relative', maxWidth: 760, ...buttonsOnDarkSx }}>
            <Typography id="growth-heading" variant="h2">
              {growthBanner.heading}
            </Typography>
            <Typography sx={{ mt: 2, mb: 3.5, fontSize: '1.1rem', lineHeight: 1.7 }}>{growthBanner.text}</Typography>
            <Button
              component={RouterLink}
              to="/aboutus"
              variant="contained"
              color="secondary"
              endIcon={<ArrowForwardRounded aria-hidden />}
            >
              {growthBanner.action}
            </Button>
          </Box>
          <Box
            component="figure"
            sx={{
              position: 'relative',
              m: 0,
              display: 'grid',
              gap: { xs: 2.5, md: 6 },
              gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
              alignItems: 'center',
            }}
          >
            <SampleReportArt numbered sx={{ width: '100%', maxWidth: 640, justifySelf: 'center' }} />
            <Box component="figcaption">
              <Typography component="h3" sx={{ fontWeight: 800, fontSize: '1.15rem', mb: 1.5 }}>
                {sampleReport.heading}
              </Typography>
              <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25, '& dd': { m: 0, opacity: 0.92, lineHeight: 1.6 } }}>
                {sampleReport.panels.map((panel, index) => (
                  <div key={panel.name}>
                    <Box component="dt" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}>
                      {/* The marker on the report's panel of the same number. */}
                      <Box
                        component="span"
                        aria-hidden
                        sx={{ width: 22, height: 22, borderRadius: '50%', display: 'grid', placeItems: 'center', flexShrink: 0, bgcolor: '#fff', color: brand.teal, fontSize: '0.8rem', fontWeight: 800 }}
                      >
                        {index + 1}
                      </Box>
                      {panel.name}
                    </Box>
                    <dd>{panel.explains}</dd>
                  </div>
                ))}
              </Box>
              <Typography variant="body2" sx={{ mt: 1.5, opacity: 0.85 }}>
                {sampleReport.note}
              </Typography>
            </Box>
          </Box>
        </Box>
      </Reveal>
    </PageSection>
  );
}
