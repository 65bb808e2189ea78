import { brand, visuallyHidden } from 'shared';

/**
 * A billing code's or modifier's row, as a place the site search can open:
 * its id (the page's #anchor) and the title Pagefind gives the row's result
 * (tooling/build/searchIndex.js). A row shown twice (the modifiers' table and
 * their phone cards) carries the id once; the copy names it in
 * `data-anchor-for`, where the shell goes when the row itself is hidden.
 */
export const rowAnchor = (kind: 'code' | 'modifier', code: string, description: string) => ({
  id: `${kind}-${code.replace(/[^0-9A-Za-z]+/g, '-')}`,
  'data-pagefind-title': `${kind === 'modifier' ? 'Modifier ' : ''}${code}: ${description}`,
  ...codesWithin(code),
});

/** The widest range whose codes are listed for the search (00100–01999, anesthesia's 1,900, is not). */
const listedRangeSpan = 100;

/**
 * A range row's codes between its two ends (37255 … 37261 for 37254–37262),
 * in an attribute the search indexes and nobody reads: a search for a code
 * inside the range finds its row.
 */
function codesWithin(code: string) {
  const [, from, to] = code.match(/^(\d{5})–(\d{5})$/) ?? [];
  const span = Number(to) - Number(from);
  if (!from || !(span > 1 && span <= listedRangeSpan)) return {};
  const inner = Array.from({ length: span - 1 }, (_, step) => String(Number(from) + step + 1).padStart(5, '0'));
  return { 'data-codes': inner.join(' '), 'data-pagefind-index-attrs': 'data-codes' };
}

/** The look both billing tables share: navy header, quiet zebra rows, codes as badges. */
export const billingTableSx = {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.98rem',
  lineHeight: 1.6,
  '& thead th': {
    bgcolor: brand.navy,
    color: '#fff',
    textAlign: 'left',
    fontWeight: 700,
    px: { xs: 1.5, sm: 2.5 },
    py: 1.75,
  },
  '& tbody th, & tbody td': {
    textAlign: 'left',
    verticalAlign: 'top',
    px: { xs: 1.5, sm: 2.5 },
    py: 1.75,
    borderTop: '1px solid rgba(10, 61, 98, 0.1)',
  },
  '& tbody th': { fontWeight: 400 },
  // Long CPT wording ("mobilization/manipulation") must wrap inside a phone-width table.
  '& tbody td': { overflowWrap: 'anywhere' },
  '& tbody tr:nth-of-type(even)': { bgcolor: 'rgba(244, 248, 251, 0.9)' },
} as const;

/** A code shown as a badge, in a table cell or a card. */
export const codeBadgeSx = {
  display: 'inline-block',
  fontFamily: '"SFMono-Regular", Consolas, "Liberation Mono", Menlo, monospace',
  fontWeight: 700,
  fontSize: '0.95rem',
  color: brand.navy,
  bgcolor: '#E3F1EE',
  border: '1px solid rgba(14, 124, 107, 0.35)',
  borderRadius: 1.5,
  px: 1,
  py: 0.25,
  whiteSpace: 'nowrap',
} as const;

/** Wraps a table so its rounded border clips the header's corners. */
export const tableFrameSx = {
  border: '1px solid rgba(10, 61, 98, 0.14)',
  borderRadius: 3,
  overflow: 'hidden',
  bgcolor: 'background.paper',
  boxShadow: '0 10px 30px rgba(10, 61, 98, 0.06)',
} as const;

/**
 * A two-column table (code, description) that becomes one card per row below
 * 600 px: the code's badge above its description, as the modifier cards read
 * on a phone. From 600 px a tablet has room for the table. One table in the HTML at every width, its
 * roles the elements' own: HTML forbids a `role` on a native table's rows and
 * cells, and Chromium keeps the table, its rows, column and row headers and
 * cells in the accessibility tree with the rows laid out as blocks
 * (specialties.spec.ts reads them at 375 px). Set on the table's frame
 * (its selectors name the table, which outweighs the table's own): the table
 * keeps `billingTableSx` alone and shares one class of styles with the modifiers' table.
 */
export const stackedOnPhonesSx = {
  '@media (max-width: 599.95px)': {
    '& table thead': visuallyHidden,
    '& table tbody': { display: 'grid', gap: 2 },
    '& table tbody tr, & table tbody tr:nth-of-type(even)': {
      display: 'block',
      ...tableFrameSx,
      p: 2.5,
    },
    '& table tbody th, & table tbody td': { display: 'block', p: 0, borderTop: 0 },
    '& table tbody td': { mt: 1.25 },
  },
} as const;

/** The frame of a table that stacks on phones: the cards carry the frame there. */
export const stackedFrameSx = {
  '@media (min-width: 600px)': tableFrameSx,
} as const;
