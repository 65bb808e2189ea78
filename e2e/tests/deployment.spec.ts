import { join } from 'node:path';
import { brand } from '../../shared/src/brand';
import { buildChangedContactRemote, deployCopy, fingerprint, prerenderDeployment } from './support/deploy';
import { expect, hexToRgb, test } from './support/fixtures';

/**
 * A remote's team releases on its own: the contact remote is rebuilt from
 * changed sources into its deployed folder while the site runs, once. The
 * change uses an MUI component no page of the shell renders (Chip), so the
 * shell's build has no copy of it: the remote brings its own, under the
 * shell's theme.
 */
test('a remote rebuilt and redeployed alone shows its release on the running site, the shell byte-identical', async ({
  page,
  consoleErrors,
  request,
}) => {
  // The remote's build takes both cores for a while; the rest is quick.
  test.setTimeout(180_000);
  const site = await deployCopy({ copied: ['contact'] });
  try {
    const heading = page.getByRole('heading', { level: 1 });
    await page.goto(`${site.origin}/contactus`);
    await expect(heading).toHaveText('Contact Us');
    const shell = join(site.root, 'shell');
    const shellBefore = fingerprint(shell);

    await buildChangedContactRemote(
      join(site.root, 'contact'),
      ['title="Contact Us"', 'title="Contact Us Today"'],
      ["import Box from '@mui/material/Box';", "import Box from '@mui/material/Box';\nimport Chip from '@mui/material/Chip';"],
      ['<ContactIntro />', '<Chip label="Replies within one business day" color="primary" />\n          <ContactIntro />'],
    );

    // The same server, the same shell: the page's prerendered heading is
    // replaced once the new release of the remote has loaded.
    const newEntry = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/mf/contact/remoteEntry.js' && response.status() === 200,
    );
    await page.reload();
    await newEntry;
    await expect(heading).toHaveText('Contact Us Today', { timeout: 20_000 });
    const chip = page.getByText('Replies within one business day', { exact: true });
    await expect(chip).toBeVisible();
    // Under the shell's theme: the site's blue, not MUI's default.
    await expect(chip.locator('..')).toHaveCSS('background-color', hexToRgb(brand.blue));
    expect(fingerprint(shell)).toEqual(shellBefore);
    expect(consoleErrors).toEqual([]);

    // The shell's deployment step that follows (docs/deploy.md): the
    // prerendered HTML, what a visitor reads before any script runs, shows the release too.
    const assets = join(shell, 'assets');
    const assetsBefore = fingerprint(assets);
    await prerenderDeployment(site);
    // It rewrites the pages, and leaves the shell's files as they are.
    expect(fingerprint(assets)).toEqual(assetsBefore);
    const html = await (await request.get(`${site.origin}/contactus`)).text();
    expect(html).toContain('Contact Us Today');
    expect(html).toContain('Replies within one business day');
    // The site search's index is written by that step as well: it finds the release's page by its new heading.
    await page.getByRole('button', { name: 'Search the site' }).click();
    await page.getByRole('combobox', { name: 'Search the site' }).fill('contact us today');
    await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toContainText(
      'Contact Us Today',
    );
  } finally {
    await site.close();
  }
});
