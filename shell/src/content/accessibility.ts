import type { DocumentSectionContent } from './types';

/**
 * Accessibility: the standard the site aims for and what it does, only what
 * the site's own checks show; the page adds how to report a barrier.
 */
export const accessibility = {
  title: 'Accessibility',
  intro:
    'We want every practice manager, physician and patient to be able to use this website, whatever device or assistive technology they use.',
  sections: [
    {
      heading: 'The standard we work to',
      paragraphs: ['We aim for the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page.'],
    },
    {
      heading: 'What the site does',
      points: [
        'Every page works with a keyboard alone, with a visible focus ring and a link to skip to the main content',
        'Text and controls meet the WCAG 2.2 AA colour contrast ratios',
        'Headings, landmarks and labelled form fields for screen readers; code tables are real tables',
        'Pages read and links work before scripts load, and with scripts turned off',
        'Motion stops for visitors who ask their device for reduced motion, and the slideshow has a pause button',
        'Every page template is checked automatically for WCAG 2.2 A and AA issues at phone and desktop widths before each release',
      ],
    },
  ],
} satisfies { title: string; intro: string; sections: DocumentSectionContent[] };
