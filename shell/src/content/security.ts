import { company, hipaaSafeguards, summaryFigures } from 'shared';
import type { DocumentSectionContent } from './types';

/**
 * Security and HIPAA: the business associate agreement, what a practice can
 * send before it and never through this website, and how access to client
 * data is controlled. Only what the company states elsewhere (the home
 * page's HIPAA banner, the privacy policy), from the same sources.
 */
export const security = {
  title: 'Security and HIPAA',
  intro: `How ${company.name} handles your practice’s patient data: under a signed business associate agreement, and never through this website.`,
  sections: [
    {
      heading: 'A business associate agreement first',
      paragraphs: [
        'A billing company that handles protected health information (PHI) for a practice is its business associate under HIPAA, and may receive PHI only under a written business associate agreement (BAA). We sign the BAA before any patient data is shared: before system access, before any claim-level report, before the first claim.',
        'Under HIPAA the agreement must say what we may use the data for, the safeguards we keep, how we report a breach to you, and that the data is returned or destroyed when our work ends, or, where that is not feasible, kept protected and used only for the reason it could not be returned.',
      ],
    },
    {
      heading: 'Before the agreement: summary figures only',
      paragraphs: [
        `To look at your numbers before a BAA is signed, we ask only for ${summaryFigures.name}: ${summaryFigures.definition}. A claim-level report is PHI even with the names taken out, so it waits for the agreement.`,
      ],
    },
    {
      heading: 'Never through this website',
      paragraphs: [
        'Our website forms and email are not a channel for patient information. Please leave out patient names, dates of birth or service, member, account and claim numbers, diagnoses and images of EOBs.',
      ],
      link: { text: 'What happens if patient information reaches us anyway is in our', label: 'privacy policy', to: '/privacy-policy' },
    },
    { heading: 'How access is controlled', points: hipaaSafeguards },
    {
      heading: 'No seal, and why',
      paragraphs: [
        'There is no government HIPAA certification, so this site shows no HIPAA seal. Our processes follow the HIPAA Privacy and Security Rules, under the agreement we sign with each practice.',
      ],
    },
    {
      heading: 'Your next step',
      paragraphs: [
        'Ask for our BAA before you send any patient information. In a free consultation we go through it with you, and through the summary figures you can share until it is signed.',
      ],
      book: true,
    },
  ],
} satisfies { title: string; intro: string; sections: DocumentSectionContent[] };
