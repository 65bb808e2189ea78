export interface SpecialtySummary {
  slug: string;
  name: string;
  /** Route of its page. */
  path: string;
  /** One line for cards. */
  description: string;
}

/**
 * The sixteen specialty pages: slug, display name, route and card line,
 * in the order of the index page (the first eight are "Our Popular
 * Specialities", the other eight "Our Other Popular Specialities"). The first
 * nine keep the "/specialities/" spelling and the other seven "/specialties/",
 * exactly as they have always been routed. The shell's route table, the home
 * page and the specialties remote all read this list; plain data, so build
 * tools can read it too (icons are in specialtyIcons.ts).
 */
export const specialtyList = [
  {
    slug: 'cardiology',
    name: 'Cardiology',
    path: '/specialities/cardiology',
    description: 'Echo, stress tests, cath lab and device checks coded right, with global periods tracked.',
  },
  {
    slug: 'acupuncture',
    name: 'Acupuncture',
    path: '/specialities/acupuncture',
    description: 'One initial code per session, time that matches the notes, and Medicare’s visit limits watched.',
  },
  {
    slug: 'addiction-medicine',
    name: 'Addiction Medicine',
    path: '/specialities/addiction-medicine',
    description: 'SUD screening, MAT visits and counseling billed with the right payer rules and consent.',
  },
  {
    slug: 'allergy',
    name: 'Allergy',
    path: '/specialities/allergy',
    description: 'Skin tests billed by quantity, immunotherapy doses and vials reported precisely.',
  },
  {
    slug: 'anesthesiology',
    name: 'Anesthesiology',
    path: '/specialities/anesthesiology',
    description: 'ASA base units, 15-minute time units and medical direction modifiers calculated for you.',
  },
  {
    slug: 'audiology',
    name: 'Audiology',
    path: '/specialities/audiology',
    description: 'Hearing evaluations, tympanometry and hearing aid services with the right modifiers.',
  },
  {
    slug: 'bariatrics',
    name: 'Bariatrics',
    path: '/specialities/bariatrics',
    description: 'BMI documentation, obesity counseling and bariatric surgery claims that meet payer criteria.',
  },
  {
    slug: 'chiropractic',
    name: 'Chiropractic',
    path: '/specialities/chiropractic',
    description: 'Spinal manipulation by region, the AT modifier and medical-necessity documentation.',
  },
  {
    slug: 'integrative-medicine',
    name: 'Integrative Medicine',
    path: '/specialities/integrative-medicine',
    description: 'E/M, counseling and complementary therapies billed to what payers actually cover.',
  },
  {
    slug: 'durable-medical-equipment',
    name: 'Durable Medical Equipment',
    path: '/specialties/durable-medical-equipment',
    description: 'HCPCS Level II, face-to-face rules and 13-month capped rentals managed end to end.',
  },
  {
    slug: 'emergency-medicine',
    name: 'Emergency Medicine',
    path: '/specialties/emergency-medicine',
    description: 'ED visit levels by medical decision making and critical care time, coded to the 2023 rules.',
  },
  {
    slug: 'endocrinology',
    name: 'Endocrinology',
    path: '/specialties/endocrinology',
    description: 'Diabetes management, CGM and thyroid procedures with documentation payers accept.',
  },
  {
    slug: 'family-practice',
    name: 'Family Practice',
    path: '/specialties/family-practice',
    description: 'Preventive and problem visits, care management and vaccines billed without leaks.',
  },
  {
    slug: 'gastroenterology',
    name: 'Gastroenterology',
    path: '/specialties/gastroenterology',
    description: 'Screening versus diagnostic colonoscopy, biopsies and modifiers handled correctly.',
  },
  {
    slug: 'orthopedics',
    name: 'Orthopedics',
    path: '/specialties/orthopedics',
    description: 'Surgical global periods, injections, fracture care and DME supplied in the office.',
  },
  {
    slug: 'vascular-surgery',
    name: 'Vascular Surgery',
    path: '/specialties/vascular-surgery',
    description: 'Duplex studies, endovascular and dialysis access procedures coded with confidence.',
  },
] as const satisfies readonly SpecialtySummary[];

export type SpecialtySlug = (typeof specialtyList)[number]['slug'];
