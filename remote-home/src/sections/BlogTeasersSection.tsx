import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { blogPosts, CodingNotice, namesCptCode, PageSection, Reveal, SectionHeading } from 'shared';
import { BlogPostCard } from 'shared/blogCard';

// The posts are newest first; the home page shows the latest three.
const latest = blogPosts.slice(0, 3);
const latestNameCptCodes = latest.some((post) => namesCptCode(`${post.title} ${post.description}`));

/** Home: the three newest blog posts and a link to the blog. */
export function BlogTeasersSection() {
  return (
    <PageSection headingId="blog-heading" tone="mist">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr auto' }, alignItems: 'end', columnGap: 4 }}>
        <Reveal>
          <SectionHeading id="blog-heading" eyebrow="From our blog" title="Billing insights for busy practices">
            Practical notes from our coders and billers on denials, coding changes and payer rules.
          </SectionHeading>
        </Reveal>
        <Box sx={{ mb: { xs: 4, md: 5 }, justifySelf: 'start' }}>
          <Button component={RouterLink} to="/blogs" variant="outlined" endIcon={<ArrowForwardRounded aria-hidden />}>
            Read our blog
          </Button>
        </Box>
      </Box>
      <Box
        component="ul"
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' }, listStyle: 'none', m: 0, p: 0 }}
      >
        {latest.map((post, position) => (
          <Reveal
            key={post.id}
            component="li"
            delay={position * 0.12}
            // The newest on phones, two on tablets, the row of three from 900 px:
            // the blog is one tap away, and a phone's page stays short.
            sx={position > 0 ? { display: { xs: 'none', sm: position === 2 ? 'none' : 'block', md: 'block' } } : undefined}
          >
            <BlogPostCard post={post} />
          </Reveal>
        ))}
      </Box>
      {/* The home page's small print: its FAQ, blog teasers and cards state payer and Medicare rules. */}
      <CodingNotice rules cpt={latestNameCptCodes} sx={{ color: 'text.secondary' }} />
    </PageSection>
  );
}
