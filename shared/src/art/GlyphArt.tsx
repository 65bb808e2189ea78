import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { brand } from '../brand';
import type { ArtGlyph } from './artGlyph';

/**
 * claim: the page's motif on a plate beside a claim sheet, with a paid chip
 * (services, the company's pages, blog covers); plate: the motif alone, large,
 * in rings, so a specialty's header shows its own subject.
 */
export type ArtFrame = 'claim' | 'plate';

export interface GlyphArtProps {
  glyph: ArtGlyph;
  frame?: ArtFrame | undefined;
  /** Placement and size; the main lines take the text color, the details `--art-accent`. */
  sx?: SxProps<Theme>;
}

/** Where the 96-unit motif sits in the 360 × 240 frame: right of the sheet, 1.5 times its size. */
const place = 'translate(166 44) scale(1.5)';
/** On a plate: centred, 1.6 times its size. */
const plateCentre = 'translate(103.2 43.2) scale(1.6)';

/** The navy of the check on the chip, whatever the art's colors. */
const chipInk = brand.navy;

/**
 * The site's illustrations: every motif in one of two frames (see ArtFrame),
 * with the brand's crosses. Used by the page headers, the hero's slides, the blog covers and the home page's banners.
 * Decorative: the heading beside it says what it is about, so the drawing is
 * hidden from assistive technology. Inline SVG, so it paints with the page's
 * HTML, takes the section's color (main lines in `currentColor`, details in
 * `--art-accent`) and needs no request.
 */
export function GlyphArt({ glyph, frame = 'claim', sx }: GlyphArtProps) {
  const plate = frame === 'plate';
  return (
    <Box
      component="svg"
      viewBox="0 0 360 240"
      aria-hidden="true"
      focusable="false"
      sx={[{ display: 'block', overflow: 'visible' }, ...(Array.isArray(sx) ? sx : [sx])]}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {plate ? (
        <>
          <circle cx="180" cy="120" r="112" fill="currentColor" opacity="0.08" />
          <circle cx="180" cy="120" r="112" stroke="var(--art-accent)" strokeWidth="1.5" strokeDasharray="2 9" opacity="0.7" />
          <circle cx="180" cy="120" r="84" stroke="currentColor" strokeWidth="2" opacity="0.25" />
          <circle cx="262" cy="44" r="7" fill="var(--art-accent)" />
          <circle cx="94" cy="192" r="4" fill="currentColor" opacity="0.5" />
        </>
      ) : (
        <>
          <g transform="rotate(-6 110 130)">
            <rect x="40" y="44" width="132" height="168" rx="14" fill="currentColor" opacity="0.1" />
            <rect x="40" y="44" width="132" height="168" rx="14" stroke="currentColor" strokeWidth="2" opacity="0.35" />
            <path d="M62 76h56M62 100h88M62 120h72M62 140h88M62 160h48" stroke="currentColor" strokeWidth="5" opacity="0.3" />
            <path d="M62 186h30" stroke="var(--art-accent)" strokeWidth="5" opacity="0.8" />
          </g>
          <circle cx="238" cy="116" r="86" fill="currentColor" opacity="0.1" />
          <circle cx="238" cy="116" r="86" stroke="var(--art-accent)" strokeWidth="1.5" strokeDasharray="2 9" opacity="0.7" />
          <g transform="translate(272 178)">
            <rect width="66" height="34" rx="17" fill="var(--art-accent)" />
            <path d="M16 17l7 7l13-14" stroke={chipInk} strokeWidth="4" />
            <path d="M44 17h10" stroke={chipInk} strokeWidth="4" opacity="0.5" />
          </g>
        </>
      )}
      <path d="M330 40h14M337 33v14M16 200h12M22 194v12" stroke="currentColor" strokeWidth="3" opacity="0.35" />
      {!plate && <circle cx="318" cy="78" r="5" fill="var(--art-accent)" />}
      <g transform={plate ? plateCentre : place} strokeWidth="3">
        {glyph.lines.map((d) => (
          <path key={d} d={d} stroke="currentColor" />
        ))}
        {glyph.accents?.map((d) => (
          <path key={d} d={d} stroke="var(--art-accent)" />
        ))}
      </g>
    </Box>
  );
}
