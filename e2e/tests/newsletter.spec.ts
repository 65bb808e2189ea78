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
