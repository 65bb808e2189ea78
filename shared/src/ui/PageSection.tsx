import Box, { type BoxProps } from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { brand, focusRingOnDark } from '../brand';

/**
 * The section's background. Long pages alternate plain and mist so their
 * blocks read apart; a dark band has white text and mint focus rings, and its
 * gradient is its own (`sx`).
 */
export type SectionTone = 'plain' | 'mist' | 'dark';

/** The room above and below the section's content. */
export type SectionSpacing = 'roomy' | 'regular' | 'compact' | 'none';

const tones = {
  plain: { bgcolor: 'background.default' },
  mist: { bgcolor: brand.mist },
  dark: { ...focusRingOnDark, color: '#fff', bgcolor: brand.navy },
} as const;

const spacings = {
  roomy: { py: { xs: 7, md: 10 } },
  regular: { py: { xs: 6, md: 9 } },
  compact: { py: { xs: 5, md: 6 } },
  none: {},
} as const;

export interface PageSectionProps extends Omit<BoxProps<'section'>, 'component' | 'children' | 'maxWidth' | 'aria-labelledby' | 'aria-label'> {
  /** Id of the heading inside that names the section (its landmark's name). */
  headingId: string;
  tone?: SectionTone;
  spacing?: SectionSpacing;
  /** Width of the content column; false for a section that sits in a column of its parent's. */
  maxWidth?: 'md' | 'lg' | false;
  /** Styles of the content column, e.g. a grid (on a box filling it). */
  containerSx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * One block of a page: a landmark named by its heading, with the site's
 * backgrounds, vertical rhythm and content width. `sx` adds to (and can
 * override) the section's own styles.
 */
export function PageSection({
  headingId,
  tone = 'plain',
  spacing = 'roomy',
  maxWidth = 'lg',
  containerSx,
  sx,
  children,
  ...section
}: PageSectionProps) {
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={[tones[tone], spacings[spacing], ...(Array.isArray(sx) ? sx : [sx])]}
      {...section}
    >
      {/* The column's own styles on a box inside it: a Container with an sx of its own would carry its own copy of MUI's Container styles (about 0.3 KB of each page's CSS per copy). */}
      {maxWidth ? <Container maxWidth={maxWidth}>{containerSx ? <Box sx={containerSx}>{children}</Box> : children}</Container> : children}
    </Box>
  );
}
