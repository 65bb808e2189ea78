import Box from '@mui/material/Box';
import { cloneElement, isValidElement, type KeyboardEvent } from 'react';
import ReactPaginateModule from 'react-paginate';
import { brand } from 'shared';

// react-paginate ships only a CommonJS bundle; depending on the bundler's
// interop its default import is the component or the module object around it.
const ReactPaginate =
  (ReactPaginateModule as unknown as { default?: typeof ReactPaginateModule }).default ?? ReactPaginateModule;

/**
 * react-paginate hard-codes role="navigation" and aria-label="Pagination" on
 * its <ul>, which takes the list role away from it: its <li> items then belong
 * to no list, for screen readers and for WCAG 1.3.1. Our own <nav> is the
 * landmark; this subclass renders react-paginate's list without those two
 * attributes, in the prerendered HTML (which shows until the pagination
 * hydrates) as in the browser.
 */
class ListPaginate extends ReactPaginate {
  override render() {
    const list = super.render();
    return isValidElement(list) ? cloneElement(list, { role: undefined, 'aria-label': undefined } as object) : list;
  }
}

export interface BlogPaginationProps {
  pageCount: number;
  /** Current page, counted from 0. */
  page: number;
  onPageChange: (page: number) => void;
  /** The address of a page (counted from 0): the controls are links to it, working before any script. */
  hrefOf: (page: number) => string;
}

/**
 * react-paginate's list, styled like the site. Every control is a link to its
 * page's address (`hrefBuilder`, `hrefAllControls`), so the pagination works
 * in the prerendered HTML before its code has arrived; then react-paginate
 * turns the page within the site. react-paginate reacts to any key press on
 * its controls; here only the keys of a link and of a button do.
 */
export function BlogPagination({ pageCount, page, onPageChange, hrefOf }: BlogPaginationProps) {
  if (pageCount < 1) return null;
  return (
    <Box component="nav" aria-label="Pagination" sx={paginationSx}>
      <ListPaginate
        pageCount={pageCount}
        forcePage={page}
        onPageChange={({ selected }) => onPageChange(selected)}
        // Called for "<" and ">" too, with a page out of range at either end: no link there.
        hrefBuilder={(pageNumber) => (pageNumber >= 1 && pageNumber <= pageCount ? hrefOf(pageNumber - 1) : undefined)}
        hrefAllControls
        onClick={({ event, isPrevious, isNext }) => {
          const { type, key } = event as KeyboardEvent;
          // Every control is a link: Enter makes the browser click it, which
          // turns the page. Space also turns it from "<" and ">", which are
          // buttons by their role; no other key does.
          if (type === 'keypress') return key === ' ' && (isPrevious || isNext) ? undefined : false;
          return undefined;
        }}
        pageRangeDisplayed={2}
        marginPagesDisplayed={3}
        previousLabel="<"
        nextLabel=">"
        previousAriaLabel="Previous page"
        nextAriaLabel="Next page"
        ariaLabelBuilder={(pageNumber, selected) => (selected ? `Page ${pageNumber}, current page` : `Page ${pageNumber}`)}
        breakLabel="…"
        prevRel={null}
        nextRel={null}
        prevPageRel={null}
        nextPageRel={null}
        selectedPageRel={null}
        containerClassName="pagination"
        activeClassName="is-current"
        disabledClassName="is-disabled"
      />
    </Box>
  );
}

const paginationSx = {
  mt: { xs: 5, md: 7 },
  '& .pagination': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    alignItems: 'center',
    gap: 1,
    listStyle: 'none',
    m: 0,
    p: 0,
  },
  '& .pagination a': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 44,
    height: 44,
    px: 1.5,
    borderRadius: '999px',
    border: '1px solid',
    borderColor: 'divider',
    bgcolor: '#fff',
    color: 'primary.main',
    fontWeight: 700,
    fontSize: '1rem',
    lineHeight: 1,
    cursor: 'pointer',
    // Safari before 18 knows only the prefixed property (the site's styles are not prefixed).
    WebkitUserSelect: 'none',
    userSelect: 'none',
    textDecoration: 'none',
    transition: 'background-color 0.2s, border-color 0.2s, color 0.2s',
  },
  '& .pagination a:hover': { bgcolor: brand.mist, borderColor: 'primary.main' },
  '& .pagination .is-current a': {
    bgcolor: 'primary.main',
    borderColor: 'primary.main',
    color: '#fff',
    cursor: 'default',
  },
  '& .pagination .is-disabled a': {
    color: 'text.secondary',
    bgcolor: 'transparent',
    borderColor: 'divider',
    opacity: 0.45,
    cursor: 'not-allowed',
  },
} as const;
