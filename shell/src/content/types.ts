/** A section of one of the shell's document pages (privacy, security and HIPAA, accessibility). */
export interface DocumentSectionContent {
  heading: string;
  paragraphs?: readonly string[];
  /** A sentence ending in a link to another page, after the last paragraph. */
  link?: { text: string; label: string; to: string };
  /** A checked list, after the paragraphs. */
  points?: readonly string[];
  /** The booking button closes the section. */
  book?: boolean;
}
