import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import PhoneInTalkRounded from '@mui/icons-material/PhoneInTalkRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { company } from '../content/company';
import { beforeBaaPage } from '../content/beforeBaa';
import { brand } from '../brand';
import { PageSection } from '../ui/PageSection';

/** A full-width band that closes a page: heading, a line of text, what to send before a BAA, meeting button and phone. */
export function CallToActionBand({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <PageSection
      headingId={headingId}
      tone="dark"
      sx={{
        background: `linear-gradient(120deg, ${brand.navy} 0%, ${brand.blue} 55%, ${brand.teal} 120%)`,
        py: { xs: 6, md: 8 },
      }}
      containerSx={{
        display: 'grid',
        gap: 3,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: '1.6fr 1fr' },
      }}
    >
      <div>
        <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' }, mb: 1.5 }}>
          {heading}
        </Typography>
        <Typography sx={{ opacity: 0.92, fontSize: '1.08rem' }}>{children}</Typography>
        {/* What a practice may send before a BAA is on its own page, not spelled out in the invitation. */}
        <MuiLink
          component={RouterLink}
          to={beforeBaaPage.to}
          color="inherit"
          underline="always"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1, minHeight: 44, fontWeight: 600 }}
        >
          {beforeBaaPage.label}
          <ArrowForwardRounded aria-hidden fontSize="small" />
        </MuiLink>
      </div>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: { md: 'flex-end' } }}>
        <Button component={RouterLink} to="/contactus" variant="contained" color="secondary">
          Schedule a Meeting
        </Button>
        <MuiLink
          href={company.phone.href}
          color="inherit"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minHeight: 44, fontWeight: 700, fontSize: '1.1rem' }}
        >
          <PhoneInTalkRounded aria-hidden />
          {company.phone.display}
        </MuiLink>
      </Box>
    </PageSection>
  );
}
