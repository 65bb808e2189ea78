import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { brand, LetterByLetterHeading, PageSection, Reveal } from 'shared';
import { hipaaSafeguards } from '../content/hipaaSafeguards';

/** Home: the HIPAA banner, its heading written out letter by letter (30 ms a letter). */
export function HipaaBanner() {
  return (
    <PageSection headingId="hipaa-heading" tone="mist">
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 8 }, gridTemplateColumns: { xs: '1fr', md: 'auto 1fr' }, alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={{
            justifySelf: 'center',
            m: { xs: 3, md: 3.5 },
            display: 'grid',
            placeItems: 'center',
            width: { xs: 140, md: 220 },
            height: { xs: 140, md: 220 },
            borderRadius: '50%',
            color: '#fff',
            background: `linear-gradient(135deg, ${brand.navy}, ${brand.teal})`,
            boxShadow: `0 0 0 14px rgba(14, 124, 107, 0.12), 0 0 0 28px rgba(10, 90, 138, 0.06)`,
          }}
        >
          <LockRounded sx={{ fontSize: { xs: 64, md: 100 } }} />
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
