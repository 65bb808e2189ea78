import type { Page } from '@playwright/test';
import { specialtyList } from '../../shared/src/content/specialtyCards';
import { brand } from '../../shared/src/brand';
import { expect, hexToRgb, isPhone, routeTable, test } from './support/fixtures';

// The sixteen specialty pages are one template: its layout once here (and in
// templates.spec.ts); what each page says is its content module's, unit-tested.
const cardiology = routeTable.find((route) => route.path === '/specialities/cardiology')!;

test.describe('specialties index', () => {
  test('shows both grids of eight cards, each linking to its page', async ({ page, consoleErrors }) => {
    await page.goto('/specialities');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Specialties');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const grids = [
      { heading: 'Our Popular Specialities', specialties: specialtyList.slice(0, 8) },
      { heading: 'Our Other Popular Specialities', specialties: specialtyList.slice(8) },
    ];
    for (const grid of grids) {
      const section = page.getByRole('region', { name: grid.heading });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(grid.heading);
      const cards = section.getByRole('article');
      await expect(cards).toHaveCount(8);
      for (const [index, specialty] of grid.specialties.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(specialty.name);
        await expect(card).toContainText(specialty.description);
        await expect(card.getByRole('link', { name: `Read More about ${specialty.name} billing` })).toHaveAttribute(
          'href',
          specialty.path,
        );
      }
    }
    expect(consoleErrors).toEqual([]);
  });

  test('lays the cards out in four columns on large screens and one on phones', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/specialities');
    const cards = page.getByRole('region', { name: 'Our Popular Specialities' }).getByRole('article');
    await expect(cards).toHaveCount(8);
    // Grid items' offsets ignore the reveal animation's transform.
    const tops = await cards.evaluateAll((elements) => elements.map((element) => element.closest('li')?.offsetTop ?? -1));
    const perRow = tops.filter((top) => top === tops[0]).length;
    expect(perRow).toBe(isPhone(testInfo.project.name) ? 1 : 4);
  });

  // Every card's link is checked above; where each leads, over HTTP in prerender.spec.ts.
  test('a card opens its own page, at the top', async ({ page, consoleErrors }) => {
    for (const specialty of specialtyList.slice(-1)) {
      await page.goto('/specialities');
      const link = page.getByRole('link', { name: `Read More about ${specialty.name} billing` });
      await link.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${specialty.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${specialty.name} Billing Services`);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('specialty pages', () => {
  for (const route of [cardiology]) {
    test(`${route.path}: heading, modifier and procedure-code tables`, { tag: '@phone' }, async ({ page, consoleErrors }, testInfo) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

      const modifierTable = page.getByTestId('modifier-table');
      const modifierCards = page.getByTestId('modifier-cards');
      if (isPhone(testInfo.project.name)) {
        // Phones get stacked cards; the table is hidden (and so out of the accessibility tree).
        await expect(modifierTable).toBeHidden();
        await expect(modifierCards).toBeVisible();
        const cards = modifierCards.getByRole('listitem');
        expect(await cards.count()).toBeGreaterThanOrEqual(6);
        await cards.first().scrollIntoViewIfNeeded();
        await expect(cards.first()).toBeVisible();
        const box = await cards.first().boundingBox();
        expect(box?.width ?? 0).toBeLessThanOrEqual(375);
      } else {
        await expect(modifierCards).toBeHidden();
        await expect(modifierTable).toBeVisible();
        expect(await modifierTable.getByRole('row').count()).toBeGreaterThanOrEqual(7);
        await expect(modifierTable.getByRole('columnheader').first()).toHaveText('Modifier');
      }

      const codeTable = page.getByTestId('code-table');
      await codeTable.scrollIntoViewIfNeeded();
      await expect(codeTable).toBeVisible();
      await expect(codeTable.getByRole('columnheader')).toHaveText(['Code', 'Description']);
      expect(await codeTable.getByRole('rowheader').count()).toBeGreaterThanOrEqual(8);

      // Nothing may overflow the page sideways, tables included.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const tableFits = await codeTable.evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0) + 1);
      expect(tableFits).toBe(true);

      await expect(page.getByRole('link', { name: 'Schedule a Meeting' }).last()).toHaveAttribute('href', '/contactus');
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the procedure codes read as a table in Chromium\'s accessibility tree, as cards on a phone too', async ({ page }) => {
    await page.goto(cardiology.path);
    const codeTable = page.getByTestId('code-table');
    const codes = await codeTable.locator('tbody th').allTextContents();
    expect(codes.length).toBeGreaterThanOrEqual(8);
    // A phone's cards (rows laid out as blocks), a tablet's and a desktop's table.
    for (const [width, rowDisplay] of [[375, 'block'], [768, 'table-row'], [1280, 'table-row']] as const) {
      await page.setViewportSize({ width, height: 800 });
      await expect(codeTable.locator('tbody tr').first()).toHaveCSS('display', rowDisplay);
      expect(await tableAsExposed(page, 'Common cardiology procedures and billing codes'), `at ${width} px`).toEqual({
        columnheader: ['Code', 'Description'],
        rowheader: codes,
        rows: codes.length + 1,
        cells: codes.length,
      });
    }
  });

  test('"On this page" takes a visitor to a section, and on a wide screen stays beside the text', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto(cardiology.path);
    const onThisPage = page.getByRole('navigation', { name: 'On this page' });
    if (isPhone(testInfo.project.name)) {
      // Closed until tapped, so it takes one line of the phone's screen.
      await expect(onThisPage.getByRole('link', { name: 'Procedure codes' })).toBeHidden();
      await onThisPage.getByText('On this page').filter({ visible: true }).click();
    }
    const link = onThisPage.getByRole('link', { name: 'Procedure codes' });
    await link.click();
    await expect(page).toHaveURL(/#codes-heading$/);
    const heading = page.getByRole('heading', { name: 'Common cardiology procedures and billing codes', level: 2 });
    await expect(heading).toBeInViewport();
    // Below the sticky header (and the bar, where there is one), not under it.
    const top = (await heading.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(80);
    if (!isPhone(testInfo.project.name)) {
      // On a wide screen the links stand beside the text and stay there while the page is read.
      await expect(link).toBeInViewport();
      const nav = (await onThisPage.getByRole('list').filter({ visible: true }).boundingBox())!;
      const text = (await heading.boundingBox())!;
      expect(nav.x + nav.width).toBeLessThanOrEqual(text.x);
      // It says where the visitor is: the link of the section in view is marked with a bar in the brand's blue.
      const links = onThisPage.getByRole('link').filter({ visible: true });
      const blue = hexToRgb(brand.blue);
      await expect(link).toHaveCSS('border-left-color', blue);
      await expect(links.first()).not.toHaveCSS('border-left-color', blue);
      await links.last().click();
      await expect(links.last()).toHaveCSS('border-left-color', blue);
      await expect(link).not.toHaveCSS('border-left-color', blue);
    }
  });

  test('acupuncture highlights its initial codes 97810 and 97813', async ({ page }) => {
    await page.goto('/specialities/acupuncture');
    const highlighted = page.getByTestId('code-table').locator('tr[data-highlighted="true"]');
    await expect(highlighted.getByRole('rowheader')).toHaveText(['97810', '97813']);
    for (const row of await highlighted.all()) {
      await expect(row).toContainText('Initial code: one per session');
      const background = await row.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
    }
    const plain = page.getByTestId('code-table').locator('tbody tr:not([data-highlighted])').first();
    const plainBackground = await plain.evaluate((element) => getComputedStyle(element).backgroundColor);
    const highlightBackground = await highlighted.first().evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(highlightBackground).not.toBe(plainBackground);
  });

  test('cardiology shows key requirements only, with global periods and E&M services', async ({ page }) => {
    await page.goto('/specialities/cardiology');
    await expect(page.getByRole('heading', { name: 'Key requirements', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: /coverage conditions/i })).toHaveCount(0);
    for (const heading of ['Global periods in cardiology', 'E&M services in cardiology', '0-day global', '10-day global', '90-day global']) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
  });

  test('anesthesiology lists its modifiers without use cases', async ({ page }) => {
    await page.goto('/specialities/anesthesiology');
    await expect(page.getByTestId('modifier-table').getByRole('columnheader')).toHaveText(['Modifier', 'Description']);
    await expect(page.getByTestId('code-table')).toContainText('00100–01999');
  });
});

/**
 * The table with this name as Chromium's accessibility tree exposes it to
 * screen readers (not as Playwright's roles, which come from the HTML alone):
 * its column and row headers' names, and how many rows and data cells it has.
 */
async function tableAsExposed(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const [table] = (await cdp.send('Accessibility.queryAXTree', { nodeId: root.nodeId, role: 'table', accessibleName: name })).nodes.filter(
      (node) => !node.ignored,
    );
    if (!table?.backendDOMNodeId) return null;
    const within = async (role: string) =>
      (await cdp.send('Accessibility.queryAXTree', { backendNodeId: table.backendDOMNodeId, role })).nodes.filter((node) => !node.ignored);
    const names = async (role: string) => (await within(role)).map((node) => String(node.name?.value ?? '').trim());
    return {
      columnheader: await names('columnheader'),
      rowheader: await names('rowheader'),
      rows: (await within('row')).length,
      cells: (await within('cell')).length,
    };
  } finally {
    await cdp.detach();
  }
}
