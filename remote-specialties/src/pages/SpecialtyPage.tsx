import { PageHeader, specialtyList } from 'shared';

/** One template for all sixteen specialty pages; the route says which. */
export default function SpecialtyPage({ slug }: { slug: string }) {
  const specialty = specialtyList.find((candidate) => candidate.slug === slug);
  const name = specialty?.name ?? 'Specialty';
  return <PageHeader title={`${name} Billing Services`} crumb={name} />;
}
