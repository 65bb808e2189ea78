import type { SpecialtySlug } from 'shared';
import { acupuncture } from './acupuncture';
import { addictionMedicine } from './addictionMedicine';
import { allergy } from './allergy';
import { anesthesiology } from './anesthesiology';
import { audiology } from './audiology';
import { bariatrics } from './bariatrics';
import { cardiology } from './cardiology';
import { chiropractic } from './chiropractic';
import { durableMedicalEquipment } from './durableMedicalEquipment';
import { emergencyMedicine } from './emergencyMedicine';
import { endocrinology } from './endocrinology';
import { familyPractice } from './familyPractice';
import { gastroenterology } from './gastroenterology';
import { integrativeMedicine } from './integrativeMedicine';
import { orthopedics } from './orthopedics';
import type { SpecialtyContent } from './specialtyContent';
import { vascularSurgery } from './vascularSurgery';

/** The content of each specialty page, by the slug its route passes in. */
export const specialtyContentBySlug: Record<SpecialtySlug, SpecialtyContent> = {
  cardiology,
  acupuncture,
  'addiction-medicine': addictionMedicine,
  allergy,
  anesthesiology,
  audiology,
  bariatrics,
  chiropractic,
  'integrative-medicine': integrativeMedicine,
  'durable-medical-equipment': durableMedicalEquipment,
  'emergency-medicine': emergencyMedicine,
  endocrinology,
  'family-practice': familyPractice,
  gastroenterology,
  orthopedics,
  'vascular-surgery': vascularSurgery,
};

/** The content for a slug, or undefined when the slug is not a specialty. */
export function findSpecialtyContent(slug: string): SpecialtyContent | undefined {
  return Object.hasOwn(specialtyContentBySlug, slug) ? specialtyContentBySlug[slug as SpecialtySlug] : undefined;
}
