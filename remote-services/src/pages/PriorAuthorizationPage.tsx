import { PageHeader } from 'shared';

export default function PriorAuthorizationPage() {
  return <PageHeader title="Prior Authorization Services" />;
}
