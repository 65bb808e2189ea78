import { brand } from 'shared';

/** Sections alternate between white and a pale brand tint so long pages read as distinct blocks. */
export type SectionTone = 'white' | 'mist';

export const toneBackground: Record<SectionTone, string> = {
  white: '#FFFFFF',
  mist: brand.mist,
};
