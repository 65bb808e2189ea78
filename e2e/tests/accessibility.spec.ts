import type { Page } from '@playwright/test';
import { denialManagement } from '../../remote-services/src/content/denialManagement';
import { expect, formMessages, routeTable, test, toasts } from './support/fixtures';
import { expectNoViolations } from './support/axe';
import { expectFaqItem, faqItems, faqQuestion } from './support/faq';

/** Loads a path and waits for its page (not just the shell) to be there. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  // The remote's own chunks arrive after the shell's: allow a busy machine some time.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

// Animations would catch elements half-faded; the site shows everything at once under reduced motion.
test.use({ reducedMotion: 'reduce' });

test.describe('axe: no WCAG 2.2 A/AA violations in what a visitor opens', () => {
  test('the phone menu, open', { tag: '@phone-only' }, async ({ page }) => {
    await open(page, '/payment-posting', 'Payment Posting Services');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Payment Posting' })).toBeVisible();
    // As a visitor finds it once the page is live: its search usable (before, it is disabled, which axe leaves out).
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Search pages and billing codes' })).toBeEnabled();
    await expectNoViolations(page, 'the open phone menu');
  });

  test('the Services dropdown, open', async ({ page }) => {
    await open(page, '/aboutus', 'About Us');
    await page.getByRole('button', { name: 'Services', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#services-menu')).toBeVisible();
    await expectNoViolations(page, 'the open Services dropdown');
  });

  test('a refused contact form, with its toast', async ({ page }) => {
    await open(page, '/contactus', 'Contact Us');
    const form = page.getByRole('form', { name: 'Book a free consultation' });
    await form.getByRole('button', { name: 'Book a free consultation' }).click();
    const toast = toasts(page).getByRole('alert').filter({ hasText: formMessages.missingFields });
    // Contrast as the visitor reads it: the pointer on the toast holds it open
    // (pause on hover) and its entrance has ended, so axe does not catch it
    // halfway through fading in or out. The pointer goes there as soon as the
    // entrance ends: while the toast slides in, a hover is refused (it moves,
    // or the container is under the pointer) and retried ever more slowly,
    // and on a busy machine its 3 seconds could run out meanwhile.
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await toast.hover();
    await expect(form.getByRole('textbox', { name: 'Your name' })).toHaveAttribute('aria-invalid', 'true');
    await toast.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await expectNoViolations(page, 'the refused contact form');
  });
});

/*
 * What axe cannot see: that the controls work from the keyboard and show
 * where focus is. Mouse use of the same controls is covered by home, about,
 * blogs and navbar specs, as are the logo carousel's keys (about), the Enter
 * key on the home FAQ (home), the blog pagination's keys (blogs) and the
 * Services dropdown's keys (navbar).
 */
test.describe('keyboard', () => {
  function hero(page: Page) {
    return page.getByRole('region', { name: 'Highlights' });
  }

  async function expectHeroSlide(page: Page, heading: string) {
    await expect(hero(page).getByRole('heading', { level: 2 })).toHaveText([heading]);
    await expect(hero(page).getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }

  test('the hero slider: arrows, slide buttons and Play/Pause answer Enter and Space; hidden slides take no focus', async ({
    page,
  }) => {
    await page.clock.install();
    await open(page, '/', 'End-to-End Revenue Cycle Management');
    const slides = hero(page).getByRole('button', { name: /^Slide \d:/ });
    await expectHeroSlide(page, 'End-to-End Revenue Cycle Management');

    // Tab from the slide's link lands on the controls (once they are live), not in the hidden slides.
    const readMore = hero(page).getByRole('link', { name: /^Read More/ });
    const firstControl = hero(page).getByRole('button', { name: 'Previous slide' });
    await expect(firstControl).toBeEnabled();
    await readMore.focus();
    await page.keyboard.press('Tab');
    await expect(firstControl).toBeFocused();

    // The arrows show from 1200 px on.
    await hero(page).getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expectHeroSlide(page, 'Accounts Receivable Solutions');
    await hero(page).getByRole('button', { name: 'Previous slide' }).focus();
    await page.keyboard.press('Space');
    await expectHeroSlide(page, 'End-to-End Revenue Cycle Management');

    await slides.nth(2).focus();
    await page.keyboard.press('Enter');
    await expectHeroSlide(page, 'Advanced Cardiology Billing Services');
    await expect(slides.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(hero(page).getByRole('link', { name: /^Discover More/ })).toBeVisible();

    // Reduced motion: the show starts stopped; Play and Pause work from the keyboard.
    const play = hero(page).getByRole('button', { name: 'Play slideshow' });
    await play.focus();
    await page.keyboard.press('Enter');
    const pause = hero(page).getByRole('button', { name: 'Pause slideshow' });
    await expect(pause).toBeFocused();
    await page.keyboard.press('Space');
    await expect(play).toBeFocused();
  });

  test('the mission carousel moves with Enter and Space on its arrows', async ({ page }) => {
    await open(page, '/aboutus', 'About Us');
    const mission = page.getByRole('region', { name: 'Our Mission' });
    const shown = mission.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    // A change has finished when the statement shown is fully faded in (a press during a change is ignored).
    const settledOn = async (label: string) => {
      await expect(shown).toHaveAttribute('aria-label', label);
      await expect(shown).toHaveCSS('opacity', '1');
    };
    await settledOn('1 of 3');
    // Its arrows are live once its code has run (it loads as it comes near).
    await mission.scrollIntoViewIfNeeded();
    await expect(mission.getByRole('button', { name: 'Next mission statement' })).toBeEnabled();
    await mission.getByRole('button', { name: 'Next mission statement' }).focus();
    await page.keyboard.press('Enter');
    await settledOn('2 of 3');
    await mission.getByRole('button', { name: 'Previous mission statement' }).focus();
    await page.keyboard.press('Space');
    await settledOn('1 of 3');
    await page.keyboard.press('Space');
    await settledOn('3 of 3');
    await expect(shown).toContainText(/^To earn our clients’ trust/);
  });

  test('an FAQ question opens and closes with Space and Enter, and a screen reader hears whether it is expanded', async ({ page }) => {
    await open(page, '/denial-management-services', 'Denial Management Services');
    const faq = page.getByRole('region', { name: denialManagement.faq.heading, exact: true });
    const questions = faqItems(faq);
    const [first, second] = [questions.nth(0), questions.nth(1)];
    const { question, answer } = denialManagement.faq.items[1]!;
    await expectFaqItem(first, 'open');
    await expectFaqItem(second, 'closed');

    await faqQuestion(second).focus();
    await expect.poll(() => focusedAsAnnounced(page)).toEqual({ name: question, expanded: false });
    await page.keyboard.press('Space');
    await expectFaqItem(second, 'open');
    await expectFaqItem(first, 'closed');
    await expect(second.getByText(answer, { exact: true })).toBeVisible();
    await expect.poll(() => focusedAsAnnounced(page)).toEqual({ name: question, expanded: true });

    await page.keyboard.press('Enter');
    await expectFaqItem(second, 'closed');
    await expect.poll(() => focusedAsAnnounced(page)).toEqual({ name: question, expanded: false });
    // Closed answers hold nothing that takes focus: Tab goes to the next question.
    await page.keyboard.press('Tab');
    await expect(faqQuestion(questions.nth(2))).toBeFocused();
  });
});

/**
 * What a screen reader is told about the focused element: its name and
 * whether it is expanded, from Chromium's accessibility tree.
 */
async function focusedAsAnnounced(page: Page): Promise<{ name: unknown; expanded: unknown }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement' });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
    const node = nodes[0];
    return { name: node?.name?.value, expanded: node?.properties?.find((property) => property.name === 'expanded')?.value.value };
  } finally {
    await cdp.detach();
  }
}

/** One stop of the Tab order: where it is, and what is wrong with its focus indicator (null: nothing). */
interface FocusStop {
  id: string;
  frame: boolean;
  problem: string | null;
}

/**
 * Records every element that receives focus from now on: where it is (its
 * path of child positions from the root, so a second visit is recognised) and
 * why its focus indicator is missing or hard to see. The indicator is an
 * outline or a box-shadow on the element, or an outline on its ::before or
 * ::after (a card-wide link); a text field shows its frame's focused border (2px,
 * primary colour) around it instead. An outline must contrast 3:1 (WCAG
 * 1.4.11) with every colour of the background around it (each gradient stop).
 */
function recordFocusStops(page: Page) {
  return page.evaluate(() => {
    const stops: FocusStop[] = [];
    (window as unknown as { focusStops: FocusStop[] }).focusStops = stops;

    const colours = (value: string) =>
      [...value.matchAll(/rgba?\(([^)]+)\)/g)]
        .map((match) => match[1]!.split(/[\s,/]+/).filter(Boolean).map(Number))
        .filter((rgb) => rgb.length === 3 || rgb[3] === 1)
        .map((rgb) => rgb.slice(0, 3));
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: number[], b: number[]) => {
      const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (high! + 0.05) / (low! + 0.05);
    };
    // The colours behind an element: those of the nearest ancestor that paints an opaque colour.
    const background = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const found = [...colours(style.backgroundImage), ...colours(style.backgroundColor)];
        if (found.length) return found;
      }
      return [[255, 255, 255]];
    };

    const problemOf = (element: Element): string | null => {
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      const name = `<${element.tagName.toLowerCase()}> "${label}"`;
      if (element.matches('input, textarea')) {
        // A text field's frame is drawn around it (an outlined field's <fieldset>), not on the input itself.
        const border = element.parentElement?.querySelector('fieldset');
        const width = border ? parseFloat(getComputedStyle(border).borderTopWidth) : 0;
        return width >= 2 ? null : `${name}: text field without a focused border`;
      }
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) continue;
        const ring = colours(style.outlineColor)[0];
        if (!ring) return `${name}: transparent outline`;
        const worst = Math.min(...background(element).map((colour) => contrast(ring, colour)));
        return worst >= 3 ? null : `${name}: outline ${style.outlineColor} only ${worst.toFixed(2)}:1 against its background`;
      }
      return getComputedStyle(element).boxShadow !== 'none' ? null : `${name}: no outline and no box-shadow`;
    };

    document.addEventListener('focusin', (event) => {
      const element = event.target as Element;
      const path: number[] = [];
      for (let node: Element = element; node.parentElement; node = node.parentElement) {
        path.push([...node.parentElement.children].indexOf(node));
      }
      // Focus on the (offline) map frame: the frame's document is not ours.
      const frame = element.tagName === 'IFRAME';
      stops.push({ id: path.join('.'), frame, problem: frame ? null : problemOf(element) });
    });
  });
}

test.describe('visible focus', () => {
  // The templates with the most kinds of control: the hero, carousels' buttons, cards and FAQ; the forms, map and links.
  for (const path of ['/', '/contactus']) {
    test(`every element Tab reaches on ${path} shows an outline or a shadow`, async ({ page }) => {
      // Up to a hundred key presses, each a round trip to the browser.
      test.slow();
      const route = routeTable.find((candidate) => candidate.path === path)!;
      await open(page, path, route.heading);
      await recordFocusStops(page);
      const stops = () => page.evaluate(() => (window as unknown as { focusStops: FocusStop[] }).focusStops);
      // Tab on, ten stops at a time, until focus comes back to an element it has been on.
      const wrapped = (list: FocusStop[]) => new Set(list.map((stop) => stop.id)).size < list.length;
      let visited: FocusStop[] = [];
      for (let round = 0; round < 25 && !wrapped(visited); round += 1) {
        for (let press = 0; press < 10; press += 1) await page.keyboard.press('Tab');
        visited = await stops();
      }
      expect(wrapped(visited), 'Tab came back to the start of the page').toBe(true);
      const ours = visited.filter((stop) => !stop.frame);
      expect(ours.length).toBeGreaterThan(10);
      const problems = [...new Set(ours.flatMap((stop) => (stop.problem ? [stop.problem] : [])))];
      expect(problems, `focused without a visible indicator on ${path}`).toEqual([]);
    });
  }
});
