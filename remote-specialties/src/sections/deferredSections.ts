import { deferUntilNear } from 'shared';

/*
 * A specialty page's sections below its overview: the billing rules, the
 * modifier and code tables, the requirements and the staff's expertise. Each
 * one's code downloads, and its prerendered HTML hydrates, as the visitor
 * scrolls towards it (or tabs into it), so a first visit hydrates only the
 * header and the overview instead of every table at once. Rendered after a
 * client-side navigation, they load at once.
 */
export const SpecialtyFocus = deferUntilNear(() => import('./SpecialtyFocus').then((module) => module.SpecialtyFocus));
export const BillingRulesSection = deferUntilNear(() =>
  import('./BillingRulesSection').then((module) => module.BillingRulesSection),
);
export const ModifierTableSection = deferUntilNear(() =>
  import('./ModifierTableSection').then((module) => module.ModifierTableSection),
);
export const CodeTableSection = deferUntilNear(() =>
  import('./CodeTableSection').then((module) => module.CodeTableSection),
);
export const RequirementsSection = deferUntilNear(() =>
  import('./RequirementsSection').then((module) => module.RequirementsSection),
);
export const StaffExpertise = deferUntilNear(() => import('./StaffExpertise').then((module) => module.StaffExpertise));
