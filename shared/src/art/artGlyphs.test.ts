import { describe, expect, it } from 'vitest';
import { specialtyPages } from '../content/specialties';
import type { ArtGlyph } from './artGlyph';

const glyphs = import.meta.glob<ArtGlyph>('../content/art/**/*.json', { eager: true, import: 'default' });
const named = Object.fromEntries(Object.entries(glyphs).map(([path, glyph]) => [path.replace('../content/art/', '').replace('.json', ''), glyph]));

/** SVG path data: commands and numbers only. */
const pathData = /^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/;

/** The numbers of a path's absolute moves (the first point of each subpath), which must lie on the 96-unit grid. */
function moves(d: string): number[] {
  return [...d.matchAll(/M\s*(-?[\d.]+)[\s,]+(-?[\d.]+)/g)].flatMap((match) => [Number(match[1]), Number(match[2])]);
}

describe('the illustration system’s motifs', () => {
  it('has a motif for every specialty page, the service pages drawn with one (hero slides too) and the page headers without a scene of their own', () => {
    const expected = [
      ...specialtyPages.map((page) => `specialties/${page.slug}`),
      ...['accounts-receivable', 'denial-management', 'email-marketing', 'enrollment-credentialing', 'medical-billing', 'payment-posting'].map(
        (service) => `services/${service}`,
      ),
      ...['blogs', 'not-found'].map((page) => `pages/${page}`),
    ];
    expect(Object.keys(named)).toEqual(expect.arrayContaining(expected));
  });

  it.each(Object.entries(named))('%s is stroke path data on the 96-unit grid, small', (_, glyph) => {
    expect(glyph.lines.length).toBeGreaterThan(0);
    for (const d of [...glyph.lines, ...(glyph.accents ?? [])]) {
      expect(d).toMatch(pathData);
      for (const value of moves(d)) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(96);
      }
    }
    expect(JSON.stringify(glyph).length).toBeLessThan(900);
  });

  it('draws each page its own motif', () => {
    const drawings = Object.values(named).map((glyph) => JSON.stringify(glyph));
    expect(new Set(drawings).size).toBe(drawings.length);
  });
});
