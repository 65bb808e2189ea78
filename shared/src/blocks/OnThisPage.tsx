import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import { brand } from '../brand';

export interface OnThisPageLink {
  label: string;
  /** The id of the section's heading. */
  id: string;
}

const linkSx = {
  color: brand.ink,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { color: brand.blue, textDecoration: 'underline' },
} as const;

/**
 * "On this page": jump links to a long page's sections. From 900 px up, a bar
 * that stays under the site header while the visitor reads; on phones, a
 * native disclosure at the top of the page, closed until tapped. Plain links
 * and <details>: it works before the page's code runs. The headings it points
 * to land below the sticky header and, from 900 px, this bar (the page's
 * scroll padding, set while the bar is on the page).
 */
export function OnThisPage({ links }: { links: readonly OnThisPageLink[] }) {
  const list = (layout: 'row' | 'column') => (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexDirection: layout,
        gap: layout === 'row' ? 3 : 1.5,
        ...(layout === 'row' ? { overflowX: 'auto', py: 1.5 } : { pt: 1.5 }),
      }}
    >
      {links.map((link) => (
        <li key={link.id}>
          <Box component="a" href={`#${link.id}`} sx={linkSx}>
            {link.label}
          </Box>
        </li>
      ))}
    </Box>
  );
  return (
    <>
      <GlobalStyles styles={{ html: { scrollPaddingTop: 112, '@media (min-width: 900px)': { scrollPaddingTop: 196 } } }} />
      <Box
        component="nav"
        aria-label="On this page"
        sx={{
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          '@media (min-width: 900px)': { position: 'sticky', top: { md: 68, lg: 80 }, zIndex: 'appBar' },
        }}
      >
        <Container maxWidth="lg">
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 3, fontSize: '0.95rem' }}>
            <Box component="span" sx={{ color: 'text.secondary', fontWeight: 700, whiteSpace: 'nowrap' }}>
              On this page
            </Box>
            {list('row')}
          </Box>
          <Box
            component="details"
            sx={{
              display: { md: 'none' },
              py: 1.5,
              '& > summary': {
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                minHeight: 44,
                cursor: 'pointer',
                fontWeight: 700,
                listStyle: 'none',
                '&::-webkit-details-marker': { display: 'none' },
              },
              '&[open] > summary svg': { transform: 'rotate(180deg)' },
            }}
          >
            <summary>
              On this page
              <ExpandMoreRounded aria-hidden />
            </summary>
            {list('column')}
          </Box>
        </Container>
      </Box>
    </>
  );
}
