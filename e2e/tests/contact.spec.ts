import type { Locator, Page, TestInfo } from '@playwright/test';
import { formatAddress } from '../../shared/src/company';
import { holdScript, onceScriptsArrive, openAtFirstPaint, shellEntry } from './support/firstPaint';
import {
  company,
  emailConfig,
  expect,
  formMessages,
  isPhone,
  postedJson,
  test,
  toasts,
  type EmailAnswer,
} from './support/fixtures';

const visitor = {
  name: 'Dr. Ana Rivera',
  email: 'ana.rivera@northside-clinic.org',
  phone: '(406) 555-0188',
  message: 'We are a three-provider family practice and our CO-197 denials doubled this quarter.',
};

/**
 * The contact page opened at first paint: tests act on it as soon as what
 * they need is visible, without waiting for the page's scripts.
 */
async function contactPage(page: Page, testInfo?: TestInfo) {
  const opened = await openAtFirstPaint(page, '/contactus');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  const form = page.getByRole('form', { name: 'Send us a message' });
  const submit = form.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
  const fields = {
    name: form.getByRole('textbox', { name: 'Your name' }),
    email: form.getByRole('textbox', { name: 'Email address' }),
    phone: form.getByRole('textbox', { name: 'Phone number' }),
    message: form.getByRole('textbox', { name: 'How can we help?' }),
  };
  return {
    form,
    fields,
    submit,
    alert: form.getByRole('alert'),
    fill: async (values: Partial<typeof visitor>) => {
      for (const [key, value] of Object.entries(values) as [keyof typeof visitor, string][]) {
        await fields[key].fill(value);
      }
    },
    /** A tap on the phone, a click on the desktop. */
    press: () => (testInfo && isPhone(testInfo.project.name) ? submit.tap() : submit.click()),
    /** The page was never reloaded or sent elsewhere: no native form submit happened. */
    expectSamePage: () => {
      expect(page.url()).toBe(opened.url);
      expect(opened.navigations).toEqual([opened.url]);
    },
  };
}

async function expectValues(fields: Record<keyof typeof visitor, Locator>, values: typeof visitor) {
  for (const key of Object.keys(values) as (keyof typeof visitor)[]) {
    await expect(fields[key]).toHaveValue(values[key]);
  }
}

/** The exact body the email client must post for the visitor's message. */
function expectedBody(values: typeof visitor) {
  return {
    lib_version: expect.any(String),
    user_id: emailConfig.publicKey,
    service_id: emailConfig.serviceId,
    template_id: emailConfig.templates.contact,
    template_params: {
      user_name: values.name,
      user_email: values.email,
      user_phone: values.phone,
      message: values.message,
      from_name: values.name,
    },
  };
}

test.describe('contact details', () => {
  test('say hello, with the phone, email, address and hours from the company facts', async ({ page, consoleErrors }) => {
    await contactPage(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Say Hello!' })).toBeVisible();
    const details = page.getByRole('list', { name: 'Contact details' });

    const phone = details.getByRole('link', { name: company.phone.display });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', company.phone.href);
    expect(company.phone.href).toMatch(/^tel:\+1\d{10}$/);

    const email = details.getByRole('link', { name: company.infoEmail });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute('href', `mailto:${company.infoEmail}`);

    await expect(details.getByText(formatAddress(), { exact: true })).toBeVisible();
    expect(formatAddress()).toContain(', MT ');
    await expect(details.getByText(company.hours.weekdays, { exact: true })).toBeVisible();
    await expect(details.getByText(company.hours.holidays, { exact: true })).toBeVisible();
    expect(company.hours.weekdays).toBe('Mon–Fri 8:00am–5:00pm');

    // Nothing sticks out sideways, at phone width either.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the map is a lazy, titled embed of the address that never blocks the page', async ({
    page,
    consoleErrors,
  }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://www.google.com/maps')) mapRequests.push(request.url());
    });
    await contactPage(page);
    // The page is complete and usable before the map has even been asked for.
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
    const section = page.getByRole('region', { name: /^Find us in / });
    const frame = section.locator('iframe');
    await expect(frame).toHaveAttribute('title', `Map of ${company.name}, ${formatAddress()}`);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    const box = section.locator('[data-map-state]');
    const farBelow = (await box.evaluate((element) => element.getBoundingClientRect().top)) > page.viewportSize()!.height * 1.5;
    if (farBelow) {
      await expect(frame).not.toHaveAttribute('src', /./);
      expect(mapRequests).toEqual([]);
    }

    await frame.scrollIntoViewIfNeeded();
    const embed = `https://www.google.com/maps?q=${encodeURIComponent(formatAddress())}&output=embed`;
    await expect(frame).toHaveAttribute('src', embed);
    await expect.poll(() => mapRequests).toContain(embed);

    // Tests run offline, so the request is refused: the box keeps its size, and the
    // address and the way to Google Maps stay beside it.
    const size = (await box.boundingBox())!;
    expect(size.height).toBeGreaterThanOrEqual(280);
    expect(size.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await expect(section.getByText(formatAddress())).toBeVisible();
    const open = section.getByRole('link', { name: /Open in Google Maps/ });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(formatAddress())}`,
    );
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', /noopener/);
    await expect(section.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(formatAddress())}`,
    );
    await expect(page.getByRole('form', { name: 'Send us a message' }).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(consoleErrors).toEqual([]);
  });

  test('when the maps service answers, the map fades in over the drawing', async ({ page, consoleErrors }) => {
    // A stand-in for the maps service's embed page.
    await page.route('https://www.google.com/maps?*', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>Map of Helena</p>' }),
    );
    await contactPage(page);
    const section = page.getByRole('region', { name: /^Find us in / });
    const frame = section.locator('iframe');
    await frame.scrollIntoViewIfNeeded();
    await expect(section.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'loaded');
    await expect(frame).toHaveCSS('opacity', '1');
    await expect(frame).toHaveJSProperty('inert', false);
    await expect(page.frameLocator('iframe[title^="Map of"]').getByText('Map of Helena')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('contact form', () => {
  test('an empty form pressed before any script has run is refused, said out loud, and nothing is sent', async ({
    page,
    emailService,
    consoleErrors,
  }, testInfo) => {
    const scripts = await holdScript(page, shellEntry);
    const { press, alert, fields, expectSamePage } = await contactPage(page, testInfo);
    await press();
    scripts.release();
    await expect(toasts(page).getByText(formMessages.missingFields)).toBeVisible(onceScriptsArrive);
    await expect(alert).toHaveText(formMessages.missingFields);
    await expect(fields.name).toBeFocused();
    for (const field of Object.values(fields)) await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(emailService.requests).toHaveLength(0);
    expectSamePage();
    expect(consoleErrors).toEqual([]);
  });

  test('a form with one field left blank is refused and keeps what was typed', async ({ page, emailService }, testInfo) => {
    const { press, alert, fields, fill, expectSamePage } = await contactPage(page, testInfo);
    await fill({ ...visitor, message: '   ' });
    await press();
    await expect(toasts(page).getByText(formMessages.missingFields)).toBeVisible();
    await expect(alert).toHaveText(formMessages.missingFields);
    await expect(fields.message).toBeFocused();
    await expect(fields.message).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.name).toHaveAttribute('aria-invalid', 'false');
    await expectValues(fields, { ...visitor, message: '   ' });
    expect(emailService.requests).toHaveLength(0);
    expectSamePage();
  });

  test('an invalid address is refused with its own message', async ({ page, emailService }, testInfo) => {
    const { press, alert, fields, fill, expectSamePage } = await contactPage(page, testInfo);
    await expect(fields.email).toHaveAttribute('type', 'email');
    const typed = { ...visitor, email: 'ana.rivera@clinic' };
    await fill(typed);
    await press();
    await expect(toasts(page).getByText(formMessages.invalidEmail)).toBeVisible();
    await expect(alert).toHaveText(formMessages.invalidEmail);
    await expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    await expect(fields.email).toBeFocused();
    await expectValues(fields, typed);
    expect(emailService.requests).toHaveLength(0);
    expectSamePage();
  });

  const heldParts = [
    ['before any script has run', shellEntry],
    ["while the form's code is on its way", /\/assets\/ContactForm-[\w-]+\.js$/],
  ] as const;

  for (const [moment, script] of heldParts) {
    test(`a message sent ${moment} is sent once by the form, the page stays, the form clears`, async ({
      page,
      emailService,
      consoleErrors,
    }, testInfo) => {
      const held = await holdScript(page, script);
      const { press, fields, fill, form, expectSamePage } = await contactPage(page, testInfo);
      const typed = { ...visitor, name: `  ${visitor.name} ` };
      await fill(typed);
      await press();
      // Held by the page, not sent natively (that would reload it with the message in the URL).
      await expectValues(fields, typed);
      expect(emailService.requests).toHaveLength(0);
      expectSamePage();

      held.release();
      await expect(toasts(page).getByText(formMessages.messageSuccess)).toBeVisible(onceScriptsArrive);
      for (const field of Object.values(fields)) await expect(field).toHaveValue('');
      await expect(form.getByRole('status')).toContainText('Message sent');
      expect(emailService.requests).toHaveLength(1);
      expect(postedJson(emailService.requests[0]!)).toEqual(expectedBody(visitor));
      expectSamePage();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a complete message is sent once, reads "Sending..." meanwhile, and the form is cleared', async ({
    page,
    emailService,
    consoleErrors,
  }, testInfo) => {
    const { submit, fields, fill, form, expectSamePage } = await contactPage(page, testInfo);
    await fill({ ...visitor, name: `  ${visitor.name} `, email: ` ${visitor.email}  ` });
    emailService.hold();
    await submit.dblclick();
    await expect(submit).toHaveText('Sending...');
    await expect(submit).toBeDisabled();
    await submit.click({ force: true }).catch(() => undefined);
    emailService.release();

    await expect(toasts(page).getByText(formMessages.messageSuccess)).toBeVisible();
    await expect(submit).toHaveText('Send Message');
    await expect(submit).toBeEnabled();
    for (const field of Object.values(fields)) await expect(field).toHaveValue('');
    await expect(form.getByRole('status')).toContainText('Message sent');
    // The alert region stays in place, empty, ready for the next message.
    await expect(form.locator('[role="alert"]')).toBeEmpty();

    expect(emailService.requests).toHaveLength(1);
    const request = emailService.requests[0]!;
    expect(request.method()).toBe('POST');
    expect(postedJson(request)).toEqual(expectedBody(visitor));
    expectSamePage();
    expect(consoleErrors).toEqual([]);
  });

  const failures: Array<[string, EmailAnswer]> = [
    ['451 (headless browser)', { status: 451, body: 'Unavailable For Headless Browser' }],
    ['403 (blocked)', { status: 403, body: 'Forbidden' }],
    ['429 (too many requests)', { status: 429, body: 'Too Many Requests' }],
    ['500', { status: 500, body: 'Internal Server Error' }],
    ['a network error', 'network-error'],
  ];

  for (const [label, answer] of failures) {
    test(`a send failing with ${label} keeps every value and says so`, async ({ page, emailService }, testInfo) => {
      // Pressed before any script has run, so the values kept are the ones typed into the prerendered HTML.
      const scripts = await holdScript(page, shellEntry);
      const { submit, press, alert, fields, fill, expectSamePage } = await contactPage(page, testInfo);
      emailService.answer(answer);
      await fill(visitor);
      emailService.hold();
      await press();
      scripts.release();
      await expect(submit).toHaveText('Sending...', onceScriptsArrive);
      await expect(submit).toBeDisabled();
      emailService.release();

      await expect(toasts(page).getByText(formMessages.messageFailure)).toBeVisible();
      await expect(alert).toHaveText(formMessages.messageFailure);
      await expectValues(fields, visitor);
      await expect(submit).toHaveText('Send Message');
      await expect(submit).toBeEnabled();
      await expect(toasts(page).getByText(formMessages.messageSuccess)).toHaveCount(0);
      expect(emailService.requests).toHaveLength(1);
      expect(postedJson(emailService.requests[0]!)).toEqual(expectedBody(visitor));
      expectSamePage();

      // The visitor can send again, and this time it goes through.
      emailService.answer({ status: 200, body: 'OK' });
      await press();
      await expect(toasts(page).getByText(formMessages.messageSuccess)).toBeVisible();
      await expect(fields.name).toHaveValue('');
      expect(emailService.requests).toHaveLength(2);
    });
  }
});
