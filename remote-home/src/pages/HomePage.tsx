import { PageHeader } from 'shared';

export default function HomePage() {
  return <PageHeader title="End-to-End Revenue Cycle Management" />;
}
