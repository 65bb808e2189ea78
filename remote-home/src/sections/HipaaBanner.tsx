import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { brand, CheckList, Eyebrow, GlyphArt, hipaaSafeguards, LetterByLetterHeading, PageSection, Reveal } from 'shared';
import complianceArt from 'shared/art/blog/compliance.json' with { type: 'json' };

/** Home: the HIPAA banner, its heading written out letter by letter (30 ms a letter). */
export function HipaaBanner() {
  return (
    <PageSection headingId="hipaa-heading" tone="mist">
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 8 }, gridTemplateColumns: { xs: '1fr', md: 'auto 1fr' }, alignItems: 'center' }}>
        <Box
          sx={{
            display: { xs: 'none', md: 'block' },
            width: 340,
            p: 2.5,
            borderRadius: 4,
            color: '#fff',
            '--art-accent': brand.mint,
            background: `linear-gradient(135deg, ${brand.navy}, ${brand.blue} 60%, ${brand.teal} 130%)`,
          }}
        >
          <GlyphArt glyph={complianceArt} />
        </Box>
        <div>
          <Eyebrow>Privacy and security</Eyebrow>
          <LetterByLetterHeading id="hipaa-heading" text="HIPAA Compliance at the Core" msPerLetter={30} variant="h2" />
          <Reveal>
            <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '1.08rem', lineHeight: 1.75, maxWidth: 720 }}>
              Your patients trust you with their health information, and you trust us with it. Every process we
              run is built around the HIPAA Privacy and Security Rules, from the first login to the last report.
            </Typography>
            <Box sx={{ mt: 3 }}>
              <CheckList points={hipaaSafeguards} columns={2} />
            </Box>
            <MuiLink component={RouterLink} to="/security-and-hipaa" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 3, fontWeight: 700 }}>
              How we handle your data: Security and HIPAA
              <ArrowForwardRounded aria-hidden fontSize="small" />
            </MuiLink>
          </Reveal>
        </div>
      </Box>
    </PageSection>
  );
}
