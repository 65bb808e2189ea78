import { PageHeader } from 'shared';

export default function AboutPage() {
  return <PageHeader title="About Us" />;
}
