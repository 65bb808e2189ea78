import { PageHeader } from 'shared';

export default function BlogsPage() {
  return <PageHeader title="Blogs" />;
}
