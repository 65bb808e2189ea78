import type { Locator, Page } from '@playwright/test';
import { heroSlides } from '../../remote-home/src/content/heroSlides';
import { homeFaqs } from '../../remote-home/src/content/homeFaqs';
import { stats } from '../../remote-home/src/content/stats';
import { holdScripts, onceScriptsArrive, openAtFirstPaint } from './support/firstPaint';
import { expect, routeTable, test } from './support/fixtures';

/*
 * What the home page does that only a browser shows: the hero slider on its
 * own timer, the FAQ's native accordion, the statistics counting up and the
 * cards leading on. Each section's content and logic are unit tests in
 * remote-home/src/sections; the consultation form is in forms.spec.ts; every
 * page's heading, title, console, overflow and axe checks are templates.spec.ts.
 */

const homeHeading = routeTable.find((route) => route.path === '/')!.heading;

function hero(page: Page): Locator {
  return page.getByRole('region', { name: 'Highlights' });
}

/**
 * The slide a visitor (and a screen reader) is given, once the fade is over:
 * it alone is opaque and its heading alone is exposed, while the page's one
 * h1 stays. (The slides leave the accessibility tree as a fade starts, while
 * the slider is still locked; they are fully transparent only once it ends.)
 */
async function expectSlide(page: Page, index: number) {
  await expect(hero(page).getByRole('heading', { level: 2 })).toHaveText([heroSlides[index]!.heading]);
  for (const position of heroSlides.keys()) {
    const slide = hero(page).getByRole('group', { name: `${position + 1} of ${heroSlides.length}`, includeHidden: true });
    await expect(slide).toHaveCSS('opacity', position === index ? '1' : '0');
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([homeHeading]);
}

test.describe('hero slider', () => {
  test('changes every 5 s, stands still for reduced motion and while the pointer is on it, and moves both ways with wrap from its arrows and slide buttons', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const previous = hero(page).getByRole('button', { name: 'Previous slide' });
    const next = hero(page).getByRole('button', { name: 'Next slide' });
    // Its controls are unavailable until the slider's code runs.
    await expect(next).toBeEnabled();
    await expectSlide(page, 0);
    await page.clock.runFor(5000);
    await expectSlide(page, 1);

    // A visitor who asks for less motion: it stands still, and offers to play.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(hero(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(20_000);
    await expectSlide(page, 1);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(hero(page).getByRole('button', { name: 'Pause slideshow' })).toBeVisible();

    // The pointer on the slider holds it: only the visitor moves it.
    await hero(page).hover();
    await page.clock.runFor(20_000);
    await expectSlide(page, 1);
    // The second press of a double click falls within the 1 s fade of the first, which ignores it.
    await next.dblclick();
    await expectSlide(page, 2);
    await next.click();
    await expectSlide(page, 0);
    await previous.click();
    await expectSlide(page, 2);
    await hero(page).getByRole('button', { name: /^Slide 2:/ }).click();
    await expectSlide(page, 1);
  });

  test('on a phone there are no arrows; a tap on a slide’s button shows that slide', { tag: '@phone-only' }, async ({
    page,
  }) => {
    await page.goto('/');
    await expect(hero(page).getByRole('button', { name: 'Next slide' })).toBeHidden();
    await expect(hero(page).getByRole('button', { name: 'Previous slide' })).toBeHidden();
    // A tap waits for the button to be available (once the slider's code runs).
    await hero(page).getByRole('button', { name: /^Slide 3:/ }).tap();
    await expectSlide(page, 2);
  });
});

test('FAQ: before any script has run, a question opens its answer and closes the open one, in its own list only', async ({
  page,
}) => {
  // The accordion is the browser's own: it needs none of the page's code. (That
  // hydration keeps what was opened is FaqAccordion's unit test.)
  await holdScripts(page);
  await openAtFirstPaint(page, '/');
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const [working, claims] = homeFaqs;
  const question = (index: number) => faq.getByRole('heading', { name: working.items[index]!.question, exact: true });
  const answer = (index: number) => faq.getByText(working.items[index]!.answer, { exact: true });
  const otherListsOpenAnswer = faq.getByText(claims.items[0]!.answer, { exact: true });

  await expect(answer(0)).toBeVisible();
  await expect(answer(1)).toBeHidden();
  await question(1).click();
  await expect(answer(1)).toBeVisible();
  await expect(answer(0)).toBeHidden();
  await expect(otherListsOpenAnswer).toBeVisible();
  // Pressed again, the open question closes.
  await question(1).click();
  await expect(answer(1)).toBeHidden();
  await expect(otherListsOpenAnswer).toBeVisible();
});

test('the statistics count up to their final figures once scrolled to', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Our results in numbers' });
  await expect(panel.getByRole('term')).toHaveText(stats.map((stat) => stat.label));
  // What the eye sees (screen readers are given the final figures from the start).
  const shown = panel.getByRole('definition').locator('[aria-hidden="true"]');
  const finalFigures = stats.map((stat) => `${stat.value}${stat.suffix}`);
  // The page arrives with the final figures.
  await expect(shown).toHaveText(finalFigures);
  // Scrolling down, the panel comes within a screen of the viewport: its code
  // arrives and, before the visitor sees them, the figures go to 0.
  await panel.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 1.5 * window.innerHeight));
  await expect(panel).not.toBeInViewport();
  await expect(shown).toHaveText(stats.map((stat) => `0${stat.suffix}`), onceScriptsArrive);
  // In view, they count up: figures between 0 and the final ones show on the way, and the final ones at 4 s.
  await panel.scrollIntoViewIfNeeded();
  const figures = async () => (await shown.allTextContents()).map((text) => Number.parseInt(text, 10));
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return figures();
    })
    .toEqual(expect.not.arrayContaining([0]));
  (await figures()).forEach((value, index) => expect(value).toBeLessThan(stats[index]!.value));
  await page.clock.runFor(4000);
  await expect(shown).toHaveText(finalFigures);
});

test('the cards lead to the service, specialty and blog pages', async ({ page }) => {
  const h1 = page.getByRole('heading', { level: 1 });
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Revenue cycle services, end to end' })
    .getByRole('link', { name: 'Denial Management' })
    .click();
  await expect(h1).toHaveText(routeTable.find((route) => route.path === '/denial-management-services')!.heading);

  await page.goBack();
  const specialties = page.getByRole('region', { name: 'Billing that knows your specialty' });
  await specialties.getByRole('link', { name: 'Cardiology' }).click();
  await expect(page).toHaveURL(/\/specialities\/cardiology$/);
  await expect(h1).toContainText('Cardiology');

  await page.goBack();
  await specialties.getByRole('link', { name: 'View all 16 specialties' }).click();
  await expect(h1).toHaveText(routeTable.find((route) => route.path === '/specialities')!.heading);

  await page.goBack();
  await page.getByRole('link', { name: 'Read our blog' }).click();
  await expect(h1).toHaveText(routeTable.find((route) => route.path === '/blogs')!.heading);
});
