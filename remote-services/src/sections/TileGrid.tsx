import Box from '@mui/material/Box';
import { Children, type ReactNode } from 'react';

export interface TileGridProps {
  /**
   * Tiles per row on wide screens (two on tablets, one on phones). Four make
   * two rows of two: beside the "On this page" column the text is about
   * 900 px wide, and four across would leave lines of a few words.
   */
  columns: 2 | 3 | 4;
  /** An ordered list, for steps. */
  ordered?: boolean;
  children: ReactNode;
}

/**
 * A list of equal-width tiles, each row as tall as its tallest tile: the
 * site's one rule for card grids. A short last row starts at the left, where
 * reading continues.
 */
export function TileGrid({ columns, ordered = false, children }: TileGridProps) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: `repeat(${columns === 4 ? 2 : columns}, 1fr)` },
      }}
    >
      {Children.map(children, (child) => (
        <Box component="li" sx={{ display: 'flex', minWidth: 0 }}>
          {child}
        </Box>
      ))}
    </Box>
  );
}
