import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { blogPosts, CodingNotice, namesCptCode, PageSection, Reveal, SectionHeading } from 'shared';
import { BlogPostCard } from 'shared/blogCard';
import { phoneRailSx } from './phoneRailSx';

// The posts are newest first; the home page shows the latest three.
const latest = blogPosts.slice(0, 3);
const latestNameCptCodes = latest.some((post) => namesCptCode(`${post.title} ${post.description}`));

/** Home: the three newest blog posts and a link to the blog. */
export function BlogTeasersSection() {
  return (
    <PageSection headingId="blog-heading" tone="mist">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr auto' }, alignItems: 'end', columnGap: 4 }}>
        <Reveal>
          <SectionHeading id="blog-heading" eyebrow="From our blog" title="Billing Insights for Busy Practices">
            Practical notes from our coders and billers on denials, coding changes and payer rules.
          </SectionHeading>
        </Reveal>
        <Box sx={{ mb: { xs: 4, md: 5 }, justifySelf: 'start' }}>
          <Button component={RouterLink} to="/blogs" variant="outlined" endIcon={<ArrowForwardRounded aria-hidden />}>
            Read our blog
          </Button>
        </Box>
      </Box>
      {/* One reveal for the list: on phones it is a swiped row (phoneRailSx). */}
      <Reveal component="ul" sx={phoneRailSx({ sm: '1fr 1fr', md: 'repeat(3, 1fr)' })}>
        {latest.map((post, position) => (
          <Box
            key={post.id}
            component="li"
            // Two columns on tablets: the third post waits for the row of three.
            sx={position === 2 ? { display: { sm: 'none', md: 'block' } } : undefined}
          >
            <BlogPostCard post={post} />
          </Box>
        ))}
      </Reveal>
      {/* The home page's small print: its FAQ, blog teasers and cards state payer and Medicare rules. */}
      <CodingNotice rules cpt={latestNameCptCodes} sx={{ color: 'text.secondary' }} />
    </PageSection>
  );
}
