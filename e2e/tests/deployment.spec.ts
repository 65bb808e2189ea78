import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildChangedContactRemote, deployCopy, fingerprint, prerenderDeployment, serve, type Deployment } from './support/deploy';
import { brand } from '../../shared/src/brand';
import { expect, hexToRgb, isPhone, test } from './support/fixtures';

test.describe('deploying one remote on its own', () => {
  let site: Deployment;
  test.beforeEach(async ({}, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'layout-independent');
    site = await deployCopy();
  });
  test.afterEach(async () => {
    await site?.close();
  });

  test('a rebuilt remote shows its change after a reload, the shell untouched', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${site.origin}/contactus`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    const shellBefore = fingerprint(join(site.root, 'shell'));

    buildChangedContactRemote(join(site.root, 'contact'), ['title="Contact Us"', 'title="Contact Us Today"']);

    await page.reload();
    // Generous: the remote's build has just kept both cores busy, and the
    // prerendered heading is replaced only once the new remote has loaded.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us Today', { timeout: 20_000 });
    expect(fingerprint(join(site.root, 'shell'))).toEqual(shellBefore);
  });

  test('re-running the prerender after a remote is redeployed puts its release in the HTML', async ({ browser, request }) => {
    test.setTimeout(120_000);
    buildChangedContactRemote(join(site.root, 'contact'), ['title="Contact Us"', 'title="Contact Us Today"']);
    await prerenderDeployment(site);
    const html = await (await request.get(`${site.origin}/contactus`)).text();
    expect(html).toContain('Contact Us Today');
    // As a visitor without scripts reads it.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.origin}/contactus`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us Today');
    await context.close();
  });

  test('a remote that starts using an MUI component the shell never uses works after rebuilding only that remote', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const shellBefore = fingerprint(join(site.root, 'shell'));
    // Chip: no page of the shell renders one, so the shell's build has no copy.
    buildChangedContactRemote(
      join(site.root, 'contact'),
      ["import Box from '@mui/material/Box';", "import Box from '@mui/material/Box';\nimport Chip from '@mui/material/Chip';"],
      ['<ContactIntro />', '<Chip label="Replies within one business day" color="primary" />\n          <ContactIntro />'],
    );
    await page.goto(`${site.origin}/contactus`);
    const chip = page.getByText('Replies within one business day');
    await expect(chip).toBeVisible();
    // Under the shell's theme: the site's blue, not MUI's default.
    await expect(chip.locator('..')).toHaveCSS('background-color', hexToRgb(brand.blue));
    expect(fingerprint(join(site.root, 'shell'))).toEqual(shellBefore);
    expect(consoleErrors).toEqual([]);
  });

  test('a remote moved to another origin and path is found through remotes.json alone', async ({ page }) => {
    const elsewhere = await serve({ remotes: { '/releases/2026-11/': join(site.root, 'contact') } });
    try {
      const manifestFile = join(site.root, 'shell', 'remotes.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;
      manifest.contact = `${elsewhere.origin}/releases/2026-11/remoteEntry.js`;
      writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));

      const fromElsewhere: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(elsewhere.origin)) fromElsewhere.push(request.url());
      });
      await page.goto(`${site.origin}/contactus`);
      await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
      // The prerendered page is on screen at once; its remote then loads from where the manifest says.
      await expect.poll(() => fromElsewhere).toContain(`${elsewhere.origin}/releases/2026-11/remoteEntry.js`);
      await expect.poll(() => fromElsewhere.some((url) => url.includes('/releases/2026-11/assets/'))).toBe(true);
    } finally {
      await elsewhere.close();
    }
  });
});
