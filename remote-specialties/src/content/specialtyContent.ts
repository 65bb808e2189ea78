import type {
  ArtGlyph,
  CodeTable,
  LabelledItem,
  ModifierTable,
  SectionOfPoints,
  SpecialtyDetail,
  SpecialtySlug,
} from 'shared';

/** A block of billing rules: a heading, an optional lead-in and labeled rules. */
export interface BillingSection {
  heading: string;
  intro?: string;
  items: LabelledItem[];
}

export interface SpecialtyModifierTable extends ModifierTable {
  intro: string;
}

export interface SpecialtyCodeTable extends CodeTable {
  intro: string;
  /** Text shown on highlighted rows, so the highlight is not color alone. */
  highlightLabel?: string;
}

/**
 * Everything one specialty page shows. Plain data: the SpecialtyPage template
 * renders any of the sixteen from this shape. Every code in it must be a real
 * CPT, HCPCS Level II, ICD-10-CM or modifier code with its correct meaning.
 */
export interface SpecialtyContent {
  /** The specialty's motif in the page header (the site's illustration frame). */
  art: ArtGlyph;
  slug: SpecialtySlug;
  /** The paragraph under the page's h1. */
  summary: string;
  overview: {
    heading: string;
    paragraphs: string[];
    /** Short lines for the "what we handle" card beside the overview. */
    highlights: string[];
  };
  /** Conditions treated (clinical specialties) or services covered (DME, anesthesia…). */
  focus: SectionOfPoints & { kind: 'conditions' | 'services'; intro: string };
  /** The specialty's billing rules, including the statements payers hold practices to. */
  billingSections: BillingSection[];
  modifiers: SpecialtyModifierTable;
  codes: SpecialtyCodeTable;
  detail: SpecialtyDetail;
  expertise: { heading: string; intro: string; items: LabelledItem[] };
  callToAction: { heading: string; text: string };
}

/** The name a specialty's content module has, and exports its content under: the slug in camelCase. */
export const exportName = (slug: string) => slug.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
