import Box from '@mui/material/Box';
import { Children, type ReactNode } from 'react';

const gapPx = 24;

function share(perRow: number): string {
  return `calc((100% - ${(perRow - 1) * gapPx}px) / ${perRow})`;
}

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
 * A list of equal-width tiles whose short last row is centred, so five or
 * seven tiles look deliberate rather than like a row with a gap. Steps (an
 * ordered list) keep their last row at the start, where the reading order
 * continues.
 */
export function TileGrid({ columns, ordered = false, children }: TileGridProps) {
  return (
    <Box component={ordered ? 'ol' : 'ul'} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: ordered ? 'flex-start' : 'center', gap: `${gapPx}px` }}>
      {Children.map(children, (child) => (
        <Box component="li" sx={{ display: 'flex', width: { xs: '100%', sm: share(2), lg: share(columns === 4 ? 2 : columns) } }}>
          {child}
        </Box>
      ))}
    </Box>
  );
}
