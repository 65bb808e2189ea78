import { PageHeader } from 'shared';

export default function EmailMarketingPage() {
  return <PageHeader title="Email Marketing System" />;
}
