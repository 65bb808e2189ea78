import cleanClaims from '../assets/badges/clean-claims.svg';
import coders from '../assets/badges/coders.svg';
import hipaa from '../assets/badges/hipaa.svg';
import onboarding from '../assets/badges/onboarding.svg';
import type { Badge } from '../content/about';

/** The artwork of each badge in the About page's logo carousel (original SVG emblems, 104 × 104, without words). */
export const badgeImages: Record<Badge['id'], string> = {
  hipaa,
  coders,
  'clean-claims': cleanClaims,
  onboarding,
};
