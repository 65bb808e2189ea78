// The apps that compile this file (the remotes) must see its declaration too.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./specialtyPageIcon.d.ts" />
import type { SvgIconComponent } from '@mui/icons-material';
import type { SpecialtySlug } from './specialties';

/**
 * Each specialty's icon as its own download, for a page that shows only one
 * (a specialty page's overview): the map in specialtyIcons.ts would bring all
 * sixteen into that page's first screen. The same icons as the map (a unit
 * test draws both).
 *
 * The `?specialty-page` query makes the bundler treat each icon here as a
 * module apart from the one the map imports. Without it, an app that uses
 * both (remote-specialties: the index page's cards and the specialty pages)
 * would get each icon split out into a chunk of its own, and the index page
 * would fetch sixteen tiny files instead of finding the icons in its chunk.
 */
export const specialtyIconLoaders: Record<SpecialtySlug, () => Promise<SvgIconComponent>> = {
  cardiology: () => import('@mui/icons-material/FavoriteRounded?specialty-page').then((module) => module.default),
  acupuncture: () => import('@mui/icons-material/SpaRounded?specialty-page').then((module) => module.default),
  'addiction-medicine': () =>
    import('@mui/icons-material/PsychologyRounded?specialty-page').then((module) => module.default),
  allergy: () => import('@mui/icons-material/AirRounded?specialty-page').then((module) => module.default),
  anesthesiology: () => import('@mui/icons-material/MasksRounded?specialty-page').then((module) => module.default),
  audiology: () => import('@mui/icons-material/HearingRounded?specialty-page').then((module) => module.default),
  bariatrics: () => import('@mui/icons-material/MonitorWeightRounded?specialty-page').then((module) => module.default),
  chiropractic: () =>
    import('@mui/icons-material/AccessibilityNewRounded?specialty-page').then((module) => module.default),
  'integrative-medicine': () =>
    import('@mui/icons-material/SelfImprovementRounded?specialty-page').then((module) => module.default),
  'durable-medical-equipment': () =>
    import('@mui/icons-material/AccessibleRounded?specialty-page').then((module) => module.default),
  'emergency-medicine': () =>
    import('@mui/icons-material/EmergencyRounded?specialty-page').then((module) => module.default),
  endocrinology: () => import('@mui/icons-material/ScienceRounded?specialty-page').then((module) => module.default),
  'family-practice': () =>
    import('@mui/icons-material/FamilyRestroomRounded?specialty-page').then((module) => module.default),
  gastroenterology: () =>
    import('@mui/icons-material/MedicalServicesRounded?specialty-page').then((module) => module.default),
  orthopedics: () => import('@mui/icons-material/HealingRounded?specialty-page').then((module) => module.default),
  'vascular-surgery': () =>
    import('@mui/icons-material/BloodtypeRounded?specialty-page').then((module) => module.default),
};
