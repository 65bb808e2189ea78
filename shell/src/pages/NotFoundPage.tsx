import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { company, PageHeader, useHydrated } from 'shared';
import { suggestRoute } from '../routes/matchRoute';
import { prefetchSearch, useSearch } from '../search/SiteSearch';
import art from 'shared/art/pages/not-found.json' with { type: 'json' };
import { notFound } from '../content/notFound';

/**
 * The not-found page (one prerendered page for every unknown address). Once
 * live it reads the address: one that is close to a page (the other spelling
 * of "specialties", a slug without its folder) offers that page first; and
 * the site's search is offered, as the navbar has it.
 */
export default function NotFoundPage() {
  const live = useHydrated();
  const { pathname } = useLocation();
  const search = useSearch();
  const meant = live ? suggestRoute(pathname) : undefined;
  return (
    <>
      <PageHeader title="Page Not Found" crumb="Not found" art={art} />
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 9 } }}>
        {meant && (
          <Typography component="p" variant="h2" role="status" sx={{ fontSize: '1.35rem', mb: 3 }}>
            Did you mean{' '}
            <MuiLink component={RouterLink} to={meant.path} underline="always">
              {meant.heading}
            </MuiLink>
            ?
          </Typography>
        )}
        <Typography variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
          {notFound.heading}
        </Typography>
        <Typography sx={{ mb: 4, lineHeight: 1.75 }}>
          {`${notFound.intro} `}
          <MuiLink href={company.phone.href} underline="always">{company.phone.display}</MuiLink>.
        </Typography>
        <Box component="nav" aria-label="Main sections" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {/* All alike: none of them is the page the visitor is on, nor the one they meant. */}
          {notFound.destinations.map((destination) => (
            <Button key={destination.to} component={RouterLink} to={destination.to} variant="outlined">
              {destination.label}
            </Button>
          ))}
        </Box>
        {/* No search without script: the button is disabled until the page is live. */}
        <Button
          variant="text"
          startIcon={<SearchRounded aria-hidden />}
          disabled={!live}
          onClick={search.open}
          onPointerEnter={prefetchSearch}
          onFocus={prefetchSearch}
          // No colour fade when it becomes live: it is enabled at hydration, whenever that comes.
          sx={{ mt: 3, px: 0, transition: 'none' }}
        >
          Search pages and billing codes
        </Button>
      </Container>
    </>
  );
}
