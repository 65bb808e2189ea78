import { blogPageCount, blogPagePath } from 'shared/content/blogPosts';
import { claims, serviceLevels } from 'shared/content/claims';
import { specialtyPages, type SpecialtySlug } from 'shared/content/specialties';
import { company } from 'shared';

/**
 * Each route's meta description (at most 160 characters), by path; the
 * not-found page's under its path, '*'. Kept apart from routeTable.ts so the
 * shell's entry does not carry them: the page a visitor opens has its
 * description in the prerendered HTML, and only moving to another page
 * within the site needs this module (routeDescription.ts loads it then).
 * A unit test checks every route has one.
 */

// What each specialty page's description promises, by slug.
const specialtyFocus: Record<SpecialtySlug, string> = {
  cardiology: 'E/M visits, echo, cath and global periods',
  acupuncture: 'initial and additional 15-minute codes and Medicare limits',
  'addiction-medicine': 'SUD treatment, screening and MAT visits',
  allergy: 'skin testing, immunotherapy and quantity-based codes',
  anesthesiology: 'ASA base units, time units and medical direction',
  audiology: 'hearing evaluations, hearing aids and modifiers',
  bariatrics: 'BMI criteria, surgery claims and G0447 counseling from primary care',
  chiropractic: 'CMT codes, AT modifier and medical necessity',
  'integrative-medicine': 'E/M, counseling and complementary therapies',
  'durable-medical-equipment': 'HCPCS Level II codes and capped rentals',
  'emergency-medicine': '99281–99285 leveling and critical care time',
  endocrinology: 'diabetes care, CGM and thyroid procedures',
  'family-practice': 'E/M, preventive visits and care management',
  gastroenterology: 'endoscopy, screening colonoscopy and modifiers',
  orthopedics: 'surgical global periods, injections and orthoses',
  'vascular-surgery': 'endovascular, duplex and access procedures',
};

// Who each specialty page is for, by slug: its description's closing line.
const specialtyAudience: Record<SpecialtySlug, string> = {
  cardiology: 'For cardiology practices, from office visits to the cath lab.',
  acupuncture: 'For licensed acupuncturists and integrative clinics.',
  'addiction-medicine': 'For office-based addiction practices and outpatient programs.',
  allergy: 'For allergy and immunology practices, from first test to maintenance.',
  anesthesiology: 'For anesthesia groups in hospitals and surgery centers.',
  audiology: 'For audiology practices and ENT groups.',
  bariatrics: 'For bariatric surgeons and medical weight-management programs.',
  chiropractic: 'For chiropractic practices billing Medicare and commercial plans.',
  'integrative-medicine': 'Each therapy linked to a diagnosis that supports it.',
  'durable-medical-equipment': 'For DMEPOS suppliers billing DME MACs, Medicaid and commercial plans.',
  'emergency-medicine': 'For emergency physician groups and hospital emergency departments.',
  endocrinology: 'Diagnoses coded to full ICD-10-CM specificity.',
  'family-practice': 'For family medicine practices caring for patients of every age.',
  gastroenterology: 'For GI practices and endoscopy centers.',
  orthopedics: 'For orthopedic surgeons and sports medicine practices.',
  'vascular-surgery': 'For vascular surgeons and vascular labs.',
};

export const routeDescriptions: Readonly<Record<string, string>> = {
  '/':
    'Medical billing and revenue cycle management for US practices under a signed BAA, from coding and claims to posting and A/R follow-up. Free consultation.',
  '/aboutus':
    `Who we are: a medical billing team with ${claims.yearsOfExperience.figure} years of experience in revenue cycle management, prior authorization, credentialing and denial management.`,
  '/specialities':
    `Specialty billing for ${claims.specialties.figure} specialties and more, from cardiology and anesthesiology to DME and vascular surgery, with coders who know their rules.`,
  '/contactus':
    `Call ${company.phone.display} or send a message to book a free medical billing consultation. ${company.hours.weekdays}, ${company.address.locality}, ${company.address.region}.`,
  '/blogs':
    'Short summaries of our articles on medical billing, coding updates, denial prevention, prior authorization and credentialing for US practices.',
  ...Object.fromEntries(
    Array.from({ length: blogPageCount - 1 }, (_, index) => [
      blogPagePath(index + 2),
      `Page ${index + 2} of our article summaries on medical billing, coding updates, denial prevention, prior authorization and credentialing for US practices.`,
    ]),
  ),
  '/medical-billing-services':
    'Full-service medical billing: charge entry, claim scrubbing, submission, payment posting and follow-up, and your acceptance and denial rates reported monthly.',
  '/accounts-receivable-services':
    'Accounts receivable management: claims follow-up, denial management, payment posting and aging analysis to bring down days in A/R.',
  '/denial-management-services':
    'Denial management that finds the root cause of every CARC and RARC, tracks every filing and appeal deadline, and works to raise your clean claim rate.',
  '/prior-authorization-services':
    'We request payer approval before treatment, track every request with the payer and pass on the Prior Authorization Number for scheduling once it is issued.',
  '/enrollment-credentialing-services':
    'Medicare and payer enrollment, CAQH ProView upkeep, hospital credentialing and contracting, each application tracked with the payer until it decides.',
  '/payment-posting':
    `Accurate ERA and EOB payment posting, manual and electronic, reconciled to deposits ${serviceLevels.reconciliation.phrase}, with denial flags that feed straight into follow-up.`,
  '/email-marketing-system':
    'A web-based mailer for practices: campaigns, lists and reports to keep patients and referring providers informed.',
  '/security-and-hipaa':
    'The business associate agreement we sign before any patient data is shared, what to send before it, and how access to client data is controlled.',
  '/accessibility':
    'The accessibility standard this website works to (WCAG 2.2 AA), what it does for keyboard, screen reader and reduced-motion users, and how to report a barrier.',
  '/privacy-policy':
    'What our website forms collect, how a third-party email service delivers them, and why they must not be used for patient health information.',
  ...Object.fromEntries(
    specialtyPages.map((specialty) => [
      specialty.path,
      `${specialty.name} billing services: ${specialtyFocus[specialty.slug]}. ${specialtyAudience[specialty.slug]}`,
    ]),
  ),
  '*': 'The page you were looking for does not exist. Find our services, specialties and contact details here.',
};
