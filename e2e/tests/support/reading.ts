import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Reads the page to its end a screen at a time, as a visitor would, so each part that loads as it comes near does. */
export async function readToTheEnd(page: Page) {
  for (let screen = 0; screen < 60; screen++) {
    const atEnd = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight * 0.8);
      // One frame for the page to see where it now is (or 100 ms: a busy
      // machine's compositor has once held frames back for the rest of a test).
      await Promise.race([new Promise(requestAnimationFrame), new Promise((resolve) => setTimeout(resolve, 100))]);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atEnd) break;
  }
  // The footer's newsletter form ends every page: its button on screen, read from the
  // layout (toBeInViewport waits for a frame; with frames held back it failed here).
  const subscribe = page.getByRole('button', { name: 'Subscribe', exact: true });
  const onScreen = (button: Element) => {
    const { top, bottom } = button.getBoundingClientRect();
    return top >= 0 && bottom <= window.innerHeight;
  };
  await expect.poll(() => subscribe.evaluate(onScreen)).toBe(true);
}
