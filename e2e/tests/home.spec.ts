import type { Locator, Page, TestInfo } from '@playwright/test';
import { holdScript, onceScriptsArrive, openAtFirstPaint, shellEntry, slowPhone } from './support/firstPaint';
import { emailConfig, expect, formMessages, isPhone, postedJson, routeTable, test, toasts, type EmailAnswer } from './support/fixtures';
import { expectFaqItem, expectFaqItems, faqItems, faqQuestion } from './support/faq';

const homeHeading = routeTable.find((route) => route.path === '/')!.heading;
const slideHeadings = [homeHeading, 'Accounts Receivable Solutions', 'Advanced Cardiology Billing Services'];

/** Scrolls to the bottom in steps, so everything that waits to be seen has run. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
}

function hero(page: Page) {
  return page.getByRole('region', { name: 'Highlights' });
}

/**
 * Which slide's heading a visitor (and a screen reader) is given. Whichever
 * slide shows, the page exposes exactly one h1, the home page's, and the
 * slides' headings are h2s.
 */
async function expectSlide(page: Page, index: number) {
  await expect(hero(page).getByRole('heading', { level: 2, name: slideHeadings[index], exact: true })).toBeVisible();
  for (const [other, heading] of slideHeadings.entries()) {
    if (other !== index) await expect(hero(page).getByRole('heading', { name: heading, exact: true })).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([homeHeading]);
}

test.describe('home page layout', () => {
  test('renders every section at phone, tablet and desktop widths without console errors', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    // The tablet width once, with the desktop project.
    const widths = isPhone(testInfo.project.name) ? [375] : [1280, 768];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
      // The h1 is out of sight (for screen readers and search engines); what visitors read
      // as the title, the first slide's heading with the same words, is above the fold.
      await expect(hero(page).getByRole('heading', { level: 2, name: homeHeading, exact: true })).toBeInViewport();
      for (const name of [
        'A Billing Partner Invested in Your Practice',
        'Revenue Cycle Services, End to End',
        'Billing That Knows Your Specialty',
        'Billing Insights for Busy Practices',
        'Frequently Asked Questions',
        'Grow & scale your medical billing service',
        'HIPAA Compliance at the Core',
        'We are here for you.',
        'Need Help with Medical Billing? Book a Free Consultation Today!',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeAttached();
      }
      await expect(page.getByText('Call Us When You Need Help!')).toBeVisible();
      await scrollThrough(page);
      // Nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Every picture has loaded.
      const broken = await page.evaluate(() =>
        [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src),
      );
      expect(broken).toEqual([]);
      // Back to the top, so the next load (whose position the site restores) starts there too.
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    expect(consoleErrors).toEqual([]);
  });

  test('the cards lead to the service, specialty and blog pages', async ({ page }) => {
    await page.goto('/');
    const services = page.getByRole('region', { name: 'Revenue Cycle Services, End to End' });
    await expect(services.getByRole('listitem')).toHaveCount(6);
    await expect(services.getByRole('link', { name: 'Denial Management' })).toHaveAttribute('href', '/denial-management-services');
    const box = await services.getByRole('article').first().boundingBox();
    expect(box?.height).toBeCloseTo(250, 0);

    const specialties = page.getByRole('region', { name: 'Billing That Knows Your Specialty' });
    await expect(specialties.getByRole('link', { name: 'Cardiology' })).toHaveAttribute('href', '/specialities/cardiology');
    await specialties.getByRole('link', { name: 'View all 16 specialties' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Specialities');

    await page.goBack();
    await page.getByRole('link', { name: 'Read our blog' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
  });

  test('the statistics end on the figures of the specification', async ({ page }) => {
    await page.goto('/');
    const stats = page.getByRole('region', { name: 'Our results in numbers' });
    await stats.scrollIntoViewIfNeeded();
    const expected = ['15+', '99%', '30%', '97%', '15%'];
    await expect(stats.locator('dd [aria-hidden="true"]')).toHaveText(expected, { timeout: 8000 });
    await expect(stats.locator('dt')).toHaveText([
      'Years of Experience in the Medical Billing',
      'Clean Claim Ratio',
      'Revenue Increase',
      'First Pass Ratio',
      'Reduce Denial Rate',
    ]);
  });
});

test.describe('hero slider', () => {
  test('arrows show on large screens only and move both ways with wrap, one change per second', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expectSlide(page, 0);
    const previous = hero(page).getByRole('button', { name: 'Previous slide' });
    const next = hero(page).getByRole('button', { name: 'Next slide' });
    if (isPhone(testInfo.project.name)) {
      await expect(previous).toBeHidden();
      await expect(next).toBeHidden();
      await hero(page).getByRole('button', { name: /^Slide 3:/ }).click();
      await expectSlide(page, 2);
      return;
    }
    await expect(next).toBeVisible();
    // The pointer on the slider stops auto-advance, so only the clicks move it.
    await hero(page).hover();
    // Two clicks within the 1 s lock: the second is ignored.
    await next.dblclick();
    await expectSlide(page, 1);
    await page.waitForTimeout(1100);
    await previous.click();
    await expectSlide(page, 0);
    await page.waitForTimeout(1100);
    await previous.click();
    await expectSlide(page, 2);
    await page.waitForTimeout(1100);
    await next.click();
    await expectSlide(page, 0);
  });

  test('advances every 5 seconds and wraps, and stops while hovered', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expectSlide(page, 0);
    await page.clock.runFor(5000);
    await expectSlide(page, 1);
    await page.clock.runFor(5000);
    await expectSlide(page, 2);
    await page.clock.runFor(5000);
    await expectSlide(page, 0);

    await hero(page).hover();
    await page.clock.runFor(20_000);
    await expectSlide(page, 0);
    await page.getByRole('contentinfo').hover();
    await page.clock.runFor(5000);
    await expectSlide(page, 1);
  });

  test('does not move on its own when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(20_000);
    await expectSlide(page, 0);
    await expect(hero(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });
});

test.describe('FAQ accordion', () => {
  function faqList(page: Page, title: string) {
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    return faqItems(faq.locator('div', { has: page.getByRole('heading', { level: 3, name: title }) }).last());
  }

  test('one answer open at a time, the first open to begin with', async ({ page }) => {
    await page.goto('/');
    const questions = faqList(page, 'Working with us');
    const otherList = faqList(page, 'Claims, payments and compliance');
    await expect(questions).toHaveCount(5);
    await expect(otherList).toHaveCount(6);
    await expect(questions.getByRole('heading', { level: 4 }).first()).toHaveText('How long does it take to get started?');

    const [first, second] = [questions.nth(0), questions.nth(1)];
    await expectFaqItems(questions, ['open', 'closed', 'closed', 'closed', 'closed']);
    await expect(first.getByText(/^Onboarding takes about 7 days/)).toBeVisible();

    await faqQuestion(second).click();
    await expectFaqItems(questions, ['closed', 'open', 'closed', 'closed', 'closed']);
    await expect(second.getByText(/^No\. We work inside the systems/)).toBeVisible();
    await expect(first.getByText(/^Onboarding takes about 7 days/)).toBeHidden();
    // The other list keeps its own open answer.
    await expectFaqItem(otherList.first(), 'open');

    // Pressed again, the open question closes.
    await faqQuestion(second).click();
    await expectFaqItems(questions, ['closed', 'closed', 'closed', 'closed', 'closed']);

    // Keyboard: Enter on a focused question opens it.
    await faqQuestion(questions.nth(3)).focus();
    await page.keyboard.press('Enter');
    await expectFaqItem(questions.nth(3), 'open');
  });

  test('a question pressed at first paint, before any script has run, opens and closes the open one; Enter and Space too', async ({
    page,
  }, testInfo) => {
    const phone = isPhone(testInfo.project.name);
    if (phone) {
      // A slow phone: whatever the page's scripts do, they do it late.
      test.slow();
      await slowPhone(page);
    }
    // The page's scripts are held until the visitor has pressed: until then it is the prerendered HTML alone.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(
      (url) => /\.m?js$/.test(url.pathname),
      async (route) => {
        await scriptsHeld;
        await route.fallback();
      },
    );
    const loaded = page.goto('/');
    loaded.catch(() => {});

    const questions = faqList(page, 'Working with us');
    const otherList = faqList(page, 'Claims, payments and compliance');
    const press = (item: Locator) => (phone ? faqQuestion(item).tap() : faqQuestion(item).click());
    await press(questions.nth(1));
    await expectFaqItems(questions, ['closed', 'open', 'closed', 'closed', 'closed']);

    await faqQuestion(questions.nth(3)).focus();
    await page.keyboard.press('Enter');
    await expectFaqItems(questions, ['closed', 'closed', 'closed', 'open', 'closed']);
    await page.keyboard.press('Space');
    await expectFaqItems(questions, ['closed', 'closed', 'closed', 'closed', 'closed']);
    await page.keyboard.press('Space');
    await expectFaqItems(questions, ['closed', 'closed', 'closed', 'open', 'closed']);
    await expectFaqItem(otherList.first(), 'open');

    // The scripts arrive and take the page over; what the visitor opened stays open, and the accordion still answers.
    releaseScripts();
    await loaded;
    await expect(page.locator('html')).toHaveAttribute('data-page', /\//);
    await expectFaqItems(questions, ['closed', 'closed', 'closed', 'open', 'closed']);
    await press(questions.nth(4));
    await expectFaqItems(questions, ['closed', 'closed', 'closed', 'closed', 'open']);
    await expectFaqItem(otherList.first(), 'open');
  });
});

test.describe('consultation booking', () => {
  const visitor = { name: 'Dr. Ana Rivera', email: 'ana.rivera@northside-clinic.org', phone: '(406) 555-0199' };

  /**
   * The band's form on the home page opened at first paint, brought into view
   * (it is below the first screen) and acted on as soon as it is visible,
   * without waiting for the page's scripts.
   */
  async function consultation(page: Page, testInfo: TestInfo) {
    const opened = await openAtFirstPaint(page, '/');
    const form = page.getByRole('form', { name: 'Book your free consultation' });
    await form.scrollIntoViewIfNeeded();
    const name = form.getByRole('textbox', { name: 'Name', exact: true });
    const email = form.getByRole('textbox', { name: 'Email address', exact: true });
    const phone = form.getByRole('textbox', { name: 'Phone number', exact: true });
    const submit = form.getByRole('button', { name: 'BOOK FREE CONSULTATION' });
    return {
      form,
      name,
      email,
      phone,
      submit,
      fill: async (values: typeof visitor) => {
        await name.fill(values.name);
        await email.fill(values.email);
        await phone.fill(values.phone);
      },
      expectValues: async (values: typeof visitor) => {
        await expect(name).toHaveValue(values.name);
        await expect(email).toHaveValue(values.email);
        await expect(phone).toHaveValue(values.phone);
      },
      /** A tap on the phone, a click on the desktop. */
      press: () => (isPhone(testInfo.project.name) ? submit.tap() : submit.click()),
      /** The page was never reloaded or sent elsewhere: no native form submit happened. */
      expectSamePage: () => {
        expect(page.url()).toBe(opened.url);
        expect(opened.navigations).toEqual([opened.url]);
      },
    };
  }

  const expectedBody = (values: typeof visitor) => ({
    lib_version: expect.any(String),
    user_id: emailConfig.publicKey,
    service_id: emailConfig.serviceId,
    template_id: emailConfig.templates.consultation,
    template_params: {
      user_name: values.name,
      user_email: values.email,
      user_phone: values.phone,
      from_name: values.name,
    },
  });

  test('an empty form pressed before any script has run is refused and nothing is sent', async ({
    page,
    emailService,
    consoleErrors,
  }, testInfo) => {
    const scripts = await holdScript(page, shellEntry);
    const { form, name, press, expectSamePage } = await consultation(page, testInfo);
    await expect(form.getByText(formMessages.notForPhi)).toBeVisible();
    await press();
    scripts.release();
    await expect(toasts(page).getByText(formMessages.missingFields)).toBeVisible(onceScriptsArrive);
    await expect(form.getByText(formMessages.missingFields)).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(emailService.requests).toHaveLength(0);
    expectSamePage();
    expect(consoleErrors).toEqual([]);
  });

  test('an invalid email address is refused, the values stay and nothing is sent', async ({ page, emailService }, testInfo) => {
    const { name, email, fill, expectValues, press, expectSamePage } = await consultation(page, testInfo);
    const typed = { ...visitor, email: 'ana.rivera@clinic' };
    await fill(typed);
    await press();
    await expect(toasts(page).getByText(formMessages.invalidEmail)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await expectValues(typed);
    expect(emailService.requests).toHaveLength(0);
    expectSamePage();
  });

  const heldParts = [
    ['before any script has run', shellEntry],
    ["while the band's code is on its way", /\/assets\/ConsultationBand-[\w-]+\.js$/],
  ] as const;

  for (const [moment, script] of heldParts) {
    test(`a booking made ${moment} is sent once by the form, the page stays, the fields clear`, async ({
      page,
      emailService,
      consoleErrors,
    }, testInfo) => {
      const held = await holdScript(page, script);
      const { name, email, phone, fill, expectValues, press, expectSamePage } = await consultation(page, testInfo);
      await fill({ ...visitor, name: `  ${visitor.name} ` });
      await press();
      // Held by the page, not sent natively (that would reload it with the values in the URL).
      await expectValues({ ...visitor, name: `  ${visitor.name} ` });
      expect(emailService.requests).toHaveLength(0);
      expectSamePage();

      held.release();
      await expect(toasts(page).getByText(formMessages.messageSuccess)).toBeVisible(onceScriptsArrive);
      await expect(name).toHaveValue('');
      await expect(email).toHaveValue('');
      await expect(phone).toHaveValue('');
      expect(emailService.requests).toHaveLength(1);
      const request = emailService.requests[0]!;
      expect(request.method()).toBe('POST');
      expect(postedJson(request)).toEqual(expectedBody(visitor));
      expectSamePage();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a booking is sent once, with a spinner meanwhile, and the fields are cleared', async ({
    page,
    emailService,
    consoleErrors,
  }, testInfo) => {
    const { name, email, phone, submit, fill, expectSamePage } = await consultation(page, testInfo);
    await fill(visitor);
    emailService.hold();
    await submit.dblclick();
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit.locator('.MuiCircularProgress-root')).toBeVisible();
    await expect(name).toHaveValue(visitor.name);
    emailService.release();

    await expect(toasts(page).getByText(formMessages.messageSuccess)).toBeVisible();
    await expect(name).toHaveValue('');
    await expect(email).toHaveValue('');
    await expect(phone).toHaveValue('');
    await expect(submit).toBeEnabled();
    expect(emailService.requests).toHaveLength(1);
    expect(postedJson(emailService.requests[0]!)).toEqual(expectedBody(visitor));
    expectSamePage();
    expect(consoleErrors).toEqual([]);
  });

  const failures: Array<[string, EmailAnswer]> = [
    ['429 (too many requests)', { status: 429, body: 'Too Many Requests' }],
    ['451 (headless browser)', { status: 451, body: 'Unavailable For Headless Browser' }],
    ['a network error', 'network-error'],
  ];

  for (const [label, answer] of failures) {
    test(`a send failing with ${label} keeps the values and says so`, async ({ page, emailService }, testInfo) => {
      // Pressed before any script has run, so the values kept are the ones typed into the prerendered HTML.
      const scripts = await holdScript(page, shellEntry);
      const { submit, fill, expectValues, press, expectSamePage } = await consultation(page, testInfo);
      emailService.answer(answer);
      await fill(visitor);
      await press();
      scripts.release();
      await expect(toasts(page).getByText(formMessages.messageFailure)).toBeVisible(onceScriptsArrive);
      await expectValues(visitor);
      await expect(submit).toBeEnabled();
      expect(emailService.requests).toHaveLength(1);
      expect(postedJson(emailService.requests[0]!)).toEqual(expectedBody(visitor));
      expectSamePage();
    });
  }
});
