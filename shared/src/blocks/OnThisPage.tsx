import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode } from 'react';
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
  // The section being read: the browser marks its link (the list is a scroll target group, below).
  '&:target-current': { color: brand.blue },
} as const;

/** From this width the links stand in a column beside the sections instead of a bar above them. */
const beside = '@media (min-width: 1200px)';

/** The column the links take beside the sections, and the gap after it (px). */
const asideWidth = 208;
const asideGap = 48;

/**
 * "On this page": jump links to a long page's sections, and those sections.
 * From 1200 px up, a column beside the text that stays in view while the
 * visitor reads (the sections' content moves right to make room); from 900 px,
 * a bar that stays under the site header; on phones, a native disclosure at
 * the top, closed until tapped. Plain links and <details>: it works before the
 * page's code runs. The headings it points to land below the sticky header
 * and the bar (the page's scroll padding, set while this is on the page).
 * The link of the section in view is marked by the browser (CSS
 * `scroll-target-group`, `:target-current`), with no script.
 */
export function OnThisPage({ links, children }: { links: readonly OnThisPageLink[]; children: ReactNode }) {
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
        // Where the visitor is, with no script: the browser tracks which linked
        // section is in view and matches its link with :target-current.
        scrollTargetGroup: 'auto',
        ...(layout === 'row'
          ? {
              overflowX: 'auto',
              py: 1.5,
              pr: 4,
              // Links that run past the edge fade out there, so the row reads as one that scrolls.
              maskImage: 'linear-gradient(to right, #000 calc(100% - 48px), transparent)',
              '& a:target-current': { boxShadow: `inset 0 -2px ${brand.blue}` },
            }
          : {
              mt: 1.5,
              borderLeft: 2,
              borderColor: 'divider',
              '& a': { display: 'block', pl: 2, ml: '-2px', borderLeft: 2, borderColor: 'transparent', whiteSpace: 'normal' },
              '& a:target-current': { borderColor: brand.blue },
            }),
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
  const label = (
    <Box component="span" sx={{ color: 'text.secondary', fontWeight: 700, whiteSpace: 'nowrap' }}>
      On this page
    </Box>
  );
  return (
    <Box
      sx={{
        position: 'relative',
        // Every content column of the sections (not the links' own) starts after the links.
        [beside]: { '& .MuiContainer-root:not(nav *)': { paddingLeft: `${24 + asideWidth + asideGap}px` } },
      }}
    >
      <GlobalStyles
        styles={{ html: { scrollPaddingTop: 112, '@media (min-width: 900px)': { scrollPaddingTop: 196 }, [beside]: { scrollPaddingTop: 112 } } }}
      />
      <Box
        component="nav"
        aria-label="On this page"
        sx={{
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          '@media (min-width: 900px)': { position: 'sticky', top: { md: 68, lg: 80 }, zIndex: 'appBar' },
          [beside]: {
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: 'max(24px, calc((100% - 1200px) / 2 + 24px))',
            width: asideWidth,
            bgcolor: 'transparent',
            borderBottom: 0,
            zIndex: 1,
          },
        }}
      >
        <Box sx={{ display: 'none', [beside]: { display: 'block', position: 'sticky', top: 80, pt: 6, pb: 4, fontSize: '0.95rem' } }}>
          {label}
          {list('column')}
        </Box>
        {/* Hidden on a wrapper, so the Container shares the page's one copy of its styles (see PageSection). */}
        <Box sx={{ [beside]: { display: 'none' } }}>
          <Container maxWidth="lg">
            <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 3, fontSize: '0.95rem' }}>
              {label}
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
      </Box>
      {children}
    </Box>
  );
}
