import { company } from 'shared';
import type { SiteRoute } from './routeTable';

declare const __SITE_ORIGIN__: string;

/** Public origin of the site for canonical URLs, the sitemap and structured data (SITE_ORIGIN at build). */
export const siteOrigin = __SITE_ORIGIN__;

export function canonicalUrl(path: string): string {
  return new URL(path, siteOrigin).href;
}

/** Structured data for search engines: the company on every page, the breadcrumb on inner pages. */
export function structuredData(route: SiteRoute): object[] {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    name: company.name,
    url: canonicalUrl('/'),
    telephone: company.phone.href.replace('tel:', ''),
    email: company.infoEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.locality,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: company.hours.days,
      opens: company.hours.opens,
      closes: company.hours.closes,
    },
  };
  if (route.path === '/' || route.path === '*') return [organization];
  return [
    organization,
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home', path: '/' },
        ...(route.parent ? [route.parent] : []),
        { name: route.heading, path: route.path },
      ].map(({ name, path }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: canonicalUrl(path) })),
    },
  ];
}
