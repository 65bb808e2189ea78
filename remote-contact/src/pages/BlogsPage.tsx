import { codingNotices, PageHeader } from 'shared';
import { BlogList } from '../sections/BlogList';
import art from 'shared/art/pages/blogs.json' with { type: 'json' };

/** The blog, at one of its pages: `page` counts from 1 (the route's prop; /blogs is page 1). */
export default function BlogsPage({ page = '1' }: { page?: string }) {
  return (
    <>
      <PageHeader title="Blogs" variant="blog" art={art} note={codingNotices.rules}>
        Short summaries from our billing and coding team for US practices, on denials, E/M coding, prior
        authorization, credentialing and getting paid faster. Each is dated as written.
      </PageHeader>
      <BlogList page={Number(page) - 1} />
    </>
  );
}
