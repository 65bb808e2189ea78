import type { Page } from '@playwright/test';
import { company, expect, routeTable, test } from './support/fixtures';

async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => JSON.parse(text) as Array<Record<string, unknown>>);
}

test.describe('search and sharing', () => {
  test('sitemap.xml lists exactly the route table, and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!));
    expect(urls.map((url) => url.pathname).sort()).toEqual(routeTable.map((route) => route.path).sort());
    const origins = new Set(urls.map((url) => url.origin));
    expect(origins.size).toBe(1);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${[...origins][0]}/sitemap.xml`);
  });

  test('an inner page has its canonical URL, sharing tags, company and breadcrumb data', async ({ page }) => {
    const route = routeTable.find((candidate) => candidate.path === '/aboutus')!;
    await page.goto('/AboutUs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe('/aboutus');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', route.title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', route.description);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');

    const data = await structuredData(page);
    const business = data.find((item) => item['@type'] === 'ProfessionalService');
    expect(business).toMatchObject({
      name: company.name,
      telephone: '+14065550147',
      address: { streetAddress: company.address.street, addressRegion: 'MT', postalCode: company.address.postalCode },
    });
    const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList') as
      | { itemListElement: Array<{ position: number; name: string; item: string }> }
      | undefined;
    expect(breadcrumb?.itemListElement.map((entry) => [entry.position, entry.name])).toEqual([
      [1, 'Home'],
      [2, 'About Us'],
    ]);
    expect(breadcrumb?.itemListElement[1]?.item).toBe(canonical);
  });

  test("moving to another page gives the head that page's description", async ({
    page,
    consoleErrors,
  }) => {
    const descriptionTags = page.locator(
      'meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]',
    );
    const about = routeTable.find((route) => route.path === '/aboutus')!;
    const contact = routeTable.find((route) => route.path === '/contactus')!;

    await page.goto('/aboutus');
    // Live: the mission carousel, part of the page, answers presses; the link is then followed in the page.
    const missionNext = page.getByRole('button', { name: 'Next mission statement' });
    await missionNext.scrollIntoViewIfNeeded();
    await expect(missionNext).toBeEnabled();
    await expect(descriptionTags).toHaveCount(3);
    for (const tag of await descriptionTags.all()) await expect(tag).toHaveAttribute('content', about.description);

    await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contact.heading);
    await expect(page).toHaveTitle(contact.title);
    await expect(descriptionTags).toHaveCount(3);
    for (const tag of await descriptionTags.all()) await expect(tag).toHaveAttribute('content', contact.description);
    expect(consoleErrors).toEqual([]);
  });

  test('the home page has no breadcrumb; an unknown page is not indexed', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const types = (await structuredData(page)).map((item) => item['@type']);
    expect(types.sort()).toEqual(['FAQPage', 'ProfessionalService']);

    await page.goto('/no-such-page');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  test('a page that shows FAQs describes exactly those questions as one FAQPage', async ({ page }) => {
    for (const path of ['/', '/medical-billing-services']) {
      await page.goto(path);
      const faqPages = (await structuredData(page)).filter((item) => item['@type'] === 'FAQPage') as Array<{
        mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
      }>;
      expect(faqPages, path).toHaveLength(1);
      // Each question of an accordion is the summary of its <details> (in a section; "On this page" is a nav).
      const shown = await page.locator('main section details > summary').allInnerTexts();
      expect(faqPages[0]!.mainEntity.map((question) => question.name).sort(), path).toEqual(
        shown.map((text) => text.trim()).sort(),
      );
      expect(faqPages[0]!.mainEntity.every((question) => question.acceptedAnswer.text.length > 20)).toBe(true);
    }
    await page.goto('/contactus');
    expect((await structuredData(page)).some((item) => item['@type'] === 'FAQPage')).toBe(false);
  });
});
