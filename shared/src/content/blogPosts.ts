import type { BlogPost } from './types';

/**
 * The blog's nine posts, newest first: summaries, each whole on its card
 * (there are no post pages, so no card links anywhere). The posts are the company's editorial
 * team's (no named author stands behind them) and take no comments, so no
 * byline and no comment count is shown. `image` names the post's illustration
 * (see BlogPostCard).
 */
export const blogPosts: readonly BlogPost[] = [
  {
    id: 1,
    image: 'denials',
    imageAlt: 'Illustration of a returned claim with a warning badge',
    date: '14',
    month: 'Nov',
    title: 'The Five Denial Codes Costing Small Practices the Most',
    description:
      'CO-16, CO-197, CO-50, CO-97 and PR-204 are among the most common avoidable denials. What each one means and the front-desk or coding habit that prevents it.',
  },
  {
    id: 2,
    image: 'em-coding',
    imageAlt: 'Illustration of a clipboard with an office visit checklist',
    date: '30',
    month: 'Oct',
    title: 'Leveling Office Visits by Medical Decision Making, Without Guesswork',
    description:
      'Since the E/M guidelines moved to MDM or total time, under-coding costs practices too. A practical walk-through of problems, data and risk for 99212–99215.',
  },
  {
    id: 3,
    image: 'prior-auth',
    imageAlt: 'Illustration of an approval stamp on a request form',
    date: '16',
    month: 'Oct',
    title: 'Prior Authorization Without the Phone Tag',
    description:
      'How to build an authorization calendar, which payers accept portal requests, and what to send with the first request so the payer can decide before the patient is scheduled.',
  },
  {
    id: 4,
    image: 'credentialing',
    imageAlt: 'Illustration of a provider ID card with a check mark',
    date: '02',
    month: 'Oct',
    title: 'CAQH ProView Re-Attestation: A 120-Day Checklist',
    description:
      'A lapsed attestation can quietly hold up payments. The documents to keep current, the dates to calendar, and how to avoid gaps when a provider joins your group.',
  },
  {
    id: 5,
    image: 'payments',
    imageAlt: 'Illustration of a remittance advice beside a deposit slip',
    date: '18',
    month: 'Sep',
    title: 'Reading an ERA: Adjustments, Patient Responsibility and Underpayments',
    description:
      'Group codes, CARCs and RARCs decoded, plus the three reconciliation checks that catch underpaid claims before they age past appeal limits.',
  },
  {
    id: 6,
    image: 'ar',
    imageAlt: 'Illustration of an aging report chart trending down',
    date: '04',
    month: 'Sep',
    title: 'Bringing Days in A/R Under 35: Where to Start',
    description:
      'Sort the aging report by payer and dollar value, not by date. A weekly routine that moves the claims most likely to pay and stops chasing the ones that never will.',
  },
  {
    id: 7,
    image: 'compliance',
    imageAlt: 'Illustration of a shield with a lock over a patient file',
    date: '21',
    month: 'Aug',
    title: 'HIPAA and Your Billing Vendor: What the Business Associate Agreement Must Cover',
    description:
      'Access controls, breach notification timelines and subcontractors: the clauses to check before any outside team touches your practice management system.',
  },
  {
    id: 8,
    image: 'telehealth',
    imageAlt: 'Illustration of a video visit on a laptop screen',
    date: '07',
    month: 'Aug',
    title: 'Telehealth Billing: Place of Service 02 vs 10 and the Modifiers Payers Still Want',
    description:
      'POS 02 or 10, modifier 95 or 93, audio-only rules: what Medicare and the major commercial payers expect now, which payers still want modifier GT, and how to set up your visit templates once.',
  },
  {
    id: 9,
    image: 'onboarding',
    imageAlt: 'Illustration of a calendar with an onboarding plan',
    date: '24',
    month: 'Jul',
    title: 'Switching Billing Companies: What Onboarding Looks Like',
    description:
      'A signed BAA, then system access, fee schedules and open A/R, with any new payer enrollment running alongside: the plan we follow so claims keep moving while your billing changes hands.',
  },
];

/** Posts on a page of the blog (spec: 5). */
export const blogPageSize = 5;

/** How many pages the blog has: the posts divided by five, rounded up (spec). */
export const blogPageCount = Math.ceil(blogPosts.length / blogPageSize);

/**
 * The address of a page of the blog, counted from 1: the first is /blogs, the
 * others /blogs/page/<n>. Each page is a route of its own, prerendered with
 * its posts, so its link works before any script has run.
 */
export const blogPagePath = (page: number): string => (page <= 1 ? '/blogs' : `/blogs/page/${page}`);
