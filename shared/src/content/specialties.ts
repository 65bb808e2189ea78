export interface SpecialtyPageRef {
  slug: string;
  name: string;
  /** Route of its page. */
  path: string;
}

/**
 * The sixteen specialty pages: slug, display name and route, in the order of
 * the index page (the first eight are "Our Popular Specialities", the other
 * eight "Our Other Popular Specialities"). The first nine keep the
 * "/specialities/" spelling and the other seven "/specialties/", exactly as
 * they have always been routed. The shell's route table reads this list, so
 * it holds only what routing needs: the cards' lines are in specialtyCards.ts
 * (and the icons in specialtyIcons.ts). Plain data, so build tools can read
 * it too.
 */
export const specialtyPages = [
  { slug: 'cardiology', name: 'Cardiology', path: '/specialities/cardiology' },
  { slug: 'acupuncture', name: 'Acupuncture', path: '/specialities/acupuncture' },
  { slug: 'addiction-medicine', name: 'Addiction Medicine', path: '/specialities/addiction-medicine' },
  { slug: 'allergy', name: 'Allergy', path: '/specialities/allergy' },
  { slug: 'anesthesiology', name: 'Anesthesiology', path: '/specialities/anesthesiology' },
  { slug: 'audiology', name: 'Audiology', path: '/specialities/audiology' },
  { slug: 'bariatrics', name: 'Bariatrics', path: '/specialities/bariatrics' },
  { slug: 'chiropractic', name: 'Chiropractic', path: '/specialities/chiropractic' },
  { slug: 'integrative-medicine', name: 'Integrative Medicine', path: '/specialities/integrative-medicine' },
  { slug: 'durable-medical-equipment', name: 'Durable Medical Equipment', path: '/specialties/durable-medical-equipment' },
  { slug: 'emergency-medicine', name: 'Emergency Medicine', path: '/specialties/emergency-medicine' },
  { slug: 'endocrinology', name: 'Endocrinology', path: '/specialties/endocrinology' },
  { slug: 'family-practice', name: 'Family Practice', path: '/specialties/family-practice' },
  { slug: 'gastroenterology', name: 'Gastroenterology', path: '/specialties/gastroenterology' },
  { slug: 'orthopedics', name: 'Orthopedics', path: '/specialties/orthopedics' },
  { slug: 'vascular-surgery', name: 'Vascular Surgery', path: '/specialties/vascular-surgery' },
] as const satisfies readonly SpecialtyPageRef[];

/** The specialties index: every specialty page's parent in its breadcrumb, as the navbar names it. */
export const specialtiesIndex = { name: 'Specialties', path: '/specialities' } as const;

export type SpecialtySlug = (typeof specialtyPages)[number]['slug'];
