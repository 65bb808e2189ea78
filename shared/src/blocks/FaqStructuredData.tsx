import type { FaqItem } from '../content/types';

/** schema.org FAQPage for the questions a page shows (one per page). */
export function faqPageJsonLd(items: readonly FaqItem[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/**
 * The page's FAQs as structured data, rendered with the accordion that shows
 * them so the two never disagree. Render it once per page, with every
 * question the page shows.
 */
export function FaqStructuredData({ items }: { items: readonly FaqItem[] }) {
  // "<" escaped so an answer can never close the script element.
  const json = JSON.stringify(faqPageJsonLd(items)).replaceAll('<', '\\u003c');
  return <script type="application/ld+json">{json}</script>;
}
