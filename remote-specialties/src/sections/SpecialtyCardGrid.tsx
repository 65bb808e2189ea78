import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  brand,
  PageSection,
  Reveal,
  SectionHeading,
  specialtyIcons,
  visuallyHidden,
  type SectionTone,
  type SpecialtySummary,
} from 'shared';

export interface SpecialtyCardGridProps {
  id: string;
  heading: string;
  intro: string;
  specialties: readonly SpecialtySummary[];
  tone: SectionTone;
}

/** A grid of specialty cards (four columns on large screens), each leading to its page. */
export function SpecialtyCardGrid({ id, heading, intro, specialties, tone }: SpecialtyCardGridProps) {
  return (
    <PageSection headingId={`${id}-heading`} tone={tone} spacing="regular">
      <SectionHeading id={`${id}-heading`} eyebrow="Specialties" title={heading} align="center">
        {intro}
      </SectionHeading>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {specialties.map((specialty, index) => {
          const Icon = specialtyIcons[specialty.slug];
          return (
            <Box component="li" key={specialty.slug} sx={{ display: 'flex' }}>
              <Reveal delay={(index % 4) * 0.1} sx={{ display: 'flex', width: '100%' }}>
                <Box
                  component="article"
                  sx={{
                    width: '100%',
                    display: 'flex',
                    flexDirection: 'column',
                    p: 3,
                    borderRadius: 4,
                    bgcolor: 'background.paper',
                    border: '1px solid rgba(10, 61, 98, 0.12)',
                    boxShadow: '0 8px 24px rgba(10, 61, 98, 0.06)',
                    transition: 'transform 0.25s ease, box-shadow 0.25s ease',
                    '&:hover, &:focus-within': {
                      transform: 'translateY(-4px)',
                      boxShadow: '0 16px 36px rgba(10, 61, 98, 0.14)',
                    },
                    '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover, &:focus-within': { transform: 'none' } },
                  }}
                >
                  <Box
                    aria-hidden
                    sx={{
                      width: 60,
                      height: 60,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      color: '#fff',
                      mb: 2.5,
                      background: `linear-gradient(135deg, ${brand.navy}, ${brand.blue} 60%, ${brand.teal})`,
                    }}
                  >
                    <Icon sx={{ fontSize: 30 }} />
                  </Box>
                  <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
                    {specialty.name}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary', lineHeight: 1.7, flexGrow: 1, mb: 2.5 }}>
                    {specialty.description}
                  </Typography>
                  <MuiLink
                    component={RouterLink}
                    to={specialty.path}
                    sx={{
                      fontWeight: 700,
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 0.75,
                      alignSelf: 'flex-start',
                      '&:hover .arrow': { transform: 'translateX(3px)' },
                    }}
                  >
                    Read More
                    <Box component="span" sx={visuallyHidden}>
                      {` about ${specialty.name} billing`}
                    </Box>
                    <Box component="span" aria-hidden className="arrow" sx={{ transition: 'transform 0.2s ease' }}>
                      →
                    </Box>
                  </MuiLink>
                </Box>
              </Reveal>
            </Box>
          );
        })}
      </Box>
    </PageSection>
  );
}
