import { PageHeader } from 'shared';

export default function EnrollmentCredentialingPage() {
  return <PageHeader title="Enrollment & Credentialing Services" />;
}
