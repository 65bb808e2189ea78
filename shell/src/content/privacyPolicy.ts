import { summaryFigures } from 'shared';
import type { DocumentSectionContent } from './types';

/** The privacy policy's sections, in order; the page adds how to reach us. */
export const privacySections: readonly DocumentSectionContent[] = [
  {
    heading: 'What our forms collect',
    paragraphs: [
      'This website has three forms. The newsletter sign-up collects your email address. The consultation booking form collects your name, email address and phone number. The contact form collects your name, email address, phone number and the message you write.',
      'We use what you send only to answer you, to arrange the consultation you asked for, or to send the newsletter you subscribed to. We do not sell it or share it for advertising.',
    ],
  },
  {
    heading: 'How your message reaches us',
    paragraphs: [
      'When you submit a form, your browser sends its contents to a third-party email delivery service, which forwards them to our team as an email. That service processes the data on our behalf and only to deliver it.',
      'The Contact Us page shows our office on an embedded Google Maps map. When it loads, your browser connects to Google, which handles that connection under its own privacy terms. Apart from that map and the form delivery, this website does not set tracking cookies or run advertising trackers.',
    ],
  },
  {
    heading: 'Please do not send patient health information',
    paragraphs: [
      'Our website forms are not a secure channel for protected health information (PHI). Please do not include patient names, dates of birth, diagnoses, claim details or any other health information in a form. Once you are a client, we exchange PHI only through secure channels that follow the HIPAA Privacy and Security Rules, under a signed business associate agreement.',
      `Before that agreement is signed, what a practice can send us is ${summaryFigures.name}: ${summaryFigures.definition}. A claim-level aging, denial or remittance report is PHI even with the names taken out, because it keeps dates of service and account or claim numbers, so it waits for the agreement.`,
    ],
  },
  {
    heading: 'If patient information reaches us anyway',
    paragraphs: [
      'If a form, an email or a file reaches us with patient information in it before a business associate agreement is in place, we do not use it and do not pass it on. We delete it from our mailbox and from our records of form submissions, ask the email delivery service to delete any copy it keeps, and answer you without repeating it.',
      'We also tell you what arrived and when, so that your practice can assess it under its own HIPAA breach notification rules. If the information is needed for work you have asked us to do, we ask for it again through a secure channel once the agreement is signed.',
    ],
  },
  {
    heading: 'Keeping and deleting your information',
    paragraphs: [
      'We keep form submissions only as long as we need them to respond and to keep an ordinary record of our correspondence. Every newsletter includes a way to unsubscribe, and you can ask us at any time to see, correct or delete what you sent us.',
    ],
  },
];
