import type { SvgIconComponent } from '@mui/icons-material';
import AccessibilityNewRounded from '@mui/icons-material/AccessibilityNewRounded';
import AccessibleRounded from '@mui/icons-material/AccessibleRounded';
import AirRounded from '@mui/icons-material/AirRounded';
import BloodtypeRounded from '@mui/icons-material/BloodtypeRounded';
import EmergencyRounded from '@mui/icons-material/EmergencyRounded';
import FamilyRestroomRounded from '@mui/icons-material/FamilyRestroomRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import HealingRounded from '@mui/icons-material/HealingRounded';
import HearingRounded from '@mui/icons-material/HearingRounded';
import MasksRounded from '@mui/icons-material/MasksRounded';
import MedicalServicesRounded from '@mui/icons-material/MedicalServicesRounded';
import MonitorWeightRounded from '@mui/icons-material/MonitorWeightRounded';
import PsychologyRounded from '@mui/icons-material/PsychologyRounded';
import ScienceRounded from '@mui/icons-material/ScienceRounded';
import SelfImprovementRounded from '@mui/icons-material/SelfImprovementRounded';
import SpaRounded from '@mui/icons-material/SpaRounded';
import type { SpecialtySlug } from './specialties';

/** The icon of each specialty's card. */
export const specialtyIcons: Record<SpecialtySlug, SvgIconComponent> = {
  cardiology: FavoriteRounded,
  acupuncture: SpaRounded,
  'addiction-medicine': PsychologyRounded,
  allergy: AirRounded,
  anesthesiology: MasksRounded,
  audiology: HearingRounded,
  bariatrics: MonitorWeightRounded,
  chiropractic: AccessibilityNewRounded,
  'integrative-medicine': SelfImprovementRounded,
  'durable-medical-equipment': AccessibleRounded,
  'emergency-medicine': EmergencyRounded,
  endocrinology: ScienceRounded,
  'family-practice': FamilyRestroomRounded,
  gastroenterology: MedicalServicesRounded,
  orthopedics: HealingRounded,
  'vascular-surgery': BloodtypeRounded,
};
