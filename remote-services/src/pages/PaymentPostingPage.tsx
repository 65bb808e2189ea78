import { PageHeader } from 'shared';

export default function PaymentPostingPage() {
  return <PageHeader title="Payment Posting Services" />;
}
