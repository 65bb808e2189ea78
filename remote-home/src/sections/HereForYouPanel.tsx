import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import EventRounded from '@mui/icons-material/EventRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { booking, brand, company, focusRingOnDark, PageSection, Reveal, SectionHeading, visuallyHidden } from 'shared';
import { hereForYouIntro, meeting, onboardingSteps, vision } from '../content/hereForYou';

const cardSx = { p: { xs: 3, md: 4 }, borderRadius: 3 } as const;

/** Home: "We are here for you." — the six steps from first call to ongoing billing, our vision, and a meeting. */
export function HereForYouPanel() {
  return (
    <PageSection headingId="here-for-you-heading">
      {/* The heading over both columns, so the steps and the two cards beside them end together. */}
      <SectionHeading id="here-for-you-heading" eyebrow={hereForYouIntro.eyebrow} title={hereForYouIntro.heading}>
        {hereForYouIntro.text}
      </SectionHeading>
      <Box sx={{ display: 'grid', gap: { xs: 5, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, alignItems: 'start' }}>
        <Reveal from="left">
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
            {onboardingSteps.map((step, position) => (
              <Box component="li" key={step.label} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Box
                  sx={{
                    display: 'grid',
                    placeItems: 'center',
                    width: 32,
                    height: 32,
                    flexShrink: 0,
                    borderRadius: '50%',
                    color: '#fff',
                    bgcolor: 'secondary.main',
                  }}
                >
                  <CheckRounded fontSize="small" aria-hidden />
                </Box>
                <div>
                  <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600, mr: 1 }}>
                      {String(position + 1).padStart(2, '0')}
                    </Box>
                    {step.label}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary', lineHeight: 1.65 }}>{step.description}</Typography>
                </div>
              </Box>
            ))}
          </Box>
          <Box sx={{ mt: 4 }}>
            <Button component={RouterLink} to="/aboutus" variant="outlined" endIcon={<ArrowForwardRounded aria-hidden />}>
              Read More
              <span style={visuallyHidden}> about how we work</span>
            </Button>
          </Box>
        </Reveal>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Reveal from="right">
            <Box component="article" aria-labelledby="vision-heading" sx={{ ...cardSx, ...focusRingOnDark, color: '#fff', bgcolor: brand.navy }}>
              <VisibilityRounded aria-hidden sx={{ fontSize: 40, color: '#9EE5D8' }} />
              <Typography id="vision-heading" variant="h3" sx={{ mt: 1.5 }}>
                Our Vision
              </Typography>
              <Typography sx={{ mt: 1.5, lineHeight: 1.75, opacity: 0.92 }}>{vision}</Typography>
              <MuiLink
                component={RouterLink}
                to="/aboutus"
                color="inherit"
                sx={{ mt: 2.5, display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44, fontWeight: 700 }}
              >
                Read More
                <span style={visuallyHidden}> about our vision and mission</span>
                <ArrowForwardRounded fontSize="small" aria-hidden />
              </MuiLink>
            </Box>
          </Reveal>
          <Reveal from="right" delay={0.15}>
            <Box component="article" aria-labelledby="meeting-heading" sx={{ ...cardSx, border: 1, borderColor: 'divider', bgcolor: brand.mist }}>
              <EventRounded aria-hidden sx={{ fontSize: 40, color: 'secondary.main' }} />
              <Typography id="meeting-heading" variant="h3" sx={{ mt: 1.5 }}>
                {meeting.heading}
              </Typography>
              <Typography sx={{ mt: 1.5, color: 'text.secondary', lineHeight: 1.75 }}>{meeting.text}</Typography>
              <Box sx={{ mt: 2.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
                <Button component={RouterLink} to={booking.to} variant="contained" color="secondary">
                  {meeting.action}
                </Button>
                <MuiLink href={company.phone.href} sx={{ fontWeight: 700 }}>
                  {company.phone.display}
                </MuiLink>
              </Box>
            </Box>
          </Reveal>
        </Box>
      </Box>
    </PageSection>
  );
}
