import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { FaqItem } from '../content/types';
import { MoreLink } from '../ui/Card';

/** Expand and collapse time (ms) and icon turn time (s) of the accordion. */
export const faqExpandMs = 400;
export const faqIconTurnSeconds = 0.5;

const iconTurn = `transform ${faqIconTurnSeconds}s ease`;
const stroke = { display: 'block', position: 'absolute', left: 0, top: 9, width: 20, height: 2, borderRadius: 1, bgcolor: 'currentColor' } as const;

/**
 * One question and its answer. Everything that shows whether it is open
 * follows the element's own `open` attribute, which the browser sets: the
 * border and tint, the question's colour, the icon (a minus when open, a plus
 * when closed) and the answer's height.
 */
const itemSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 3,
  bgcolor: 'background.paper',
  transition: 'border-color .3s, background-color .3s',
  // Lets the answer's height animate to and from `auto`.
  interpolateSize: 'allow-keywords',
  '&[open]': { borderColor: 'primary.main', bgcolor: 'rgba(10, 90, 138, 0.04)' },
  '&[open] > summary': { color: 'primary.main' },
  '&[open] [data-icon]': { transform: 'rotate(180deg)' },
  '&[open] [data-stroke="vertical"]': { transform: 'rotate(0deg) scaleX(0)' },
  // The answer's box. A browser without ::details-content ignores these rules
  // and opens and closes the answer at once. Its content stays rendered while
  // it closes (allow-discrete), so the height can shrink to nothing first.
  '&::details-content': {
    blockSize: 0,
    overflow: 'clip',
    transition: `block-size ${faqExpandMs}ms cubic-bezier(0.4, 0, 0.2, 1), content-visibility ${faqExpandMs}ms allow-discrete`,
  },
  '&[open]::details-content': { blockSize: 'auto' },
  '@media (prefers-reduced-motion: reduce)': {
    transition: 'none',
    '& [data-icon], & [data-stroke]': { transition: 'none' },
    '&::details-content': { transition: 'none' },
  },
} as const;

const questionSx = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 2,
  px: { xs: 2, md: 3 },
  py: 2,
  borderRadius: 3,
  color: 'text.primary',
  cursor: 'pointer',
  // Safari before 18 knows only the prefixed property (the site's styles are not prefixed).
  WebkitUserSelect: 'none',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  // No disclosure triangle: the plus and minus say it.
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
} as const;

/**
 * The open/closed icon. It sits in the `<summary>`, which holds phrasing
 * content and headings only (no `<div>`): spans, laid out as blocks.
 */
function PlusMinus() {
  return (
    <Box
      component="span"
      aria-hidden
      data-icon="plus-minus"
      sx={{ display: 'block', position: 'relative', width: 20, height: 20, flexShrink: 0, transition: iconTurn }}
    >
      <Box component="span" data-stroke="horizontal" sx={stroke} />
      <Box component="span" data-stroke="vertical" sx={{ ...stroke, transition: iconTurn, transform: 'rotate(90deg)' }} />
    </Box>
  );
}

/**
 * Questions and answers: at most one open, the first open to begin with.
 * Each item is a native `<details>`, all of one accordion sharing a `name`,
 * so the browser opens and closes them, keeps at most one open and handles
 * the keyboard, from the moment the page's HTML is on screen: nothing waits
 * for script. React renders `open` on the first item and never changes it,
 * so it never overrides what the visitor opened.
 */
export function FaqAccordion({ items, headingLevel = 3 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 | 4 }) {
  const name = useId();

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {items.map((item, index) => (
        <Box
          key={item.question}
          component="details"
          name={name}
          open={index === 0}
          // The visitor may have opened another item before this hydrated: the page is right, not the first render.
          suppressHydrationWarning
          sx={itemSx}
        >
          <Box component="summary" sx={questionSx}>
            <Typography component={`h${headingLevel}`} sx={{ m: 0, fontSize: '1.05rem', fontWeight: 700 }}>
              {item.question}
            </Typography>
            <PlusMinus />
          </Box>
          <Box sx={{ px: { xs: 2, md: 3 }, pb: 2.5, color: 'text.secondary', lineHeight: 1.75 }}>
            {item.answer}
            <MoreLink more={item.more} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
