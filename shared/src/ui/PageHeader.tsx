import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PhoneInTalkRounded from '@mui/icons-material/PhoneInTalkRounded';
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ArtGlyph } from '../art/artGlyph';
import { GlyphArt } from '../art/GlyphArt';
import { tapAreaSx } from './visuallyHidden';
import { SampleReportArt } from '../art/SampleReportArt';
import { booking, company } from '../content/company';
import { brand, buttonsOnDarkSx } from '../brand';
import { PageSection } from './PageSection';

// Original background: a soft grid of medical crosses over the brand gradient.
const crossPattern =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='64' height='64' viewBox='0 0 64 64'%3E%3Cpath d='M28 20h8v8h8v8h-8v8h-8v-8h-8v-8h8z' fill='%23ffffff' fill-opacity='0.06'/%3E%3C/svg%3E\")";

export type PageHeaderVariant = 'plain' | 'support' | 'overview' | 'blog';

export interface PageHeaderProps {
  /** The page's h1. */
  title: string;
  /** Breadcrumb label of the current page; defaults to the title. */
  crumb?: string;
  /** The page above this one in the breadcrumb, between Home and it (a specialty's index). */
  parent?: { name: string; path: string };
  /**
   * plain: heading and breadcrumb only; support: a paragraph with the
   * "Call Us When You Need Help!" call-out; overview and blog: the children
   * as overview or blog content under the heading.
   */
  variant?: PageHeaderVariant;
  /** Paragraph (support) or content (overview, blog). */
  children?: ReactNode;
  /**
   * Beside the text from 900 px: the page's motif on the site's plate, the
   * sample monthly report (the services whose result it shows), or the page's
   * own scene (`shared/src/art/SceneArt.tsx`: About, Contact, the specialties
   * index, prior authorization). Legal and document pages have none.
   */
  art?: ArtGlyph | 'sample-report' | ReactElement;
  /** A line of small print under the text, e.g. the date of the rules the page states (`codingNotices.rules`). */
  note?: string;
}

/**
 * The support call-out: the phone, and the booking action beside it, so a
 * visitor who has decided can book from a phone's first screen (the booking
 * bar shows only once the header has scrolled away).
 */
function SupportCallout() {
  return (
    <Paper
      elevation={0}
      sx={{
        ...buttonsOnDarkSx,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        p: 2.5,
        borderRadius: 3,
        bgcolor: 'rgba(255,255,255,0.12)',
        color: 'inherit',
        border: '1px solid rgba(255,255,255,0.25)',
        maxWidth: 420,
      }}
    >
      <PhoneInTalkRounded sx={{ fontSize: 40 }} aria-hidden />
      <div>
        <Typography component="p" sx={{ fontWeight: 700 }}>
          Call Us When You Need Help!
        </Typography>
        <MuiLink href={company.phone.href} color="inherit" sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
          {company.phone.display}
        </MuiLink>
      </div>
      <Button component={RouterLink} to={booking.to} variant="contained" sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
        {booking.label}
      </Button>
    </Paper>
  );
}

/**
 * The art beside the heading from 900 px. Narrower screens leave it out: there
 * is no room beside the heading, and above it the art would push the page's
 * text down a phone's first screen.
 */
const artSx = {
  gridArea: 'art',
  display: { xs: 'none', md: 'block' },
  width: '100%',
  maxWidth: 360,
  justifySelf: 'center',
  '--art-accent': brand.mint,
} as const;

/** The header every inner page opens with: breadcrumb, heading, text, the page's art. */
export function PageHeader({ title, crumb, parent, variant = 'plain', children, art, note }: PageHeaderProps) {
  const support = variant === 'support';
  const areas = support ? { xs: '"text" "callout"', md: '"text art" "text callout"' } : { xs: '"text"', md: '"text art"' };
  return (
    <PageSection
      headingId="page-title"
      tone="dark"
      spacing="regular"
      sx={{ backgroundImage: `${crossPattern}, linear-gradient(135deg, ${brand.navy} 0%, ${brand.blue} 60%, ${brand.teal} 130%)` }}
      containerSx={{
        display: 'grid',
        gridTemplateAreas: areas,
        gridTemplateColumns: { xs: '1fr', md: art || support ? 'minmax(0, 1.6fr) minmax(0, 1fr)' : '1fr' },
        columnGap: 6,
        rowGap: 3,
        alignItems: 'center',
      }}
    >
      <Box sx={{ gridArea: 'text' }}>
        <Box
          component="nav"
          aria-label="Breadcrumb"
          sx={{ mb: 2, '& ol': { display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 } }}
        >
          <ol>
            {[{ name: 'Home', path: '/' }, ...(parent ? [parent] : [])].map((page) => (
              <Fragment key={page.path}>
                <li>
                  <MuiLink component={RouterLink} to={page.path} color="inherit" sx={{ ...tapAreaSx, fontWeight: 600 }}>
                    {page.name}
                  </MuiLink>
                </li>
                <li aria-hidden>›</li>
              </Fragment>
            ))}
            <li aria-current="page">{crumb ?? title}</li>
          </ol>
        </Box>
        <Typography id="page-title" variant="h1">
          {title}
        </Typography>
        {variant !== 'plain' && children && (
          <Typography component="div" sx={{ mt: 3, maxWidth: 820, fontSize: '1.1rem', opacity: 0.95 }}>
            {children}
          </Typography>
        )}
        {note && (
          <Typography data-testid="page-header-note" sx={{ mt: 2, maxWidth: 820, fontSize: '0.95rem', opacity: 0.95 }}>
            {note}
          </Typography>
        )}
      </Box>
      {art === 'sample-report' ? (
        <SampleReportArt sx={{ ...artSx, color: '#fff' }} />
      ) : isValidElement(art) ? (
        <Box sx={artSx}>{art}</Box>
      ) : (
        art && <GlyphArt glyph={art} sx={artSx} />
      )}
      {support && (
        <Box sx={{ gridArea: 'callout', justifySelf: { md: 'center' }, width: '100%', maxWidth: 420, mt: { md: art ? -3 : 0 } }}>
          <SupportCallout />
        </Box>
      )}
    </PageSection>
  );
}
