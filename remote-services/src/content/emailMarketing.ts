import type { BenefitsBlock, FeatureGroupsBlock, OverviewBlock, ServicePageContent } from './types';
import art from 'shared/art/services/email-marketing.json' with { type: 'json' };

export interface EmailMarketingContent extends ServicePageContent {
  overview: OverviewBlock;
  features: FeatureGroupsBlock;
  benefits: BenefitsBlock;
  conclusion: OverviewBlock;
}

export const emailMarketing: EmailMarketingContent = {
  header: {
    art,
    statesRules: true,
    title: 'Email Marketing System',
    variant: 'overview',
    text: 'A web-based mailer for practices and healthcare businesses: design campaigns, manage opt-in lists and measure results from your browser, with nothing to install.',
  },
  overview: {
    eyebrow: 'Overview',
    heading: 'One place to plan, send and measure your email',
    paragraphs: [
      'The Email Marketing System is a web-based mailer for newsletters, announcements and campaigns to patients who opted in, referring providers and business contacts. It runs in the browser, so your team can build a message, choose a list and schedule the send in minutes.',
      'It is built around how healthcare organizations should email: opt-in lists, immediate unsubscribe handling and messages kept free of patient health information, with reports that show what was delivered, opened and clicked.',
      'A list of your patients is protected health information even when the messages carry no clinical content, so we sign a business associate agreement (BAA) with you before any patient list is imported and hosted. Under HIPAA, using that list for marketing (as defined in 45 CFR 164.501) needs each patient’s written authorization, whether or not a third party pays for the message (45 CFR 164.508(a)(3)). The exceptions are face-to-face communications and promotional gifts of nominal value. Messages about your practice’s own health-related services are not marketing when no third party pays for them; where a third party pays, the authorization must say so.',
    ],
    highlights: [
      'Runs in any modern browser',
      'Mobile-friendly templates',
      'Opt-in lists and one-click unsubscribe',
      'Delivery, open and click reports',
    ],
  },
  features: {
    eyebrow: 'Key features',
    heading: 'Everything a campaign needs',
    groups: [
      {
        title: 'Campaign builder',
        points: [
          'Drag-and-drop editor with mobile-friendly templates',
          'Reusable blocks for your logo, address and office hours',
          'Previews on desktop and phone, and test sends before anything goes out',
        ],
      },
      {
        title: 'Contact lists and segments',
        points: [
          'CSV import with duplicate and invalid-address checks',
          'Segments by location, provider, interest or referral source',
          'Consent date and source recorded for every contact',
        ],
      },
      {
        title: 'Scheduling and automation',
        points: [
          'Send now, schedule for later, or send by the recipient’s time zone',
          'Welcome series for new subscribers',
          'Recurring newsletters on a set calendar',
        ],
      },
      {
        title: 'Reporting',
        points: [
          'Delivery, open, click and bounce rates for every campaign',
          'Link-by-link click tracking',
          'Reports you can export for your monthly marketing review',
        ],
      },
      {
        title: 'Deliverability and compliance',
        points: [
          'One-click unsubscribe and automatic suppression',
          'SPF, DKIM and DMARC on your sending domain',
          'A postal address in every email, per CAN-SPAM',
        ],
      },
      {
        title: 'Team access',
        points: [
          'Roles for editors, approvers and viewers on your team',
          'An approval step before any campaign is sent',
          'An activity log of every send and every change',
        ],
      },
    ],
  },
  benefits: {
    eyebrow: 'Benefits for businesses',
    heading: 'Why practices and businesses use it',
    items: [
      {
        label: 'Stay in touch for less',
        description: 'Reach every patient and partner who opted in for a fraction of the cost of printed mailers, envelopes and postage.',
      },
      {
        label: 'Promote new services',
        description: 'Announce new providers, locations, extended hours and seasonal programs such as flu-shot clinics.',
      },
      {
        label: 'Strengthen referral relationships',
        description: 'Keep referring physicians up to date with a regular, professional newsletter from your practice.',
      },
      {
        label: 'Measure what works',
        description: 'Open and click reports show which messages, subject lines and links your readers act on, so each campaign builds on the last.',
      },
      {
        label: 'Save staff time',
        description: 'Templates, saved segments and scheduling cut the time each campaign takes, from the first draft to the last send.',
      },
      {
        label: 'Protect your reputation',
        description:
          'Consent records, unsubscribe handling and authenticated sending support CAN-SPAM compliance and help your email reach inboxes.',
      },
    ],
  },
  conclusion: {
    eyebrow: 'Conclusion',
    heading: 'Simple, permission-based email for busy practices',
    link: { label: 'Schedule a live demo', to: '/contactus' },
    paragraphs: [
      'The Email Marketing System gives your practice an easy, permission-based way to stay in touch with patients, referring providers and partners, without hiring a marketing department. Build a campaign, choose the right list and see what worked.',
      'Want to see it with your own logo? Schedule a meeting and we will walk you through a live demo with a sample list (your own patient lists wait for a signed business associate agreement).',
    ],
  },
  related: {
    eyebrow: 'Our services',
    heading: 'Revenue cycle services from the same team',
  },
  faq: {
    heading: 'Frequently Asked Questions',
    intro: 'What practices ask before they start sending.',
    items: [
      {
        question: 'Do we need to install anything?',
        answer: 'No. The Email Marketing System is web-based and runs in any modern browser; your team signs in and starts working.',
      },
      {
        question: 'Can we send appointment reminders or test results with it?',
        answer:
          'No. It is built for newsletters and announcements, and messages should never contain patient health information. Appointment reminders and clinical messages belong in your EHR’s patient portal or a reminder service that signs a BAA with you and follows the HIPAA Privacy and Security Rules.',
      },
      {
        question: 'Can we import our existing contacts?',
        answer:
          'Yes, from a CSV file. A patient list is protected health information, so we sign a BAA with you before it is imported. The import checks for duplicates and invalid addresses, and you should import only contacts who agreed to receive email from you.',
      },
      {
        question: 'How are unsubscribes handled?',
        answer:
          'Every email carries a one-click unsubscribe link. The address is suppressed immediately, well within the 10 business days CAN-SPAM allows, and stays suppressed in every future campaign.',
      },
      {
        question: 'Can we see a demo first?',
        answer: 'Yes. Schedule a meeting and we will walk you through the system with a campaign built for your practice.',
      },
    ],
  },
  closing: {
    heading: 'See the Email Marketing System in action',
    text: 'Schedule a meeting for a live walkthrough with your own templates and a sample list.',
  },
};
