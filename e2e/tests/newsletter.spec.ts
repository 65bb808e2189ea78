import type { Page } from '@playwright/test';
import { emailConfig, expect, formMessages, postedJson, test, toasts, type EmailAnswer } from './support/fixtures';

const address = 'dr.rivera@northside-clinic.org';

async function newsletter(page: Page) {
  await page.goto('/privacy-policy');
  const form = page.getByRole('form', { name: 'Subscribe Newsletter' });
  return {
    form,
    email: form.getByRole('textbox', { name: 'Email address' }),
    submit: form.getByRole('button', { name: 'Subscribe' }),
  };
}

test('an empty or invalid address is refused and nothing is sent', async ({ page, emailService }) => {
  const { email, submit } = await newsletter(page);
  await submit.click();
  await expect(toasts(page).getByText(formMessages.invalidEmail)).toBeVisible();
  await email.fill('dr.rivera@clinic');
  await submit.click();
  await expect(page.getByText(formMessages.invalidEmail).first()).toBeVisible();
  await expect(email).toHaveValue('dr.rivera@clinic');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(emailService.requests).toHaveLength(0);
});

test('a valid address is sent once, with a spinner meanwhile, and the field is cleared', async ({
  page,
  emailService,
  consoleErrors,
}) => {
  const { email, submit } = await newsletter(page);
  await email.fill(`  ${address} `);
  emailService.hold();
  await submit.dblclick();
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await expect(submit.locator('.MuiCircularProgress-root')).toBeVisible();
  emailService.release();

  await expect(toasts(page).getByText(formMessages.newsletterSuccess)).toBeVisible();
  await expect(email).toHaveValue('');
  await expect(submit).toBeEnabled();
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
  test(`a send failing with ${label} keeps the address and says so`, async ({ page, emailService }) => {
    const { email, submit } = await newsletter(page);
    emailService.answer(answer);
    await email.fill(address);
    await submit.click();
    await expect(toasts(page).getByText(formMessages.newsletterFailure)).toBeVisible();
    await expect(email).toHaveValue(address);
    await expect(submit).toBeEnabled();
    expect(emailService.requests).toHaveLength(1);
  });
}

test('typed and sent before the form has hydrated: nothing is lost and it is sent once, by the form', async ({
  page,
  emailService,
  consoleErrors,
}) => {
  // On the home page the footer is far below: its form's code is held back
  // here until the visitor has typed and pressed Subscribe in the prerendered form.
  let releaseCode: () => void = () => undefined;
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(/\/assets\/NewsletterForm-[\w-]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('form', { name: 'Subscribe Newsletter' });
  const email = form.getByRole('textbox', { name: 'Email address' });
  await email.fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  // Not sent natively (that would reload the page with the address in the URL).
  expect(new URL(page.url()).search).toBe('');
  expect(emailService.requests).toHaveLength(0);

  releaseCode();
  await expect(toasts(page).getByText(formMessages.newsletterSuccess)).toBeVisible();
  expect(emailService.requests).toHaveLength(1);
  expect(postedJson(emailService.requests[0]!)).toMatchObject({ template_params: { user_email: address } });
  await expect(email).toHaveValue('');
  expect(new URL(page.url()).pathname).toBe('/');
  expect(consoleErrors).toEqual([]);
});
