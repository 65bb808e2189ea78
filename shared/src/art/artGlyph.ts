/**
 * One motif of the site's illustration system: line drawing on a 96 × 96
 * grid, as SVG path data. `lines` are drawn in the art's main color, `accents`
 * in its accent color; both are strokes only (3 units, round ends and joins),
 * so every motif has the same weight whatever it shows. GlyphArt sets each
 * motif in the same frame (a plate, a dotted orbit, the brand's crosses).
 */
export interface ArtGlyph {
  lines: string[];
  accents?: string[];
}
