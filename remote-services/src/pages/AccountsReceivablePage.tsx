import { PageHeader } from 'shared';

export default function AccountsReceivablePage() {
  return <PageHeader title="Accounts Receivable Services" />;
}
