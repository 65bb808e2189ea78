import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageSection, Reveal, SectionHeading, specialtyIcons, specialtyList } from 'shared';
import { LinkCard } from './LinkCard';

// The eight "popular" specialties; the index page lists all sixteen.
const featured = specialtyList.slice(0, 8);

/** Home: specialty cards, each leading to its specialty page. */
export function SpecialtyCardsSection() {
  return (
    <PageSection headingId="specialties-heading">
      <Reveal>
        <SectionHeading id="specialties-heading" eyebrow="Specialties" title="Billing That Knows Your Specialty" align="center">
          Each specialty has its own codes, modifiers and payer policies. Our coders work within yours: {specialtyList.length}{' '}
          specialties have a page here, and we bill for others as well.
        </SectionHeading>
      </Reveal>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {featured.map((specialty, position) => (
          <Reveal key={specialty.slug} component="li" delay={(position % 4) * 0.1}>
            <LinkCard
              icon={specialtyIcons[specialty.slug]}
              title={specialty.name}
              description={specialty.description}
              to={specialty.path}
              cta="Read more"
            />
          </Reveal>
        ))}
      </Box>
      <Box sx={{ textAlign: 'center', mt: 5 }}>
        <Button component={RouterLink} to="/specialities" variant="outlined" endIcon={<ArrowForwardRounded aria-hidden />}>
          View all {specialtyList.length} specialties
        </Button>
      </Box>
    </PageSection>
  );
}
