import { PageHeader } from 'shared';

export default function MedicalBillingPage() {
  return <PageHeader title="Medical Billing Services" />;
}
