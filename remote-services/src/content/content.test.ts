import { describe, expect, it } from 'vitest';
import { sectionIcons } from '../sections/sectionIcons';
import { accountsReceivable } from './accountsReceivable';
import { denialManagement } from './denialManagement';
import { emailMarketing } from './emailMarketing';
import { enrollmentCredentialing } from './enrollmentCredentialing';
import { medicalBilling } from './medicalBilling';
import { paymentPosting } from './paymentPosting';
import { priorAuthorization } from './priorAuthorization';
import type { ServicePageContent } from './types';

/** Each page's content with the route it is shown on and the h1 the route table gives it. */
const pages: { path: string; heading: string; content: ServicePageContent }[] = [
  { path: '/medical-billing-services', heading: 'Medical Billing Services', content: medicalBilling },
  { path: '/accounts-receivable-services', heading: 'Accounts Receivable Services', content: accountsReceivable },
  { path: '/denial-management-services', heading: 'Denial Management Services', content: denialManagement },
  { path: '/prior-authorization-services', heading: 'Prior Authorization Services', content: priorAuthorization },
  {
    path: '/enrollment-credentialing-services',
    heading: 'Enrollment & Credentialing Services',
    content: enrollmentCredentialing,
  },
  { path: '/payment-posting', heading: 'Payment Posting Services', content: paymentPosting },
  { path: '/email-marketing-system', heading: 'Email Marketing System', content: emailMarketing },
];

/** Routes of the site these pages may link to (the e2e suite checks every link against the route table). */
const linkableRoutes = new Set(['/', '/contactus', '/specialities', '/aboutus', ...pages.map((page) => page.path)]);

interface Leaf {
  path: string;
  value: unknown;
}

/** Every value in a content tree with its path, e.g. "faq.items.2.answer". */
function leaves(value: unknown, path = ''): Leaf[] {
  if (Array.isArray(value)) return [{ path, value }, ...value.flatMap((item, index) => leaves(item, `${path}.${index}`))];
  if (value && typeof value === 'object') {
    return [{ path, value }, ...Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key))];
  }
  return [{ path, value }];
}

function allText(content: unknown): string {
  return leaves(content)
    .map((leaf) => leaf.value)
    .filter((value): value is string => typeof value === 'string')
    .join('\n');
}

/** The name an item of a list is known by, when it has one. */
function itemName(item: unknown): string | undefined {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object') {
    const record = item as Record<string, unknown>;
    for (const key of ['question', 'label', 'title', 'heading']) {
      if (typeof record[key] === 'string') return record[key];
    }
  }
  return undefined;
}

/** Plain text with typographic apostrophes made straight, for simple matching. */
function straightQuotes(text: string): string {
  return text.replace(/’/g, "'");
}

describe.each(pages)('content of $path', ({ heading, content }) => {
  it('opens with the route heading as its h1', () => {
    expect(content.header.title).toBe(heading);
  });

  it('has no empty text and no empty lists', () => {
    for (const leaf of leaves(content)) {
      if (typeof leaf.value === 'string') {
        expect(leaf.value.trim(), leaf.path).not.toBe('');
        expect(leaf.value, `${leaf.path} has stray spaces`).toBe(leaf.value.trim());
        expect(leaf.value, `${leaf.path} has double spaces`).not.toMatch(/ {2}/);
      }
      if (Array.isArray(leaf.value)) expect(leaf.value.length, `${leaf.path} is empty`).toBeGreaterThan(0);
    }
  });

  it('never repeats an item within a list', () => {
    for (const leaf of leaves(content)) {
      if (!Array.isArray(leaf.value)) continue;
      const names = leaf.value.map(itemName).filter((name): name is string => name !== undefined);
      expect(new Set(names).size, `${leaf.path} repeats an item`).toBe(names.length);
    }
  });

  it('has an FAQ block with unique, answered questions', () => {
    expect(content.faq.heading).toMatch(/^(Frequently Asked Questions|FAQs About The Service)$/);
    expect(content.faq.items.length).toBeGreaterThanOrEqual(4);
    const questions = content.faq.items.map((item) => item.question);
    expect(new Set(questions).size).toBe(questions.length);
    for (const item of content.faq.items) {
      expect(item.question).toMatch(/\?$/);
      expect(item.answer.length).toBeGreaterThan(40);
    }
  });

  it('closes with a call to action', () => {
    expect(content.closing.heading).not.toBe('');
    expect(content.closing.text).not.toBe('');
  });

  it('links only to routes of the site', () => {
    const links = leaves(content).filter((leaf) => leaf.path === 'to' || leaf.path.endsWith('.to'));
    for (const link of links) expect(linkableRoutes.has(String(link.value)), `${link.path}: ${String(link.value)}`).toBe(true);
  });

  it('names only icons the sections can draw', () => {
    const icons = leaves(content).filter((leaf) => leaf.path.endsWith('.icon'));
    for (const icon of icons) expect(sectionIcons[icon.value as keyof typeof sectionIcons], icon.path).toBeDefined();
  });

  it('states the company’s experience as 15+ years and leaves contact facts to the shared module', () => {
    const text = allText(content);
    for (const match of text.matchAll(/(\d+)\+? years/g)) {
      const figure = match[0];
      const allowed = figure.startsWith('15') || text.includes(`${figure} of combined industry experience`);
      expect(allowed, figure).toBe(true);
    }
    expect(text).not.toMatch(/555-0147|@example\.com/);
  });
});

describe('what each page must say', () => {
  it('medical billing: 97.02% acceptance, 11 steps, 7 benefits, 120+ solutions and the landing blocks', () => {
    expect(medicalBilling.acceptance.figure).toMatchObject({ value: 97.02, decimals: 2, suffix: '%' });
    // The counter beside the heading states the figure; a figure in the heading would disagree with it while it counts.
    expect(medicalBilling.acceptance.heading).not.toMatch(/\d/);
    expect(medicalBilling.services.steps).toHaveLength(11);
    expect(medicalBilling.benefits.items).toHaveLength(7);
    expect(medicalBilling.whoWeServe.eyebrow).toBe('Who we serve');
    expect(medicalBilling.whyChooseUs.eyebrow).toBe('Why choose us');
    expect(medicalBilling.overview.heading).toMatch(/streamline/i);
    expect(medicalBilling.overview.heading).toMatch(/maximize/i);
    expect(medicalBilling.customSolutions.figure).toMatchObject({ value: 120, suffix: '+' });
    const areas = (medicalBilling.customSolutions.items ?? []).map((item) => item.label);
    expect(areas).toEqual(['Electronic health records (EHR)', 'Telehealth', 'Practice management software']);
    expect(medicalBilling.faq.heading).toBe('Frequently Asked Questions');
  });

  it('accounts receivable: four services, three feature items and a demo link', () => {
    expect(accountsReceivable.services.cards.map((card) => card.title)).toEqual([
      'Claims processing and follow-up',
      'Denial management',
      'Payment posting',
      'Aging analysis',
    ]);
    expect(accountsReceivable.features.items.map((item) => item.label)).toEqual([
      'Valuation of Insurance Payments',
      'Appeals Filing',
      'Handling Patient Statements and Balances',
    ]);
    expect(accountsReceivable.demo.link.to).toBe('/contactus');
    expect(accountsReceivable.demo.link.label).toMatch(/demo/i);
  });

  it('denial management: a 99% counter on clean claims (the clean claim ratio, not an unsurveyed satisfaction figure), and compliance support', () => {
    expect(denialManagement.cleanClaims.heading).toBe('Improving clean claim rates');
    expect(denialManagement.cleanClaims.figure).toMatchObject({ value: 99, suffix: '%', label: 'Clean claim ratio' });
    expect(denialManagement.cleanClaims.figure.decimals ?? 0).toBe(0);
    expect(denialManagement.compliance.eyebrow).toBe('Compliance support');
    expect(denialManagement.compliance.groups.length).toBeGreaterThanOrEqual(2);
  });

  it('prior authorization: the PAN, every perk, the inpatient and outpatient data and the cited ~15%', () => {
    const overview = straightQuotes(priorAuthorization.overview.paragraphs.join(' '));
    expect(overview).toContain('Prior Authorization Number (PAN)');
    expect(overview).toMatch(/used when scheduling the appointment/);
    expect(priorAuthorization.overview.callout?.label).toBe('Prior Authorization Number (PAN)');
    const perks = priorAuthorization.perks.cards.map((card) => card.title);
    expect(perks).toEqual(['Works with all commercial plans', 'We submit the paperwork', 'Tracking and follow-up', 'Fewer errors']);
    expect(priorAuthorization.caseData.groups).toEqual([
      { heading: 'Inpatient cases', points: ['Diagnosis', 'Length of stay', 'Treatment plan'] },
      { heading: 'Outpatient cases', points: ['Procedure codes', 'Diagnosis codes', 'Dates of service'] },
    ]);
    expect(priorAuthorization.initialDenials.figure).toMatchObject({ value: 15, suffix: '%', qualifier: 'About' });
    expect(priorAuthorization.initialDenials.citation).toMatch(/industry survey/i);
    // Drawn as someone else's figure; the company's own averages are not.
    expect(priorAuthorization.initialDenials.external).toBe(true);
    expect([medicalBilling.acceptance.external, denialManagement.cleanClaims.external]).toEqual([undefined, undefined]);
    expect(priorAuthorization.initialDenials.paragraphs.join(' ')).toMatch(/about 15% of claims .* initially denied/);
    expect(priorAuthorization.faq.heading).toBe('FAQs About The Service');
  });

  it('enrollment & credentialing: the whole scope, the five benefits and its FAQs heading', () => {
    expect(enrollmentCredentialing.scope.cards.map((card) => card.title)).toEqual([
      'Medicare enrollment',
      'Physician enrollment',
      'CAQH ProView',
      'Hospital credentialing',
      'Insurance credentialing',
      'Contracting',
      'Enrollment maintenance',
    ]);
    expect(enrollmentCredentialing.benefits.items.map((item) => item.label)).toEqual([
      'More patients',
      'Fewer denials',
      'Lower admin cost',
      'Better payer relations',
      'No interest or penalties',
    ]);
    expect(allText(enrollmentCredentialing)).toMatch(/PECOS/);
    expect(enrollmentCredentialing.faq.heading).toBe('FAQs About The Service');
  });

  it('payment posting: what it is, ERA/EOB, manual and electronic posting, reconciliation and denial flags', () => {
    expect(paymentPosting.overview.heading).toBe('What is payment posting?');
    expect(paymentPosting.posting.eyebrow).toBe('ERA and EOB posting');
    const postingTitles = paymentPosting.posting.cards.map((card) => card.title).join(' ');
    expect(postingTitles).toMatch(/Electronic posting/);
    expect(postingTitles).toMatch(/Manual posting/);
    expect(paymentPosting.reconciliation.eyebrow).toBe('Reconciliation');
    expect(paymentPosting.denialFlags.eyebrow).toBe('Denial flags');
    expect(paymentPosting.denialFlags.link?.to).toBe('/denial-management-services');
  });

  it('email marketing system: overview, feature groups, benefits with label and description, conclusion', () => {
    expect(emailMarketing.header.variant).toBe('overview');
    expect(emailMarketing.overview.eyebrow).toBe('Overview');
    expect(emailMarketing.features.eyebrow).toBe('Key features');
    expect(emailMarketing.features.groups.length).toBeGreaterThanOrEqual(4);
    for (const group of emailMarketing.features.groups) expect(group.points.length).toBeGreaterThanOrEqual(2);
    expect(emailMarketing.benefits.eyebrow).toBe('Benefits for businesses');
    for (const benefit of emailMarketing.benefits.items) {
      expect(Object.keys(benefit).sort()).toEqual(['description', 'label']);
    }
    expect(emailMarketing.conclusion.eyebrow).toBe('Conclusion');
  });
});
