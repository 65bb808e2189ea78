import type { Locator, Page, TestInfo } from '@playwright/test';
import { fieldLimits } from '../../shared/src/forms/limits';
import { holdScript, onceScriptsArrive, openAtFirstPaint, shellEntry } from './support/firstPaint';
import { expect, formMessages, isPhone, postedJson, test, toasts } from './support/fixtures';

/*
 * What the three forms refuse to send (DECISIONS.md, "Form limits and abuse"):
 * fields over their length, fields of only spaces, and submits from scripts
 * that fill the hidden honeypot field. A refusal never loses what was typed.
 */

const visitor = {
  name: 'Dr. Ana Rivera',
  email: 'ana.rivera@northside-clinic.org',
  phone: '(406) 555-0188',
  message: 'We are a three-provider family practice and our CO-197 denials doubled this quarter.',
};
type Visitor = typeof visitor;
type Field = keyof Visitor;

interface OpenForm {
  form: Locator;
  fields: Partial<Record<Field, Locator>>;
  submit: Locator;
  press: () => Promise<void>;
  expectSamePage: () => void;
}

/** Opens `path` at first paint and finds the form named `name`, with its fields by their labels. */
async function openForm(
  page: Page,
  testInfo: TestInfo,
  path: string,
  name: string,
  labels: Partial<Record<Field, string>>,
  button: RegExp,
): Promise<OpenForm> {
  const opened = await openAtFirstPaint(page, path);
  const form = page.getByRole('form', { name });
  await form.scrollIntoViewIfNeeded();
  const fields = Object.fromEntries(
    Object.entries(labels).map(([field, label]) => [field, form.getByRole('textbox', { name: label, exact: true })]),
  ) as Partial<Record<Field, Locator>>;
  const submit = form.getByRole('button', { name: button });
  return {
    form,
    fields,
    submit,
    press: () => (isPhone(testInfo.project.name) ? submit.tap() : submit.click()),
    expectSamePage: () => {
      expect(page.url()).toBe(opened.url);
      expect(opened.navigations).toEqual([opened.url]);
    },
  };
}

const contactForm = (page: Page, testInfo: TestInfo) =>
  openForm(
    page,
    testInfo,
    '/contactus',
    'Send us a message',
    { name: 'Your name', email: 'Email address', phone: 'Phone number', message: 'How can we help?' },
    /^(Send Message|Sending\.\.\.)$/,
  );

const consultationForm = (page: Page, testInfo: TestInfo) =>
  openForm(
    page,
    testInfo,
    '/',
    'Book your free consultation',
    { name: 'Name', email: 'Email address', phone: 'Phone number' },
    /^BOOK FREE CONSULTATION$/,
  );

const newsletterForm = (page: Page, testInfo: TestInfo) =>
  openForm(page, testInfo, '/privacy-policy', 'Subscribe Newsletter', { email: 'Email address' }, /^Subscribe$/);

async function fill(opened: OpenForm, values: Partial<Visitor>) {
  for (const [field, value] of Object.entries(values) as [Field, string][]) await opened.fields[field]!.fill(value);
}

async function expectValues(opened: OpenForm, values: Partial<Visitor>) {
  for (const [field, value] of Object.entries(values) as [Field, string][]) {
    await expect(opened.fields[field]!).toHaveValue(value);
  }
}

/** Puts text in a field the way a visitor pastes it: into the clipboard, then Ctrl+V. */
async function paste(page: Page, field: Locator, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** What a script that fills in every field it finds does to the hidden one. */
async function fillHoneypot(form: Locator, value: string) {
  await form.locator('input[name="website"]').evaluate((input: HTMLInputElement, text) => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, value);
}

// A paste of 5,001 characters: a long message, as people write them.
const longMessage = 'Our claims for 99214 keep coming back with CO-16. '.repeat(101).slice(0, fieldLimits.message + 1);

test.describe('too long', () => {
  test('a pasted message of 5,001 characters is refused, named, kept whole; cut to 5,000 it is sent once', async ({
    page,
    emailService,
    consoleErrors,
  }, testInfo) => {
    expect([...longMessage]).toHaveLength(5001);
    const contact = await contactForm(page, testInfo);
    const message = contact.fields.message!;
    await fill(contact, { ...visitor, message: '' });
    await paste(page, message, longMessage);
    await expect(message).toHaveValue(longMessage);
    await contact.press();

    const tooLong = 'Please keep your message under 5,000 characters.';
    await expect(toasts(page).getByText(tooLong)).toBeVisible();
    await expect(contact.form.getByRole('alert')).toHaveText(tooLong);
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAttribute('aria-describedby', /contact-form-status/);
    await expect(message).toBeFocused();
    await expect(contact.fields.name!).toHaveAttribute('aria-invalid', 'false');
    // Nothing typed is lost.
    await expectValues(contact, { ...visitor, message: longMessage });
    expect(emailService.requests).toHaveLength(0);
    contact.expectSamePage();

    // One character fewer and it goes, exactly as written.
    await message.press('ControlOrMeta+End');
    await message.press('Backspace');
    await expect(contact.form.getByRole('alert')).toBeEmpty();
    await contact.press();
    await expect(toasts(page).getByText(formMessages.messageSuccess)).toBeVisible();
    expect(emailService.requests).toHaveLength(1);
    expect(postedJson(emailService.requests[0]!)).toMatchObject({
      template_params: { message: longMessage.slice(0, 5000).trim() },
    });
    expect(consoleErrors).toEqual([]);
  });

  test('pasted before any script has run, an over-long message is refused once the form is live, and kept', async ({
    page,
    emailService,
  }, testInfo) => {
    const scripts = await holdScript(page, shellEntry);
    const contact = await contactForm(page, testInfo);
    await fill(contact, { ...visitor, message: '' });
    await paste(page, contact.fields.message!, longMessage);
    await contact.press();
    await expectValues(contact, { ...visitor, message: longMessage });
    scripts.release();

    await expect(contact.form.getByRole('alert')).toHaveText(formMessages.tooLong.message, onceScriptsArrive);
    await expect(contact.fields.message!).toBeFocused();
    await expectValues(contact, { ...visitor, message: longMessage });
    expect(emailService.requests).toHaveLength(0);
    contact.expectSamePage();
  });

  const overLimit: Record<Exclude<Field, 'message'>, string> = {
    name: 'N'.repeat(fieldLimits.name + 1),
    email: `${'a'.repeat(fieldLimits.email - 'example.com'.length)}@example.com`,
    phone: `${visitor.phone} ext. ${'1'.repeat(fieldLimits.phone)}`,
  };

  for (const [field, value] of Object.entries(overLimit) as [Exclude<Field, 'message'>, string][]) {
    test(`a contact ${field} over ${fieldLimits[field]} characters is refused with its own message`, async ({
      page,
      emailService,
    }, testInfo) => {
      const contact = await contactForm(page, testInfo);
      const typed = { ...visitor, [field]: value };
      await fill(contact, typed);
      await contact.press();
      await expect(toasts(page).getByText(formMessages.tooLong[field])).toBeVisible();
      await expect(contact.form.getByRole('alert')).toHaveText(formMessages.tooLong[field]);
      await expect(contact.fields[field]!).toHaveAttribute('aria-invalid', 'true');
      await expect(contact.fields[field]!).toBeFocused();
      await expectValues(contact, typed);
      expect(emailService.requests).toHaveLength(0);
      contact.expectSamePage();
    });
  }

  test('two fields too long: both are named and marked, the first gets focus', async ({ page, emailService }, testInfo) => {
    const contact = await contactForm(page, testInfo);
    const typed = { ...visitor, name: overLimit.name, message: longMessage };
    await fill(contact, typed);
    await contact.press();
    await expect(contact.form.getByRole('alert')).toHaveText(
      `${formMessages.tooLong.name} ${formMessages.tooLong.message}`,
    );
    await expect(contact.fields.name!).toHaveAttribute('aria-invalid', 'true');
    await expect(contact.fields.message!).toHaveAttribute('aria-invalid', 'true');
    await expect(contact.fields.email!).toHaveAttribute('aria-invalid', 'false');
    await expect(contact.fields.name!).toBeFocused();
    await expectValues(contact, typed);
    expect(emailService.requests).toHaveLength(0);
  });

  test('a consultation phone number over 30 characters is refused, named and kept', async ({
    page,
    emailService,
  }, testInfo) => {
    const band = await consultationForm(page, testInfo);
    const typed = { name: visitor.name, email: visitor.email, phone: overLimit.phone };
    await fill(band, typed);
    await band.press();
    await expect(toasts(page).getByText(formMessages.tooLong.phone)).toBeVisible();
    await expect(band.form.getByText(formMessages.tooLong.phone)).toBeVisible();
    await expect(band.fields.phone!).toHaveAttribute('aria-invalid', 'true');
    await expect(band.fields.phone!).toBeFocused();
    await expect(band.fields.name!).toHaveAttribute('aria-invalid', 'false');
    await expectValues(band, typed);
    expect(emailService.requests).toHaveLength(0);
    band.expectSamePage();
  });

  test('a newsletter address over 254 characters is refused under the field and kept', async ({
    page,
    emailService,
  }, testInfo) => {
    const newsletter = await newsletterForm(page, testInfo);
    await fill(newsletter, { email: overLimit.email });
    await newsletter.press();
    await expect(toasts(page).getByText(formMessages.tooLong.email)).toBeVisible();
    await expect(newsletter.form.getByText(formMessages.tooLong.email)).toBeVisible();
    await expect(newsletter.fields.email!).toHaveAttribute('aria-invalid', 'true');
    await expect(newsletter.fields.email!).toBeFocused();
    await expect(newsletter.fields.email!).toHaveValue(overLimit.email);
    expect(emailService.requests).toHaveLength(0);
    newsletter.expectSamePage();
  });
});

test.describe('only spaces', () => {
  test('a contact form of spaces only counts as empty and keeps the spaces', async ({ page, emailService }, testInfo) => {
    const contact = await contactForm(page, testInfo);
    // Not the address: an email field drops surrounding spaces itself, so there they read as empty anyway.
    const spaces = { name: '   ', email: '', phone: ' ', message: '     ' };
    await fill(contact, spaces);
    await contact.press();
    await expect(toasts(page).getByText(formMessages.missingFields)).toBeVisible();
    await expect(contact.form.getByRole('alert')).toHaveText(formMessages.missingFields);
    for (const field of Object.values(contact.fields)) await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(contact.fields.name!).toBeFocused();
    await expectValues(contact, spaces);
    expect(emailService.requests).toHaveLength(0);
  });

  test('a consultation name of spaces only is a missing field', async ({ page, emailService }, testInfo) => {
    const band = await consultationForm(page, testInfo);
    await fill(band, { name: '    ', email: visitor.email, phone: visitor.phone });
    await band.press();
    await expect(band.form.getByText(formMessages.missingFields)).toBeVisible();
    await expect(band.fields.name!).toHaveAttribute('aria-invalid', 'true');
    await expect(band.fields.email!).toHaveAttribute('aria-invalid', 'false');
    await expect(band.fields.name!).toHaveValue('    ');
    expect(emailService.requests).toHaveLength(0);
  });

  test('a newsletter address of spaces only is not a valid address', async ({ page, emailService }, testInfo) => {
    const newsletter = await newsletterForm(page, testInfo);
    await fill(newsletter, { email: '     ' });
    await newsletter.press();
    await expect(toasts(page).getByText(formMessages.invalidEmail)).toBeVisible();
    await expect(newsletter.fields.email!).toHaveAttribute('aria-invalid', 'true');
    expect(emailService.requests).toHaveLength(0);
  });
});

test('HTML and emoji in a message are sent as typed, in one request, and never shown as markup', async ({
  page,
  emailService,
  consoleErrors,
}, testInfo) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const contact = await contactForm(page, testInfo);
  const message = 'Hi <b>team</b> <img src=x onerror="alert(1)"> <script>alert(2)</script> 😀👨‍👩‍👧 🇺🇸 café';
  await fill(contact, { ...visitor, message });
  await expect(contact.fields.message!).toHaveValue(message);
  await contact.press();

  await expect(toasts(page).getByText(formMessages.messageSuccess)).toBeVisible();
  await expect(contact.form.getByRole('status')).toContainText('Message sent');
  expect(emailService.requests).toHaveLength(1);
  const params = postedJson(emailService.requests[0]!).template_params as Record<string, string>;
  expect(params.message).toBe(message);
  // Nothing of it became part of the page.
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('b', { hasText: 'team' })).toHaveCount(0);
  await expect(page.locator('script', { hasText: 'alert(2)' })).toHaveCount(0);
  expect(dialogs).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test.describe('honeypot', () => {
  const forms = [
    ['contact', contactForm, visitor, formMessages.messageSuccess],
    [
      'consultation',
      consultationForm,
      { name: visitor.name, email: visitor.email, phone: visitor.phone },
      formMessages.messageSuccess,
    ],
    ['newsletter', newsletterForm, { email: visitor.email }, formMessages.newsletterSuccess],
  ] as const;

  for (const [label, open, values, success] of forms) {
    test(`the ${label} form keeps its hidden field from people and answers a filled one as sent, sending nothing`, async ({
      page,
      emailService,
      consoleErrors,
    }, testInfo) => {
      const opened = await open(page, testInfo);
      const trap = opened.form.locator('input[name="website"]');

      // Not for people: off-screen, out of the tab order, inert, no autofill, not in the accessibility tree.
      await expect(trap).toHaveAttribute('tabindex', '-1');
      await expect(trap).toHaveAttribute('autocomplete', 'off');
      await expect(trap).not.toBeInViewport();
      const box = (await trap.boundingBox())!;
      expect(box.x + box.width).toBeLessThan(0);
      await expect(opened.form.locator('[aria-hidden="true"][inert] input[name="website"]')).toHaveCount(1);
      await expect(opened.form.getByRole('textbox')).toHaveCount(Object.keys(opened.fields).length);

      await fill(opened, values);
      // From the last field, Tab goes to the button, never to the hidden field.
      const fields = Object.values(opened.fields);
      await fields[fields.length - 1]!.focus();
      await page.keyboard.press('Tab');
      await expect(opened.submit).toBeFocused();

      await fillHoneypot(opened.form, 'https://cheap-pills.example');
      await opened.press();
      await expect(toasts(page).getByText(success)).toBeVisible();
      for (const field of fields) await expect(field).toHaveValue('');
      expect(emailService.requests).toHaveLength(0);
      opened.expectSamePage();
      expect(consoleErrors).toEqual([]);
    });
  }
});
