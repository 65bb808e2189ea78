import { expect, type Locator } from '@playwright/test';

/*
 * An FAQ accordion is a list of native <details>, each question a heading in
 * its <summary>. Playwright gives a <summary> no role (Chromium's
 * accessibility tree does expose it as an expandable button named by its
 * text), so tests find a question by its heading and press that, as a
 * visitor presses the question's text.
 */

/** The questions of the FAQ accordions inside `scope`, in order: each its <details> item. */
export function faqItems(scope: Locator): Locator {
  return scope.locator('details');
}

/** The part of an item a visitor presses (or focuses) to open or close it. */
export function faqQuestion(item: Locator): Locator {
  return item.locator('summary');
}

/**
 * An item as a visitor sees it: open, it shows its answer and a minus (the
 * plus's vertical stroke turned away); closed, it hides its answer and shows a
 * plus.
 */
export async function expectFaqItem(item: Locator, state: 'open' | 'closed') {
  const open = state === 'open';
  if (open) await expect(item).toHaveAttribute('open', '');
  else await expect(item).not.toHaveAttribute('open');
  await expect(item.locator(':scope > summary + *')).toBeVisible({ visible: open });
  await expect(item.locator('[data-icon]')).toBeVisible();
  await expect(item.locator('[data-stroke="vertical"]')).toBeVisible({ visible: !open });
}

/** Each item's state, in order, once every one of them is as given. */
export async function expectFaqItems(items: Locator, states: ReadonlyArray<'open' | 'closed'>) {
  await expect(items).toHaveCount(states.length);
  for (const [index, state] of states.entries()) await expectFaqItem(items.nth(index), state);
}
