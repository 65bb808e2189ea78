import { deferUntilNear } from 'shared';

/*
 * The service pages' sections below the first screen. Each one's code
 * downloads as the visitor scrolls towards it (or tabs into it); its
 * prerendered HTML is on screen until then, so a first visit downloads and
 * hydrates only the header and the overview. Rendered after a client-side
 * navigation, they load at once.
 */
// Its counter must be live before the figure is seen, to count up as it comes into view.
export const StatHighlightSection = deferUntilNear(
  () => import('./StatHighlightSection').then((module) => module.StatHighlightSection),
  { loadAhead: '100%' },
);
export const ServiceLinksSection = deferUntilNear(() =>
  import('./ServiceLinksSection').then((module) => module.ServiceLinksSection),
);
export const FeatureCardsSection = deferUntilNear(() =>
  import('./FeatureCardsSection').then((module) => module.FeatureCardsSection),
);
export const StepsSection = deferUntilNear(() => import('./StepsSection').then((module) => module.StepsSection));
export const BenefitsSection = deferUntilNear(() => import('./BenefitsSection').then((module) => module.BenefitsSection));
export const PointsSection = deferUntilNear(() => import('./PointsSection').then((module) => module.PointsSection));
export const DemoCallToAction = deferUntilNear(() =>
  import('./DemoCallToAction').then((module) => module.DemoCallToAction),
);
export const FaqSection = deferUntilNear(() => import('shared/faq').then((module) => module.FaqSection));
export const ClosingBand = deferUntilNear(() => import('./ClosingBand').then((module) => module.ClosingBand));
