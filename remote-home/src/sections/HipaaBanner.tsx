import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand, GlyphArt, hipaaSafeguards, LetterByLetterHeading, PageSection, Reveal } from 'shared';
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
          <Typography
            component="p"
            sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: 1.2, textTransform: 'uppercase', fontSize: '0.85rem', mb: 1 }}
          >
            Privacy and security
          </Typography>
          <LetterByLetterHeading id="hipaa-heading" text="HIPAA Compliance at the Core" msPerLetter={30} variant="h2" />
          <Reveal>
            <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: '1.08rem', lineHeight: 1.75, maxWidth: 720 }}>
              Your patients trust you with their health information, and you trust us with it. Every process we
              run is built around the HIPAA Privacy and Security Rules, from the first login to the last report.
            </Typography>
            <Box
              component="ul"
              sx={{ mt: 3, mb: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              {hipaaSafeguards.map((safeguard) => (
                <Box component="li" key={safeguard} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', fontWeight: 600 }}>
                  <CheckCircleRounded aria-hidden sx={{ color: 'secondary.main', mt: '2px' }} />
                  {safeguard}
                </Box>
              ))}
            </Box>
          </Reveal>
        </div>
      </Box>
    </PageSection>
  );
}
