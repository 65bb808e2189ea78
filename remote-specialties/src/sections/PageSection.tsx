import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { brand } from 'shared';

export type SectionTone = 'plain' | 'mist';

/** The background of cards inside a section, so they stand out from the section's own. */
export function cardSurface(tone: SectionTone): string {
  return tone === 'mist' ? '#FFFFFF' : brand.mist;
}

export interface PageSectionProps {
  /** Names the section; its heading carries the id `${id}-heading`. */
  id: string;
  /** Alternating backgrounds separate the blocks of a long page. */
  tone?: SectionTone;
  children: ReactNode;
}

/** One block of a page: a labelled landmark with the site's spacing and width. */
export function PageSection({ id, tone = 'plain', children }: PageSectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-heading`}
      data-testid={`section-${id}`}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tone === 'mist' ? brand.mist : 'background.paper' }}
    >
      <Container maxWidth="lg">{children}</Container>
    </Box>
  );
}
