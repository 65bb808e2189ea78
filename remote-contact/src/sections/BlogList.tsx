import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { blogPagePath, blogPageSize, blogPosts, CodingNotice, deferUntilNear, Eyebrow, namesCptCode, PageSection } from 'shared';
import type { BlogPost } from 'shared';
import { BlogPostCard } from 'shared/blogCard';
import { clampPage, pageCount, pageItems, pageRange } from './paginate';

// Under the list, below a phone's first screen: its code (react-paginate is
// most of it) downloads when it scrolls into view or is tabbed into. Its page
// links are real links meanwhile, to each page's own address.
const BlogPagination = deferUntilNear(() => import('./BlogPagination').then((module) => module.BlogPagination));

/** The list's own anchor: a page turn opens the next page there, not at its top. */
const listAnchor = 'articles';

/** Where a page control leads (pages counted from 0): the page's address, at the list. */
const hrefOf = (page: number) => `${blogPagePath(page + 1)}#${listAnchor}`;

/**
 * The blog's posts, five a page, with pagination under the list. Each page is
 * a route of its own (`page`, counted from 0, comes from it).
 */
export function BlogList({ posts = blogPosts, page = 0 }: { posts?: readonly BlogPost[]; page?: number }) {
  const navigate = useNavigate();
  const pages = pageCount(posts.length, blogPageSize);
  const current = clampPage(page, pages);
  const shown = pageItems(posts, current, blogPageSize);
  const range = pageRange(posts.length, current, blogPageSize);
  // A page turn (within the site, or a plain link before the page's code ran)
  // opens the new page at the list's anchor: the site lands there and moves
  // focus to the list's heading, where a screen reader starts reading the new
  // posts (the shell's AnchorOnArrival).

  // The same function on every render: the deferred pagination is not updated
  // (which would hold it up) while nothing it shows has changed.
  const turnTo = useCallback((next: number) => void navigate(hrefOf(next)), [navigate]);

  return (
    <PageSection id={listAnchor} headingId="blog-list-heading" spacing="regular">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 1,
          mb: { xs: 4, md: 5 },
        }}
      >
        <div>
          <Eyebrow>From our billing team</Eyebrow>
          <Typography
            id="blog-list-heading"
            tabIndex={-1}
            variant="h2"
          >
            Article summaries
          </Typography>
        </div>
        {pages > 0 && (
          <Typography data-testid="blog-list-status" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            Articles {range.first}–{range.last} of {posts.length} · Page {current + 1} of {pages}
          </Typography>
        )}
      </Box>
      <Box
        component="ul"
        aria-label={`Articles ${range.first} to ${range.last} of ${posts.length}`}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 4, md: 4 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          // The first card widens so the page's cards fill their rows: no hole, no lone card.
          '& > li': { containerType: 'inline-size' },
          '& > li:first-of-type': {
            gridColumn: { sm: shown.length % 2 === 1 ? 'span 2' : 'auto', md: `span ${[1, 3, 2][shown.length % 3]}` },
          },
        }}
      >
        {shown.map((post) => (
          <li key={post.id}>
            <BlogPostCard post={post} />
          </li>
        ))}
      </Box>
      <BlogPagination pageCount={pages} page={current} onPageChange={turnTo} hrefOf={hrefOf} />
      <CodingNotice cpt={shown.some((post) => namesCptCode(`${post.title} ${post.description}`))} sx={{ color: 'text.secondary' }} />
    </PageSection>
  );
}
