/**
 * Shapes of the service pages' content. Each block type is what one section
 * component renders, so a page is its content module laid out block by block.
 */
import type { ArtGlyph, EmailMarketingBenefit, EmailMarketingFeatureGroup, FaqItem, FeatureCard, LabelledItem, SectionOfPoints } from 'shared';

/** Icons the sections can draw, by name, so content stays plain data (see sections/sectionIcons.ts). */
export type SectionIconName =
  | 'accuracy'
  | 'authorization'
  | 'bundling'
  | 'caqh'
  | 'claims'
  | 'coding'
  | 'contract'
  | 'coverage'
  | 'denials'
  | 'electronic'
  | 'experience'
  | 'group'
  | 'hospital'
  | 'insurance'
  | 'maintenance'
  | 'manager'
  | 'manual'
  | 'medicare'
  | 'necessity'
  | 'newPractice'
  | 'onboarding'
  | 'paperwork'
  | 'patientPayments'
  | 'payments'
  | 'physician'
  | 'plans'
  | 'reports'
  | 'shield'
  | 'specialty'
  | 'timely'
  | 'tracking';

/** An internal link of the site (always a route of the route table). */
export interface ContentLink {
  label: string;
  to: string;
}

/** The text under a page's h1; the h1 itself is the route's heading. */
export interface ServicePageHeader {
  /** The page's h1, exactly the heading of its route. */
  title: string;
  /** support: paragraph beside the "Call Us When You Need Help!" call-out; overview: overview content. */
  variant: 'support' | 'overview';
  text: string;
  /** The page's motif, the sample report, or the authorization tracker scene (prior authorization). */
  art: ArtGlyph | 'sample-report' | 'authorization-tracker';
  /** The page states payer or Medicare rules: the header says as of when (`codingNotices.rules`). */
  statesRules?: true;
}

/** What every section opens with. */
export interface SectionIntro {
  eyebrow?: string;
  heading: string;
  intro?: string;
  /** A link under the section, e.g. to the specialties index. */
  link?: ContentLink;
}

export interface OverviewBlock extends SectionIntro {
  paragraphs: string[];
  /** Checklist beside the text, on a brand panel with the page's icon (OverviewSection's `icon`). */
  highlights?: string[];
  /** A definition worth setting apart, e.g. the Prior Authorization Number. */
  callout?: LabelledItem;
}

/** A figure drawn large; it counts up from 0 when it scrolls into view. */
export interface HighlightFigure {
  value: number;
  decimals?: number;
  suffix: string;
  /** Small word above the figure, e.g. "About". */
  qualifier?: string;
  label: string;
}

export interface StatHighlightBlock extends SectionIntro {
  figure: HighlightFigure;
  paragraphs: string[];
  points?: string[];
  items?: LabelledItem[];
  /** Where the figure comes from, shown under it. */
  citation?: string;
  /** The figure is someone else's (an industry survey), not the company's own result. */
  external?: boolean;
}

export interface PointsBlock extends SectionIntro {
  groups: SectionOfPoints[];
}

export interface ServiceFeatureCard extends FeatureCard {
  icon: SectionIconName;
}

export interface FeatureCardsBlock extends SectionIntro {
  cards: ServiceFeatureCard[];
}

export interface FeatureGroupsBlock extends SectionIntro {
  groups: EmailMarketingFeatureGroup[];
}

export interface StepsBlock extends SectionIntro {
  steps: LabelledItem[];
}

export interface BenefitsBlock extends SectionIntro {
  items: EmailMarketingBenefit[] | LabelledItem[];
}

export interface DemoBlock {
  heading: string;
  text: string;
  link: ContentLink;
}

export interface FaqBlock {
  heading: string;
  intro: string;
  items: FaqItem[];
}

export interface ClosingBlock {
  heading: string;
  text: string;
}

/** What every service page has: its header, related services, FAQs and the closing band. */
export interface ServicePageContent {
  header: ServicePageHeader;
  related: SectionIntro;
  faq: FaqBlock;
  closing: ClosingBlock;
}
