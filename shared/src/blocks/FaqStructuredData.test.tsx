import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqStructuredData, faqPageJsonLd } from './FaqStructuredData';

const items = [
  { question: 'Do you work with small practices?', answer: 'Yes, from solo providers up.' },
  { question: 'Can an answer hold markup?', answer: 'Only as text: </script><b>not markup</b>' },
];

describe('FaqStructuredData', () => {
  it('describes every question and its answer as a schema.org FAQPage', () => {
    expect(faqPageJsonLd(items)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });
  });

  it('renders one JSON-LD script that an answer cannot break out of', () => {
    const { container } = render(<FaqStructuredData items={items} />);
    const scripts = container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const text = scripts[0]?.textContent ?? '';
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual(faqPageJsonLd(items));
  });
});
