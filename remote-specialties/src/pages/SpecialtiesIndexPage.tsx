import { PageHeader } from 'shared';

export default function SpecialtiesIndexPage() {
  return <PageHeader title="Our Specialities" />;
}
