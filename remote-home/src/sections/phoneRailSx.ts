/**
 * A list of cards that is one swipeable row on phones (below `sm`), each card
 * 82 % of the width so the next one shows at the edge and says the row goes
 * on, snapping card by card; from `sm` up, the section's own grid. It keeps a
 * long list of cards from stacking into several screens of a phone page.
 * `columns` is the grid from `sm` up.
 */
export const phoneRailSx = (columns: { sm: string; md?: string; lg?: string }) =>
  ({
    display: 'grid',
    gap: 3,
    gridAutoFlow: { xs: 'column', sm: 'row' },
    gridAutoColumns: { xs: '82%', sm: 'auto' },
    gridTemplateColumns: { xs: 'none', ...columns },
    overflowX: { xs: 'auto', sm: 'visible' },
    scrollSnapType: { xs: 'x mandatory', sm: 'none' },
    // The row runs to the screen's edges; the first card starts in line with the text.
    mx: { xs: -2, sm: 0 },
    px: { xs: 2, sm: 0 },
    scrollPaddingInline: { xs: 16, sm: 0 },
    pb: { xs: 1.5, sm: 0 },
    listStyle: 'none',
    mt: 0,
    mb: 0,
    '& > li': { scrollSnapAlign: 'start', minWidth: 0 },
  }) as const;
