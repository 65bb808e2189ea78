import { specialtyPages, type SpecialtyPageRef, type SpecialtySlug } from './specialties';

/** A specialty as its card shows it. */
export interface SpecialtySummary extends SpecialtyPageRef {
  slug: SpecialtySlug;
  /** One line for cards. */
  description: string;
}

/** Each specialty card's line, by slug. */
const cardLines: Record<SpecialtySlug, string> = {
  cardiology: 'Echo, stress tests, cath lab and device checks coded right, with global periods tracked.',
  acupuncture: 'One initial code per session (and one a day), time that matches the notes, and Medicare’s visit limits watched.',
  'addiction-medicine': 'SUD screening, MAT visits and counseling billed with the right payer rules and consent.',
  allergy: 'Skin tests billed by quantity, immunotherapy doses and vials reported precisely.',
  anesthesiology: 'ASA base units, 15-minute time units and medical direction modifiers calculated for you.',
  audiology: 'Hearing evaluations, tympanometry and hearing aid services with the right modifiers.',
  bariatrics: 'BMI documentation, obesity counseling and bariatric surgery claims that meet payer criteria.',
  chiropractic: 'Spinal manipulation by region, the AT modifier and medical-necessity documentation.',
  'integrative-medicine': 'E/M, counseling and complementary therapies billed to what payers actually cover.',
  'durable-medical-equipment': 'HCPCS Level II, face-to-face rules and 13-month capped rentals managed end to end.',
  'emergency-medicine': 'ED visit levels by medical decision making and critical care time, coded to the 2023 rules.',
  endocrinology: 'Diabetes management, CGM and thyroid procedures with the documentation payer rules require.',
  'family-practice': 'Preventive and problem visits, care management and vaccines billed without leaks.',
  gastroenterology: 'Screening versus diagnostic colonoscopy, biopsies and modifiers handled correctly.',
  orthopedics: 'Surgical global periods, injections, fracture care and orthoses supplied in the office.',
  'vascular-surgery': 'Duplex studies, dialysis access and endovascular work coded to the 2026 lower-extremity codes.',
};

/**
 * The sixteen specialties as the cards show them (the home page's and the
 * index page's), in the order of specialtyPages.
 */
export const specialtyList: readonly SpecialtySummary[] = specialtyPages.map((page) => ({
  ...page,
  description: cardLines[page.slug],
}));
