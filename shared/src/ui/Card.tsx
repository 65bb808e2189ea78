import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { brand } from '../brand';
import { tapAreaSx, visuallyHidden } from './visuallyHidden';

// The site's card system: one surface, one icon tile, one link line, in three
// variants. A content card leads to a page (LinkCard: the whole card is the
// link's hit area and lifts on hover); a feature card and a step card say
// something and do not move (cardSx with an icon or a number in CardIcon). A
// feature card in a stacked list lays its title beside its content (RowCard).

/** The surface every card shares: white, a hairline border, rounded corners. */
export const cardSx = {
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: 1.5,
  p: { xs: 2.5, md: 3 },
  borderRadius: 3,
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'rgba(10, 61, 98, 0.14)',
} as const;

/** The one icon treatment: a rounded teal tile, holding an icon or a step's number. */
export function CardIcon({ icon: Icon, children }: { icon?: SvgIconComponent; children?: ReactNode }) {
  return (
    <Box
      aria-hidden
      sx={{
        flexShrink: 0,
        width: 48,
        height: 48,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        color: brand.tealOnTint,
        bgcolor: 'rgba(14, 124, 107, 0.1)',
        fontWeight: 800,
        fontSize: '1.05rem',
      }}
    >
      {Icon ? <Icon sx={{ fontSize: 26 }} /> : children}
    </Box>
  );
}

/** A step card: its number in the icon tile beside the title, as a content card's icon is; the text runs the card's full width. */
export function StepCard({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Box sx={cardSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.75 }}>
        <CardIcon>{String(number).padStart(2, '0')}</CardIcon>
        <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
          {title}
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>{children}</Typography>
    </Box>
  );
}

/**
 * A row card: its title (with an icon, if given) beside its content from 900
 * px, above it on phones. For lists of rules or points stacked one per row,
 * whose lengths differ too much to sit side by side without leaving cards
 * half empty. The content keeps a readable measure on wide screens.
 */
export function RowCard({ title, icon, id, children }: { title: string; icon?: SvgIconComponent; id?: string; children: ReactNode }) {
  return (
    <Box sx={{ ...cardSx, display: 'grid', gridTemplateColumns: { md: '15rem 1fr' }, gap: { xs: 1.5, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.75, alignSelf: 'start' }}>
        {icon && <CardIcon icon={icon} />}
        <Typography variant="h3" id={id} sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
      </Box>
      <Box sx={{ maxWidth: '34rem', minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

/** The one link line of a card ("Learn more →"): bold, the brand blue, an arrow that moves on hover. */
const cardLinkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  alignSelf: 'flex-start',
  color: 'primary.main',
  fontWeight: 700,
  fontSize: '0.95rem',
  textDecoration: 'none',
  '& .card-arrow': { display: 'inline-block', transition: 'transform .2s ease' },
} as const;

/** The link line's arrow: the character, as the spec's "Read More →" writes it. */
function CardArrow() {
  return (
    <span className="card-arrow" aria-hidden="true">
      →
    </span>
  );
}

/** A card's link line as a link of its own, for cards that are not links as a whole. */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <MuiLink component={RouterLink} to={to} sx={{ ...cardLinkSx, ...tapAreaSx, '&:hover .card-arrow': { transform: 'translateX(3px)' } }}>
      {children}
      <CardArrow />
    </MuiLink>
  );
}

/** A link on a line of its own after a text (an answer, a step), to where it is told in full. */
export function MoreLink({ more }: { more?: { label: string; to: string } }) {
  if (!more) return null;
  return (
    // Inline, so that a label that wraps keeps its arrow after its last word.
    <Box component="span" sx={{ display: 'block', mt: 1, '& > a': { display: 'inline' }, '& .card-arrow': { ml: 0.5 } }}>
      <CardLink to={more.to}>{more.label}</CardLink>
    </Box>
  );
}

// The link's ::after covers the card, so the whole card is its hit area while
// its name stays short; the focus ring is drawn on that cover.
const stretchedLinkSx = {
  color: 'inherit',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 3 },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: -3 },
} as const;

export interface LinkCardProps {
  icon: SvgIconComponent;
  title: string;
  description: string;
  to: string;
  /** The card's link line, e.g. "Learn more". */
  cta: string;
  /**
   * Words only screen readers hear after the link line. With them the link
   * line is the link (the spec's "Read More →" cards); without, the title is.
   */
  ctaContext?: string;
  /** A fixed height in px (the spec's 250 px service cards); the row's height when absent. */
  height?: number;
}

/** A content card: an icon beside a title (h3), a short text and a link line; the whole card leads to its page. */
export function LinkCard({ icon, title, description, to, cta, ctaContext, height }: LinkCardProps) {
  const ctaIsLink = ctaContext !== undefined;
  return (
    <Box
      component="article"
      sx={{
        ...cardSx,
        position: 'relative',
        height: height ?? '100%',
        transition: 'box-shadow .25s ease, border-color .25s ease, transform .25s ease',
        '&:hover, &:focus-within': { borderColor: 'secondary.main', boxShadow: '0 14px 36px rgba(10, 61, 98, 0.12)' },
        '&:hover .card-arrow, &:focus-within .card-arrow': { transform: 'translateX(3px)' },
        '@media (prefers-reduced-motion: no-preference)': { '&:hover': { transform: 'translateY(-2px)' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.75 }}>
        <CardIcon icon={icon} />
        <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
          {ctaIsLink ? (
            title
          ) : (
            <Box component={RouterLink} to={to} sx={stretchedLinkSx}>
              {title}
            </Box>
          )}
        </Typography>
      </Box>
      <Typography sx={{ color: 'text.secondary', lineHeight: 1.65, fontSize: '0.97rem', flex: 1 }}>{description}</Typography>
      {ctaIsLink ? (
        <Box component={RouterLink} to={to} sx={{ ...cardLinkSx, ...stretchedLinkSx, color: 'primary.main' }}>
          {cta}
          <Box component="span" sx={visuallyHidden}>
            {ctaContext}
          </Box>
          <CardArrow />
        </Box>
      ) : (
        <Box component="span" aria-hidden sx={cardLinkSx}>
          {cta}
          <CardArrow />
        </Box>
      )}
    </Box>
  );
}
