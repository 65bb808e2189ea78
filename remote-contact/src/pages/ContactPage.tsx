import { PageHeader } from 'shared';

export default function ContactPage() {
  return <PageHeader title="Contact Us" />;
}
