import { brand, type SectionTone } from 'shared';

/** The background of cards inside a section, so they stand out from the section's own. */
export function cardSurface(tone: SectionTone): string {
  return tone === 'mist' ? '#FFFFFF' : brand.mist;
}
