import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { headingIdOf, PageSection, Reveal, serviceCards, serviceIcons, type SectionTone } from 'shared';
import type { SectionIntro } from '../content/types';
import { IntroHeading } from './IntroHeading';
import { IntroLink } from './IntroLink';
import { TileGrid } from './TileGrid';

export interface ServiceLinksSectionProps {
  intro: SectionIntro;
  /** The page's own route, left out of the list. */
  currentPath?: string;
  tone?: SectionTone;
}

/** The site's core services as cards linking to their pages. */
export function ServiceLinksSection({ intro, currentPath, tone }: ServiceLinksSectionProps) {
  const headingId = headingIdOf(intro.heading);
  const services = serviceCards.filter((service) => service.path !== currentPath);
  return (
    <PageSection headingId={headingId} tone={tone}>
      <IntroHeading id={headingId} intro={intro} />
      <TileGrid columns={3}>
        {services.map((service, index) => {
          const Icon = serviceIcons[service.icon];
          return (
            <Reveal key={service.id} delay={(index % 3) * 0.1} sx={{ display: 'flex', width: '100%' }}>
              <Box
                sx={{
                  position: 'relative',
                  width: '100%',
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1.5,
                  p: 3,
                  borderRadius: 2,
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'rgba(10, 61, 98, 0.12)',
                  transition: 'transform .25s, box-shadow .25s, border-color .25s',
                  '&:hover, &:focus-within': {
                    borderColor: 'primary.main',
                    boxShadow: '0 18px 40px -28px rgba(10, 61, 98, 0.7)',
                  },
                  '@media (prefers-reduced-motion: no-preference)': {
                    '&:hover': { transform: 'translateY(-4px)' },
                  },
                }}
              >
                <Icon aria-hidden sx={{ color: 'secondary.main', fontSize: 36 }} />
                <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
                  <MuiLink
                    component={RouterLink}
                    to={service.path}
                    underline="none"
                    color="inherit"
                    // The whole card is the link's hit area; the link text stays the title.
                    sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 } }}
                  >
                    {service.title}
                  </MuiLink>
                </Typography>
                <Typography sx={{ color: 'text.secondary', lineHeight: 1.7, flex: 1 }}>{service.description}</Typography>
                <Box
                  component="span"
                  aria-hidden
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'primary.main', fontWeight: 700 }}
                >
                  Learn more <ArrowForwardRounded fontSize="small" />
                </Box>
              </Box>
            </Reveal>
          );
        })}
      </TileGrid>
      <IntroLink intro={intro} />
    </PageSection>
  );
}
