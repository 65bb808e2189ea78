import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { LinkCard, PageSection, Reveal, SectionHeading, specialtyIcons, specialtyList } from 'shared';
import { phoneRailSx } from './phoneRailSx';

// The eight "popular" specialties; the index page lists all sixteen.
const featured = specialtyList.slice(0, 8);

/** Home: specialty cards, each leading to its specialty page. */
export function SpecialtyCardsSection() {
  return (
    <PageSection headingId="specialties-heading">
      <Reveal>
        <SectionHeading id="specialties-heading" eyebrow="Specialties" title="Billing that knows your specialty" align="center">
          Each specialty has its own codes, modifiers and payer policies. Our coders work within yours: {specialtyList.length}{' '}
          specialties have a page here, and we bill for others as well.
        </SectionHeading>
      </Reveal>
      {/* One reveal for the list: on phones it is a swiped row, whose cards off to the side would each wait to be seen. */}
      <Reveal component="ul" sx={phoneRailSx({ sm: '1fr 1fr', lg: 'repeat(4, 1fr)' })}>
        {featured.map((specialty) => (
          <li key={specialty.slug}>
            <LinkCard
              icon={specialtyIcons[specialty.slug]}
              title={specialty.name}
              description={specialty.description}
              to={specialty.path}
              cta="Read more"
            />
          </li>
        ))}
      </Reveal>
      <Box sx={{ textAlign: 'center', mt: 5 }}>
        <Button component={RouterLink} to="/specialities" variant="outlined" endIcon={<ArrowForwardRounded aria-hidden />}>
          View all {specialtyList.length} specialties
        </Button>
      </Box>
    </PageSection>
  );
}
