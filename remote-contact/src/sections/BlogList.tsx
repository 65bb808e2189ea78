import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { blogPosts, deferUntilNear, PageSection, usePrefersReducedMotion, type BlogPost } from 'shared';
import { BlogPostCard } from 'shared/blogCard';
import { blogPageSize, clampPage, pageCount, pageItems, pageRange } from './paginate';

// Under the list, below a phone's first screen: its code (react-paginate is
// most of it) downloads when it scrolls into view or is tabbed into, and a
// press before then is kept and replayed (deferUntilNear).
const BlogPagination = deferUntilNear(() => import('./BlogPagination').then((module) => module.BlogPagination));

/** The blog's posts, five a page, with pagination under the list. */
export function BlogList({ posts = blogPosts }: { posts?: readonly BlogPost[] }) {
  const [page, setPage] = useState(0);
  const pages = pageCount(posts.length, blogPageSize);
  const current = clampPage(page, pages);
  const shown = pageItems(posts, current, blogPageSize);
  const range = pageRange(posts.length, current, blogPageSize);
  const reducedMotion = usePrefersReducedMotion();

  const topRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const turned = useRef(false);

  // After a page turn the visitor continues at the top of the new list: it
  // scrolls into view and focus moves to its heading (where a screen reader
  // starts reading the new posts) instead of staying on a control that moved.
  useEffect(() => {
    if (!turned.current) return;
    turned.current = false;
    topRef.current?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [current, reducedMotion]);

  // The same function on every render: the deferred pagination is not updated
  // (which would hold it up) while nothing it shows has changed.
  const turnTo = useCallback((next: number) => {
    turned.current = true;
    setPage(next);
  }, []);

  return (
    <PageSection ref={topRef} headingId="blog-list-heading" spacing="regular" sx={{ scrollMarginTop: { xs: 68, lg: 80 } }}>
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
          <Typography
            component="p"
            sx={{ color: 'secondary.main', fontWeight: 700, letterSpacing: 1.2, textTransform: 'uppercase', fontSize: '0.85rem', mb: 1 }}
          >
            From our billing team
          </Typography>
          <Typography
            id="blog-list-heading"
            ref={headingRef}
            tabIndex={-1}
            variant="h2"
          >
            Latest articles
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
        }}
      >
        {shown.map((post) => (
          <li key={post.id}>
            <BlogPostCard post={post} headingLevel={3} />
          </li>
        ))}
      </Box>
      <BlogPagination pageCount={pages} page={current} onPageChange={turnTo} />
    </PageSection>
  );
}
