import Box from '@mui/material/Box';
import { Children, type ReactNode } from 'react';

export interface CardGridProps {
  /** Cards per row from each breakpoint up (MUI's: sm 600 px, md 900, lg 1200); one on phones. */
  columns: Partial<Record<'sm' | 'md' | 'lg', number>>;
  /** An ordered list, for steps. */
  ordered?: boolean;
  /** Space between the cards, in theme spacing units. */
  gap?: number;
  children: ReactNode;
}

/**
 * The site's one rule for card grids: a list of equal-width cards, each row
 * as tall as its tallest card, a short last row starting at the left, where
 * reading continues. Each child is a card (or a Reveal around one) and fills
 * its cell.
 */
export function CardGrid({ columns, ordered = false, gap = 3, children }: CardGridProps) {
  const perRow = Object.fromEntries(Object.entries(columns).map(([from, count]) => [from, `repeat(${count}, 1fr)`]));
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns: { xs: '1fr', ...perRow } }}
    >
      {Children.map(children, (card) => (
        <Box component="li" sx={{ display: 'grid', minWidth: 0 }}>
          {card}
        </Box>
      ))}
    </Box>
  );
}
