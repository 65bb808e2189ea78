/**
 * Content types of the site (static display content, not server records).
 * Icons are named, not imported, so content modules stay plain data.
 */
import type { CatalogueCode } from './codeCatalogue';
import type { CatalogueModifier } from './modifierCatalogue';

export interface WhyChooseUsItem {
  title: string;
  description: string;
  icon: string;
}

export interface ServiceCard {
  id: string;
  title: string;
  description: string;
  icon: string;
  /** Route of the service page the card links to. */
  path: string;
}

export interface SpecialtyCard {
  icon: string;
  title: string;
  description: string;
  path: string;
}

export interface BlogPost {
  id: number;
  /** Image URL and its alternative text ("" when decorative). */
  image: string;
  imageAlt: string;
  /** Day of the month, e.g. "14". */
  date: string;
  /** Short month, e.g. "Mar". */
  month: string;
  /** A real, named person who wrote the post; absent: the company's editorial team. */
  author?: string;
  /** Comments, for a post that takes them (none does yet); absent: none is shown. */
  comments?: number;
  title: string;
  description: string;
}

export interface FaqItem {
  question: string;
  answer: string;
  /** Where the answer is told in full: a link under it. */
  more?: { label: string; to: string };
}

/** A titled list of questions. */
export interface FaqGroup {
  title: string;
  items: readonly FaqItem[];
}

/** A heading with a list of points. */
export interface SectionOfPoints {
  heading: string;
  points: string[];
}

/** A label plus description. */
export interface LabelledItem {
  label: string;
  description: string;
}

export type FeatureItem = SectionOfPoints | LabelledItem;

export interface FeatureCard {
  title: string;
  icon: string;
  points: string[];
}

export interface EmailMarketingFeatureGroup {
  title: string;
  points: string[];
}

export type EmailMarketingBenefit = LabelledItem;

export interface Modifier {
  /** Its description is the catalogue's (modifierCatalogue.ts). */
  code: CatalogueModifier;
  /** When this specialty uses it; absent for anesthesia modifiers. */
  useCase?: string;
}

export interface ModifierTable {
  mainHeading: string;
  modifiers: Modifier[];
}

export interface CodeTableRow {
  /** A single code ("97810") or a range ("00100–01999"); its description is the catalogue's (codeCatalogue.ts). */
  code: CatalogueCode;
  /** Highlighted in the table, e.g. acupuncture's one-per-session initial codes. */
  highlight?: boolean;
}

export interface CodeTable {
  heading: string;
  rows: CodeTableRow[];
  note: string;
}

export interface MoreDetailsLink {
  text: string;
  url: string;
  label: string;
}

export interface SpecialtyDetail {
  mainHeading: string;
  description: string;
  keyRequirements: SectionOfPoints;
  /** Absent on cardiology. */
  coverageConditions?: SectionOfPoints;
  moreDetailsLink?: MoreDetailsLink;
}

export interface NewsletterForm {
  email: string;
}

export interface ConsultationForm {
  name: string;
  email: string;
  phone: string;
}

export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  message: string;
}
