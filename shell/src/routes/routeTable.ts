/**
 * Every route of the site: the single source of truth for paths, page titles
 * and meta descriptions. The router, the production server's list of known
 * paths and the e2e route list are all derived from it. Plain data only (no
 * React), so build tools and tests can read it too.
 */

import { specialtyList, type SpecialtySlug } from 'shared/content/specialties';

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
  shell: 'privacy' | 'notFound';
}

export interface SiteRoute {
  path: string;
  /** Document title (at most 60 characters). */
  title: string;
  /** Meta description (at most 160 characters). */
  description: string;
  /** The page's h1 as visitors read it. */
  heading: string;
  /** Which navbar entry is highlighted. */
  section: SiteSection;
  page: RemotePageRef | ShellPageRef;
}

// What each specialty page's description promises, by slug.
const specialtyFocus: Record<SpecialtySlug, string> = {
  cardiology: 'E/M visits, echo, cath and global periods',
  acupuncture: 'initial and additional 15-minute codes and Medicare limits',
  'addiction-medicine': 'SUD treatment, screening and MAT visits',
  allergy: 'skin testing, immunotherapy and quantity-based codes',
  anesthesiology: 'ASA base units, time units and medical direction',
  audiology: 'hearing evaluations, hearing aids and modifiers',
  bariatrics: 'BMI criteria, G0447 counseling and surgery claims',
  chiropractic: 'CMT codes, AT modifier and medical necessity',
  'integrative-medicine': 'E/M, counseling and complementary therapies',
  'durable-medical-equipment': 'HCPCS Level II codes and capped rentals',
  'emergency-medicine': '99281–99285 leveling and critical care time',
  endocrinology: 'diabetes care, CGM and thyroid procedures',
  'family-practice': 'E/M, preventive visits and care management',
  gastroenterology: 'endoscopy, screening colonoscopy and modifiers',
  orthopedics: 'surgical global periods, injections and DME',
  'vascular-surgery': 'endovascular, duplex and access procedures',
};

export const routeTable: readonly SiteRoute[] = [
  {
    path: '/',
    title: 'Revora Medical Billing | Revenue Cycle Management',
    description:
      'HIPAA-compliant medical billing and revenue cycle management for US practices: 97.02% claim acceptance, onboarding within 7 days, free consultation.',
    heading: 'End-to-End Revenue Cycle Management',
    section: 'home',
    page: { remote: 'home', module: 'HomePage' },
  },
  {
    path: '/aboutus',
    title: 'About Us | Revora Medical Billing',
    description:
      'Who we are: a medical billing team with 15+ years of experience in revenue cycle management, prior authorization, credentialing and denial management.',
    heading: 'About Us',
    section: 'about',
    page: { remote: 'home', module: 'AboutPage' },
  },
  {
    path: '/specialities',
    title: 'Medical Billing Specialties | Revora Medical Billing',
    description:
      'Specialty billing for 16 specialties, from cardiology and anesthesiology to DME and vascular surgery, with coders who know each specialty’s rules.',
    heading: 'Our Specialities',
    section: 'specialties',
    page: { remote: 'specialties', module: 'SpecialtiesIndexPage' },
  },
  ...specialtyList.map(
    (specialty): SiteRoute => ({
      path: specialty.path,
      title: `${specialty.name} Billing | Revora Medical Billing`,
      description: `${specialty.name} billing services: ${specialtyFocus[specialty.slug]}. Clean claims, correct modifiers and fewer denials for your practice.`,
      heading: `${specialty.name} Billing Services`,
      section: 'specialties',
      page: { remote: 'specialties', module: 'SpecialtyPage', props: { slug: specialty.slug } },
    }),
  ),
  {
    path: '/contactus',
    title: 'Contact Us | Revora Medical Billing',
    description:
      'Call (406) 555-0147 or send a message to book a free medical billing consultation. Mon–Fri 8:00am–5:00pm, Helena, Montana.',
    heading: 'Contact Us',
    section: 'contact',
    page: { remote: 'contact', module: 'ContactPage' },
  },
  {
    path: '/blogs',
    title: 'Medical Billing Blog | Revora Medical Billing',
    description:
      'Practical articles on medical billing, coding updates, denial prevention, prior authorization and credentialing for US practices.',
    heading: 'Blogs',
    section: 'blogs',
    page: { remote: 'contact', module: 'BlogsPage' },
  },
  {
    path: '/medical-billing-services',
    title: 'Medical Billing Services | Revora Medical Billing',
    description:
      'Full-service medical billing: charge entry, claim scrubbing, submission, payment posting and follow-up, with a 97.02% claim acceptance rate.',
    heading: 'Medical Billing Services',
    section: 'services',
    page: { remote: 'services', module: 'MedicalBillingPage' },
  },
  {
    path: '/accounts-receivable-services',
    title: 'Accounts Receivable Services | Revora Medical Billing',
    description:
      'Accounts receivable management: claims follow-up, denial management, payment posting and aging analysis that shorten days in A/R.',
    heading: 'Accounts Receivable Services',
    section: 'services',
    page: { remote: 'services', module: 'AccountsReceivablePage' },
  },
  {
    path: '/denial-management-services',
    title: 'Denial Management Services | Revora Medical Billing',
    description:
      'Denial management that finds the root cause of every CARC and RARC, appeals within timely filing limits and raises your clean claim rate.',
    heading: 'Denial Management Services',
    section: 'services',
    page: { remote: 'services', module: 'DenialManagementPage' },
  },
  {
    path: '/prior-authorization-services',
    title: 'Prior Authorization Services | Revora Medical Billing',
    description:
      'We obtain payer approval before treatment, track every request and deliver the Prior Authorization Number in time for scheduling.',
    heading: 'Prior Authorization Services',
    section: 'services',
    page: { remote: 'services', module: 'PriorAuthorizationPage' },
  },
  {
    path: '/enrollment-credentialing-services',
    title: 'Enrollment & Credentialing | Revora Medical Billing',
    description:
      'Medicare and payer enrollment, CAQH ProView upkeep, hospital credentialing and contracting so your providers are paid from day one.',
    heading: 'Enrollment & Credentialing Services',
    section: 'services',
    page: { remote: 'services', module: 'EnrollmentCredentialingPage' },
  },
  {
    path: '/payment-posting',
    title: 'Payment Posting Services | Revora Medical Billing',
    description:
      'Accurate ERA and EOB payment posting, manual and electronic, with daily reconciliation and denial flags that feed straight into follow-up.',
    heading: 'Payment Posting Services',
    section: 'services',
    page: { remote: 'services', module: 'PaymentPostingPage' },
  },
  {
    path: '/email-marketing-system',
    title: 'Email Marketing System | Revora Medical Billing',
    description:
      'A web-based mailer for practices: campaigns, lists and reports to keep patients and referring providers informed.',
    heading: 'Email Marketing System',
    section: 'services',
    page: { remote: 'services', module: 'EmailMarketingPage' },
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy | Revora Medical Billing',
    description:
      'What our website forms collect, how a third-party email service delivers them, and why they must not be used for patient health information.',
    heading: 'Privacy Policy',
    section: 'legal',
    page: { shell: 'privacy' },
  },
];

/** What unknown paths render (and the production server answers with 404). */
export const notFoundRoute: SiteRoute = {
  path: '*',
  title: 'Page Not Found | Revora Medical Billing',
  description: 'The page you were looking for does not exist. Find our services, specialties and contact details here.',
  heading: 'Page Not Found',
  section: 'legal',
  page: { shell: 'notFound' },
};

function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

/** The route a path shows, matched case-insensitively; undefined for unknown paths. */
export function matchRoute(pathname: string): SiteRoute | undefined {
  const wanted = normalizePath(pathname);
  return routeTable.find((route) => route.path === wanted);
}

export function isRemotePage(page: SiteRoute['page']): page is RemotePageRef {
  return 'remote' in page;
}
