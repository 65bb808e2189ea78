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
  /**
   * start: each tile as tall as its own text, for cards whose lists differ in
   * length (stretched, a short one is half empty beside a long one).
   */
  align?: 'stretch' | 'start';
  children: ReactNode;
}

/**
 * A list of equal-width tiles, by default each row as tall as its tallest tile. A short
 * last row starts at the left, where reading continues: the site's one rule
 * for a grid's last row.
 */
export function TileGrid({ columns, ordered = false, align = 'stretch', children }: TileGridProps) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        alignItems: align,
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
