import type { Page } from '@playwright/test';

/**
 * Opens a page from the header's main navigation, as a visitor does on a
 * wide screen (the Services pages through the Services menu). The header
 * stays where it is while a page arrives, unlike the footer: on a page just
 * opened by a link, the sections below the fold arrive one by one and push
 * the footer down, and a press aimed at a footer link then lands beside it.
 */
export async function openFromHeader(page: Page, link: string, { service = false } = {}) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (service) {
    await nav.getByRole('button', { name: 'Services', exact: true }).hover();
    await page.locator('#services-menu').getByRole('link', { name: link, exact: true }).click();
  } else {
    await nav.getByRole('link', { name: link, exact: true }).click();
  }
}
