/**
 * Every route of the site: the single source of truth for paths, page titles
 * and headings (meta descriptions are in routeDescriptions.ts, by the same
 * paths). The router (SiteRoutes.tsx), the production server's list of
 * known paths, the sitemap, the prerender list and the e2e route list are all
 * derived from it. Plain data only (no React), so build tools and tests can
 * read it too.
 */

import { blogPageCount, blogPagePath } from 'shared/content/blogPosts';
import { company } from 'shared/content/company';
import { specialtiesIndex, specialtyPages } from 'shared/content/specialties';

export type SiteSection = 'home' | 'about' | 'services' | 'specialties' | 'contact' | 'blogs' | 'legal';

/** A page exposed by a remote, loaded with the federation runtime. */
export interface RemotePageRef {
  remote: 'home' | 'services' | 'specialties' | 'contact';
  /** Exposed module name, without the "./". */
  module: string;
  props?: Record<string, string>;
}

/** A page that ships with the shell itself. */
export interface ShellPageRef {
  shell: 'privacy' | 'security' | 'accessibility' | 'notFound';
}

export interface SiteRoute {
  path: string;
  /** Document title (at most 60 characters). */
  title: string;
  /** The page's h1 as visitors read it. */
  heading: string;
  /** Which navbar entry is highlighted. */
  section: SiteSection;
  /** The page between Home and this one in its breadcrumb (a specialty's index). */
  parent?: { name: string; path: string };
  page: RemotePageRef | ShellPageRef;
}

/** A page of the services remote: its title is its heading (or a shorter name), then the company's. */
function servicePage(path: string, heading: string, module: string, name = heading): SiteRoute {
  return { path, title: `${name} | ${company.name}`, heading, section: 'services', page: { remote: 'services', module } };
}

export const routeTable: readonly SiteRoute[] = [
  {
    path: '/',
    title: 'Revora Medical Billing | Revenue Cycle Management',
    heading: 'End-to-End Revenue Cycle Management',
    section: 'home',
    page: { remote: 'home', module: 'HomePage' },
  },
  {
    path: '/aboutus',
    title: 'About Us | Revora Medical Billing',
    heading: 'About Us',
    section: 'about',
    page: { remote: 'home', module: 'AboutPage' },
  },
  {
    path: '/specialities',
    title: 'Medical Billing Specialties | Revora Medical Billing',
    heading: 'Our Specialties',
    section: 'specialties',
    page: { remote: 'specialties', module: 'SpecialtiesIndexPage' },
  },
  ...specialtyPages.map(
    (specialty): SiteRoute => ({
      path: specialty.path,
      title: `${specialty.name} Billing | Revora Medical Billing`,
      heading: `${specialty.name} Billing Services`,
      section: 'specialties',
      parent: specialtiesIndex,
      page: { remote: 'specialties', module: 'SpecialtyPage', props: { slug: specialty.slug } },
    }),
  ),
  {
    path: '/contactus',
    title: 'Contact Us | Revora Medical Billing',
    heading: 'Contact Us',
    section: 'contact',
    page: { remote: 'contact', module: 'ContactPage' },
  },
  {
    path: '/blogs',
    title: 'Medical Billing Blog | Revora Medical Billing',
    heading: 'Blogs',
    section: 'blogs',
    page: { remote: 'contact', module: 'BlogsPage' },
  },
  // The blog's other pages, each with its own address and its posts in its HTML.
  ...Array.from(
    { length: blogPageCount - 1 },
    (_, index): SiteRoute => ({
      path: blogPagePath(index + 2),
      title: `Medical Billing Blog, Page ${index + 2} | Revora Medical Billing`,
      heading: 'Blogs',
      section: 'blogs',
      page: { remote: 'contact', module: 'BlogsPage', props: { page: String(index + 2) } },
    }),
  ),
  servicePage('/medical-billing-services', 'Medical Billing Services', 'MedicalBillingPage'),
  servicePage('/accounts-receivable-services', 'Accounts Receivable Services', 'AccountsReceivablePage'),
  servicePage('/denial-management-services', 'Denial Management Services', 'DenialManagementPage'),
  servicePage('/prior-authorization-services', 'Prior Authorization Services', 'PriorAuthorizationPage'),
  servicePage('/enrollment-credentialing-services', 'Enrollment & Credentialing Services', 'EnrollmentCredentialingPage', 'Enrollment & Credentialing'),
  servicePage('/payment-posting', 'Payment Posting Services', 'PaymentPostingPage'),
  servicePage('/email-marketing-system', 'Email Marketing System', 'EmailMarketingPage'),
  {
    path: '/privacy-policy',
    title: 'Privacy Policy | Revora Medical Billing',
    heading: 'Privacy Policy',
    section: 'legal',
    page: { shell: 'privacy' },
  },
  {
    path: '/security-and-hipaa',
    title: 'Security and HIPAA | Revora Medical Billing',
    heading: 'Security and HIPAA',
    section: 'legal',
    page: { shell: 'security' },
  },
  {
    path: '/accessibility',
    title: 'Accessibility | Revora Medical Billing',
    heading: 'Accessibility',
    section: 'legal',
    page: { shell: 'accessibility' },
  },
];

/** What unknown paths render (and the production server answers with 404). */
export const notFoundRoute: SiteRoute = {
  path: '*',
  title: 'Page Not Found | Revora Medical Billing',
  heading: 'Page Not Found',
  section: 'legal',
  page: { shell: 'notFound' },
};

export function isRemotePage(page: SiteRoute['page']): page is RemotePageRef {
  return 'remote' in page;
}
