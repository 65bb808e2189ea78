import { PageHeader } from 'shared';

export default function DenialManagementPage() {
  return <PageHeader title="Denial Management Services" />;
}
