import { PageHeader } from 'shared';
import { BlogList } from '../sections/BlogList';

export default function BlogsPage() {
  return (
    <>
      <PageHeader title="Blogs" variant="blog">
        Practical guidance for US practices on denials, E/M coding, prior authorization, credentialing and getting
        paid faster, written by our billing and coding team.
      </PageHeader>
      <BlogList />
    </>
  );
}
