import type { Locator, Page } from '@playwright/test';
import { holdScripts, onceScriptsArrive, openAtFirstPaint, slowPhone } from './support/firstPaint';
import { expect, formMessages, isPhone, test } from './support/fixtures';

/*
 * The site's three forms as a visitor uses them, each flow once: a send
 * pressed at first paint (held until the page is live, sent once, busy
 * meanwhile, then cleared and confirmed), and a refusal followed by a failed
 * send (told, nothing typed is lost).
 *
 * What the forms refuse (limits, spaces only, the honeypot), what they send
 * and how the email client answers each status are unit tests:
 * shared/src/forms, shared/src/email, shared/src/ui/Honeypot.test.tsx and
 * each form's own test (ContactForm, ConsultationBand, NewsletterForm).
 */

interface FormCase {
  title: string;
  path: string;
  /** The form's accessible name. */
  name: string;
  /** A complete, valid entry: each field's label and what the visitor types into it. */
  entry: Record<string, string>;
  /** The submit button's name, also while it sends. */
  submit: RegExp;
  /** What the button reads while sending, when it changes. */
  sending?: string;
  success: string;
  failure: string;
  /** Playwright tags of the first-paint test: where the phone differs. */
  firstPaintTags: string[];
}

const forms: FormCase[] = [
  {
    title: 'contact form',
    path: '/contactus',
    name: 'Book a free consultation',
    entry: {
      'Your name': 'Dr. Ana Rivera',
      'Email address': 'ana.rivera@northside-clinic.org',
      'Phone number': '(406) 555-0188',
      'How can we help?': 'We are a three-provider family practice and our CO-197 denials doubled this quarter.',
    },
    submit: /^(Book a free consultation|Sending\.\.\.)$/,
    sending: 'Sending...',
    success: formMessages.messageSuccess,
    failure: formMessages.messageFailure,
    // On a phone the form sits below the intro and its code loads only as the visitor nears it.
    firstPaintTags: ['@phone'],
  },
  {
    title: 'consultation booking',
    path: '/',
    name: 'Book a free consultation',
    entry: {
      Name: 'Dr. Ana Rivera',
      'Email address': 'ana.rivera@northside-clinic.org',
      'Phone number': '(406) 555-0199',
    },
    submit: /^BOOK FREE CONSULTATION$/,
    success: formMessages.messageSuccess,
    failure: formMessages.messageFailure,
    firstPaintTags: [],
  },
  {
    title: 'newsletter',
    path: '/privacy-policy',
    name: 'Subscribe Newsletter',
    entry: { 'Email address': 'dr.rivera@northside-clinic.org' },
    submit: /^Subscribe$/,
    success: formMessages.newsletterSuccess,
    failure: formMessages.newsletterFailure,
    firstPaintTags: [],
  },
];

/** A toast as assistive technology finds it: an alert among the page's notifications. */
function toast(page: Page, text: string): Locator {
  return page.getByRole('region', { name: 'Notifications' }).getByRole('alert').filter({ hasText: text });
}

/** The form on the page, its fields found by their labels. */
function formOn(page: Page, formCase: FormCase) {
  const form = page.getByRole('form', { name: formCase.name });
  const field = (label: string) => form.getByRole('textbox', { name: label, exact: true });
  return {
    form,
    field,
    submit: form.getByRole('button', { name: formCase.submit }),
    fill: async (entry: Record<string, string>) => {
      for (const [label, value] of Object.entries(entry)) await field(label).fill(value);
    },
    expectValues: async (entry: Record<string, string>) => {
      for (const [label, value] of Object.entries(entry)) await expect(field(label)).toHaveValue(value);
    },
  };
}

for (const formCase of forms) {
  test.describe(formCase.title, () => {
    test(
      'pressed at first paint, before any script has run: sent once when live, busy meanwhile, then cleared and confirmed; the page never navigates',
      { tag: formCase.firstPaintTags },
      async ({ page, emailService, consoleErrors }, testInfo) => {
        const phone = isPhone(testInfo.project.name);
        if (phone) {
          // Lighthouse's slow phone: the page's code arrives late and runs slowly.
          test.slow();
          await slowPhone(page);
        }
        const releaseScripts = await holdScripts(page);
        const opened = await openAtFirstPaint(page, formCase.path);
        const { fill, expectValues, field, submit } = formOn(page, formCase);
        await fill(formCase.entry);
        emailService.hold();
        await (phone ? submit.tap() : submit.click());
        // Held by the page until it is live, not submitted natively (that would load a new page).
        await expectValues(formCase.entry);
        expect(emailService.requests).toHaveLength(0);

        releaseScripts();
        // React replays the held submit once the form is live: the button is busy while it sends.
        await expect(submit).toBeDisabled(onceScriptsArrive);
        await expect(submit.getByRole('progressbar')).toBeVisible();
        if (formCase.sending) await expect(submit).toHaveText(formCase.sending);
        emailService.release();

        await expect(toast(page, formCase.success)).toBeVisible();
        for (const label of Object.keys(formCase.entry)) await expect(field(label)).toHaveValue('');
        await expect(submit).toBeEnabled();
        expect(emailService.requests).toHaveLength(1);
        // Still the page that was opened: no navigation, so nothing typed ever reached an address.
        expect(page.url()).toBe(opened.url);
        expect(opened.navigations).toEqual([opened.url]);
        expect(consoleErrors).toEqual([]);
      },
    );

    test('a bad address is refused with its message; a send the email service refuses (429) keeps what was typed and says so', async ({
      page,
      emailService,
    }) => {
      await page.goto(formCase.path);
      const { form, fill, expectValues, field, submit } = formOn(page, formCase);
      const badAddress = { ...formCase.entry, 'Email address': 'ana.rivera@clinic' };
      await fill(badAddress);
      await submit.click();
      await expect(form.getByText(formMessages.invalidEmail)).toBeVisible();
      await expect(toast(page, formMessages.invalidEmail)).toBeVisible();
      await expectValues(badAddress);
      expect(emailService.requests).toHaveLength(0);

      emailService.answer({ status: 429, body: 'Too Many Requests' });
      await field('Email address').fill(formCase.entry['Email address']!);
      await submit.click();
      await expect(toast(page, formCase.failure)).toBeVisible();
      await expectValues(formCase.entry);
      await expect(submit).toBeEnabled();
      expect(emailService.requests).toHaveLength(1);
    });
  });
}
