import type { SvgIconComponent } from '@mui/icons-material';
import { specialtyIconLoaders, type SpecialtySlug } from 'shared';
import type { SpecialtyContent } from './specialtyContent';

/**
 * Each specialty's content as its own chunk: a specialty page downloads its
 * own tables and copy, not all sixteen. (specialtyContentBySlug has them all,
 * for tests and tools.)
 */
export const specialtyContentLoaders: Record<SpecialtySlug, () => Promise<SpecialtyContent>> = {
  cardiology: () => import('./cardiology').then((module) => module.cardiology),
  acupuncture: () => import('./acupuncture').then((module) => module.acupuncture),
  'addiction-medicine': () => import('./addictionMedicine').then((module) => module.addictionMedicine),
  allergy: () => import('./allergy').then((module) => module.allergy),
  anesthesiology: () => import('./anesthesiology').then((module) => module.anesthesiology),
  audiology: () => import('./audiology').then((module) => module.audiology),
  bariatrics: () => import('./bariatrics').then((module) => module.bariatrics),
  chiropractic: () => import('./chiropractic').then((module) => module.chiropractic),
  'integrative-medicine': () => import('./integrativeMedicine').then((module) => module.integrativeMedicine),
  'durable-medical-equipment': () => import('./durableMedicalEquipment').then((module) => module.durableMedicalEquipment),
  'emergency-medicine': () => import('./emergencyMedicine').then((module) => module.emergencyMedicine),
  endocrinology: () => import('./endocrinology').then((module) => module.endocrinology),
  'family-practice': () => import('./familyPractice').then((module) => module.familyPractice),
  gastroenterology: () => import('./gastroenterology').then((module) => module.gastroenterology),
  orthopedics: () => import('./orthopedics').then((module) => module.orthopedics),
  'vascular-surgery': () => import('./vascularSurgery').then((module) => module.vascularSurgery),
};

/**
 * A loader that asks each slug's loader once and answers the same promise
 * afterwards (undefined when the slug is not a specialty).
 */
function oncePerSlug<T>(loaders: Record<SpecialtySlug, () => Promise<T>>): (slug: string) => Promise<T | undefined> {
  const requested = new Map<string, Promise<T | undefined>>();
  return (slug) => {
    let loaded = requested.get(slug);
    if (!loaded) {
      loaded = Object.hasOwn(loaders, slug) ? loaders[slug as SpecialtySlug]() : Promise.resolve(undefined);
      requested.set(slug, loaded);
    }
    return loaded;
  };
}

/** The content for a slug (undefined when the slug is not a specialty); one request per slug. */
export const loadSpecialtyContent: (slug: string) => Promise<SpecialtyContent | undefined> =
  oncePerSlug(specialtyContentLoaders);

/** The icon for a slug, on its own (undefined when the slug is not a specialty); one request per slug. */
export const loadSpecialtyIcon: (slug: string) => Promise<SvgIconComponent | undefined> =
  oncePerSlug(specialtyIconLoaders);
