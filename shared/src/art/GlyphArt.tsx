import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { ArtGlyph } from './artGlyph';

export interface GlyphArtProps {
  glyph: ArtGlyph;
  /** Placement and size; the main lines take the text color, the details `--art-accent`. */
  sx?: SxProps<Theme>;
}

/** Where the 96-unit motif sits in the 360 × 240 frame: centred on the plate, 1.6 times its size. */
const plateCentre = 'translate(103.2 43.2) scale(1.6)';

/**
 * The site's illustrations: each page's, service's, specialty's or article's
 * own motif, large on a plate in rings, with the brand's crosses, so every
 * drawing shows its own subject. Used by the page headers, the hero's slides,
 * the blog covers and the home page's banners. Decorative: the heading beside
 * it says what it is about, so the drawing is hidden from assistive
 * technology. Inline SVG, so it paints with the page's HTML, takes the
 * section's color (main lines in `currentColor`, details in `--art-accent`)
 * and needs no request.
 */
export function GlyphArt({ glyph, sx }: GlyphArtProps) {
  return (
    <ArtCanvas sx={sx}>
      <circle cx="180" cy="120" r="112" fill="currentColor" opacity="0.08" />
      <circle cx="180" cy="120" r="112" stroke="var(--art-accent)" strokeWidth="1.5" strokeDasharray="2 9" opacity="0.7" />
      <circle cx="180" cy="120" r="84" stroke="currentColor" strokeWidth="2" opacity="0.25" />
      <circle cx="262" cy="44" r="7" fill="var(--art-accent)" />
      <circle cx="94" cy="192" r="4" fill="currentColor" opacity="0.5" />
      <path d="M330 40h14M337 33v14M16 200h12M22 194v12" stroke="currentColor" strokeWidth="3" opacity="0.35" />
      <g transform={plateCentre} strokeWidth="3">
        {glyph.lines.map((d) => (
          <path key={d} d={d} stroke="currentColor" />
        ))}
        {glyph.accents?.map((d) => (
          <path key={d} d={d} stroke="var(--art-accent)" />
        ))}
      </g>
    </ArtCanvas>
  );
}

/**
 * The canvas every drawing of the site is made on (motifs here, scenes in
 * SceneArt.tsx): a 360 × 240 inline SVG of unfilled round strokes, hidden
 * from assistive technology.
 */
export function ArtCanvas({ sx, children }: { sx?: SxProps<Theme> | undefined; children: ReactNode }) {
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
      {children}
    </Box>
  );
}
