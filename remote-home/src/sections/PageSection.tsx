import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { brand } from 'shared';

const tones = {
  plain: { bgcolor: 'background.default' },
  mist: { bgcolor: brand.mist },
} as const;

export interface PageSectionProps {
  /** Id of the section's heading, which names the section for assistive technology. */
  labelledBy: string;
  tone?: keyof typeof tones;
  children: ReactNode;
}

/** A block of a page: a landmark named by its heading, with the site's width and rhythm. */
export function PageSection({ labelledBy, tone = 'plain', children }: PageSectionProps) {
  return (
    <Box component="section" aria-labelledby={labelledBy} sx={{ ...tones[tone], py: { xs: 7, md: 10 } }}>
      <Container maxWidth="lg">{children}</Container>
    </Box>
  );
}
