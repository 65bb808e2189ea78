import type { Locator, Page, TestInfo } from '@playwright/test';
import { holdScript, onceScriptsArrive, openAtFirstPaint, shellEntry } from './support/firstPaint';
import {
  emailConfig,
  expect,
  formMessages,
  isPhone,
  postedJson,
  routeTable,
  test,
  toasts,
  type EmailAnswer,
} from './support/fixtures';

const address = 'dr.rivera@northside-clinic.org';

/**
 * The footer's form on a page opened at first paint: every test acts on it as
 * soon as it is visible, without waiting for the page's scripts. On the home
 * page the footer is far below the first screen; the form's own code loads
 * only as it comes into view.
 */
async function newsletter(page: Page, testInfo: TestInfo, path = '/') {
  const opened = await openAtFirstPaint(page, path);
  const form = page.getByRole('form', { name: 'Subscribe Newsletter' });
  await form.scrollIntoViewIfNeeded();
  const submit = form.getByRole('button', { name: 'Subscribe' });
  return {
    form,
    email: form.getByRole('textbox', { name: 'Email address' }),
    submit,
    /** A tap on the phone, a click on the desktop. */
    press: (target: Locator = submit) => (isPhone(testInfo.project.name) ? target.tap() : target.click()),
    /** The page was never reloaded or sent elsewhere: no native form submit happened. */
    expectSamePage: () => {
      expect(page.url()).toBe(opened.url);
      expect(opened.navigations).toEqual([opened.url]);
    },
  };
}

test('an empty submit before any script has run says "Please enter a valid email address." and sends nothing', async ({
  page,
  emailService,
  consoleErrors,
}, testInfo) => {
  const scripts = await holdScript(page, shellEntry);
  const { form, email, press, expectSamePage } = await newsletter(page, testInfo);
  await press();
  await expect(email).toBeVisible();
  expectSamePage();

  scripts.release();
  await expect(toasts(page).getByText(formMessages.invalidEmail)).toBeVisible(onceScriptsArrive);
  await expect(form.getByText(formMessages.invalidEmail)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(emailService.requests).toHaveLength(0);
  expectSamePage();
  expect(consoleErrors).toEqual([]);
});

test('an invalid address is refused, stays in the field, and nothing is sent', async ({ page, emailService }, testInfo) => {
  const { email, press, expectSamePage } = await newsletter(page, testInfo, '/privacy-policy');
  await email.fill('dr.rivera@clinic');
  await press();
  await expect(toasts(page).getByText(formMessages.invalidEmail)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('dr.rivera@clinic');
  expect(emailService.requests).toHaveLength(0);
  expectSamePage();
});

test('filled and subscribed before any script has run: sent once by the form, the page stays, the field clears', async ({
  page,
  emailService,
  consoleErrors,
}, testInfo) => {
  const scripts = await holdScript(page, shellEntry);
  const { email, press, expectSamePage } = await newsletter(page, testInfo);
  await email.fill(`  ${address} `);
  await press();
  // Held by the page, not sent natively (that would reload it with the address in the URL).
  await expect(email).toHaveValue(address);
  expectSamePage();
  expect(emailService.requests).toHaveLength(0);

  scripts.release();
  await expect(toasts(page).getByText(formMessages.newsletterSuccess)).toBeVisible(onceScriptsArrive);
  await expect(email).toHaveValue('');
  expect(emailService.requests).toHaveLength(1);
  const request = emailService.requests[0]!;
  expect(request.method()).toBe('POST');
  expect(postedJson(request)).toEqual({
    lib_version: expect.any(String),
    user_id: emailConfig.publicKey,
    service_id: emailConfig.serviceId,
    template_id: emailConfig.templates.newsletter,
    template_params: { user_email: address, user_name: 'dr.rivera' },
  });
  expectSamePage();
  expect(consoleErrors).toEqual([]);
});

test('pressed twice before any script has run: sent once', async ({ page, emailService }, testInfo) => {
  const scripts = await holdScript(page, shellEntry);
  const { email, press, expectSamePage } = await newsletter(page, testInfo);
  await email.fill(address);
  await press();
  await press();
  scripts.release();
  await expect(toasts(page).getByText(formMessages.newsletterSuccess)).toBeVisible(onceScriptsArrive);
  await expect(email).toHaveValue('');
  // Both presses were held; once the form is live the second, replayed while the first is sending, is dropped.
  await expect(toasts(page).getByText(formMessages.newsletterSuccess)).toHaveCount(1);
  expect(emailService.requests).toHaveLength(1);
  expectSamePage();
});

test('a valid address is sent once, with a spinner meanwhile, and the field is cleared', async ({
  page,
  emailService,
  consoleErrors,
}, testInfo) => {
  const { email, submit, expectSamePage } = await newsletter(page, testInfo, '/privacy-policy');
  await email.fill(address);
  emailService.hold();
  await submit.dblclick();
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await expect(submit.locator('.MuiCircularProgress-root')).toBeVisible();
  await expect(email).toHaveValue(address);
  emailService.release();

  await expect(toasts(page).getByText(formMessages.newsletterSuccess)).toBeVisible();
  await expect(email).toHaveValue('');
  await expect(submit).toBeEnabled();
  expect(emailService.requests).toHaveLength(1);
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
  test(`a send failing with ${label} keeps the address and says so`, async ({ page, emailService }, testInfo) => {
    // Pressed before any script has run, so the address the form keeps is the one typed into the prerendered HTML.
    const scripts = await holdScript(page, shellEntry);
    const { email, submit, press, expectSamePage } = await newsletter(page, testInfo);
    emailService.answer(answer);
    await email.fill(address);
    await press();
    scripts.release();
    await expect(toasts(page).getByText(formMessages.newsletterFailure)).toBeVisible(onceScriptsArrive);
    await expect(email).toHaveValue(address);
    await expect(submit).toBeEnabled();
    expect(emailService.requests).toHaveLength(1);
    expectSamePage();

    // Kept for another try, which goes through.
    emailService.answer({ status: 200, body: 'OK' });
    await press();
    await expect(toasts(page).getByText(formMessages.newsletterSuccess)).toBeVisible();
    await expect(email).toHaveValue('');
    expect(emailService.requests).toHaveLength(2);
    expect(postedJson(emailService.requests[1]!)).toMatchObject({ template_params: { user_email: address } });
  });
}

test('sent while the form\'s code is still on its way: held, then sent once by the form', async ({
  page,
  emailService,
  consoleErrors,
}, testInfo) => {
  // The form's code is held back until the visitor has typed and pressed Subscribe.
  const code = await holdScript(page, /\/assets\/NewsletterForm-[\w-]+\.js$/);
  const { email, press, expectSamePage } = await newsletter(page, testInfo);
  await email.fill(address);
  await press();
  await expect.poll(() => code.requested).toBe(true);
  // Held by the page, not sent natively (that would reload it with the address in the URL).
  expect(emailService.requests).toHaveLength(0);
  await expect(email).toHaveValue(address);
  expectSamePage();

  code.release();
  await expect(toasts(page).getByText(formMessages.newsletterSuccess)).toBeVisible(onceScriptsArrive);
  expect(emailService.requests).toHaveLength(1);
  expect(postedJson(emailService.requests[0]!)).toMatchObject({ template_params: { user_email: address } });
  await expect(email).toHaveValue('');
  expectSamePage();
  expect(consoleErrors).toEqual([]);
});

test("every page's HTML holds a submit for React from the start: its script once, in the head, before any other", async ({
  request,
}, testInfo) => {
  test.skip(isPhone(testInfo.project.name), 'the same HTML at every width');
  // Every page has the footer's form, so every page needs React's form-replaying script.
  for (const path of [...routeTable.map((route) => route.path), '/no/such/page']) {
    const html = await (await request.get(path)).text();
    const [head, body] = html.split('</head>');
    const scripts = head!.match(/<script\b[^>]*>/g) ?? [];
    const replaying = (html.match(/<script>[^<]*\$\$reactFormReplay/g) ?? []).length;
    expect(replaying, `${path}: one form-replaying script`).toBe(1);
    expect(head!.indexOf('$$reactFormReplay'), `${path}: in the head`).toBeGreaterThan(-1);
    expect(head!.indexOf('$$reactFormReplay'), `${path}: before the other scripts`).toBeLessThan(
      head!.indexOf(scripts.find((tag) => tag !== '<script>') ?? '</head>'),
    );
    expect(body, `${path}: none in the page's markup`).not.toContain('$$reactFormReplay');
    // A form's native action is React's stand-in, never an address the browser would load with the fields in it.
    const actions = [...body!.matchAll(/<form\b[^>]*\baction="([^"]*)"/g)].map((match) => match[1]);
    expect(actions.length, `${path}: the newsletter form at least`).toBeGreaterThan(0);
    for (const action of actions) expect(action).toMatch(/^javascript:/);
    expect(body!.match(/<form\b/g)?.length).toBe(actions.length);
  }
});
