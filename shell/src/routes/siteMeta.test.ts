import { company } from 'shared';
import { describe, expect, it } from 'vitest';
import { routeTable } from './routeTable';
import { canonicalUrl, structuredData } from './siteMeta';

const route = (path: string) => routeTable.find((entry) => entry.path === path)!;
const breadcrumbOf = (path: string) =>
  (structuredData(route(path)) as Array<{ '@type': string; itemListElement?: Array<{ position: number; name: string; item: string }> }>).find(
    (item) => item['@type'] === 'BreadcrumbList',
  )?.itemListElement;

describe('structured data', () => {
  it('gives a specialty page the trail Home › Specialties › the page, as its breadcrumb shows', () => {
    expect(breadcrumbOf('/specialties/vascular-surgery')).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: canonicalUrl('/') },
      { '@type': 'ListItem', position: 2, name: 'Specialties', item: canonicalUrl('/specialities') },
      { '@type': 'ListItem', position: 3, name: 'Vascular Surgery Billing Services', item: canonicalUrl('/specialties/vascular-surgery') },
    ]);
    expect(breadcrumbOf('/aboutus')?.map((entry) => entry.name)).toEqual(['Home', 'About Us']);
    expect(breadcrumbOf('/')).toBeUndefined();
  });

  it('states the company’s hours from the company facts', () => {
    const [organization] = structuredData(route('/')) as Array<{ openingHoursSpecification: Record<string, unknown> }>;
    expect(organization?.openingHoursSpecification).toMatchObject({ opens: company.hours.opens, closes: company.hours.closes, dayOfWeek: company.hours.days });
    expect(company.hours.weekdays).toBe('Mon–Fri 8:00am–5:00pm MT');
  });
});
