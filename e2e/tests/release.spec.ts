import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { remoteApps } from '../../tooling/build/apps';
import { buildChangedContactRemote, deployCopy, runChild, workspace } from './support/deploy';
import { brand } from '../../shared/src/brand';
import { expect, hexToRgb, test } from './support/fixtures';

const tool = join(workspace, 'tooling', 'release', 'release.mjs');

/** Hash of every file under a folder, by relative path. */
function fingerprint(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex')];
    }),
  );
}

/** `pnpm <command> contact --site=<root> [...options]`: its output, and whether it succeeded. */
function releaseTool(command: 'release' | 'rollback' | 'releases', root: string, ...options: string[]) {
  // A step of its own, so a failure names the command it was in.
  return test.step(`pnpm ${command} contact`, () => runChild(process.execPath, [tool, command, 'contact', `--site=${root}`, ...options]));
}

/**
 * The contact team ships its section alone, on a copy of the production
 * site: a release goes live while a visitor's tab is open, a release whose
 * page throws is refused with nothing live changed, and a rollback serves the
 * previous release again. The two changed builds are made once, from copies
 * of the remote's sources, and published with `--dist`.
 */
test('a remote is released while a page is open, a broken release is refused, and a rollback serves the previous release', async ({
  page,
  browser,
  request,
}) => {
  // Two builds of the remote take both cores for a while; the rest is quick.
  test.setTimeout(240_000);
  const site = await deployCopy({ copied: remoteApps.map((app) => app.name) });
  const builds = mkdtempSync(join(tmpdir(), 'revora-release-builds-'));
  try {
    const changed = join(builds, 'changed');
    const broken = join(builds, 'broken');
    // The release also shows an MUI component no page of the shell renders
    // (Chip): the remote brings its own copy, under the shell's theme.
    await test.step('the two changed builds of the contact remote', async () => {
      await buildChangedContactRemote(
        changed,
        ['title="Contact Us"', 'title="Contact Us Today"'],
        ["import Box from '@mui/material/Box';", "import Box from '@mui/material/Box';\nimport Chip from '@mui/material/Chip';"],
        ['<ContactIntro />', '<Chip label="Now booking for 2027" color="primary" />\n          <ContactIntro />'],
      );
      await buildChangedContactRemote(broken, ['<ContactIntro />', '{(() => { throw new Error("The contact page is broken"); })()}']);
    });

    // A visitor's tab, open on the release deployed before any `pnpm release`.
    const heading = page.getByRole('heading', { level: 1 });
    await page.goto(`${site.origin}/contactus`);
    await expect(heading).toHaveText('Contact Us');
    const shellAssets = fingerprint(join(site.root, 'shell', 'assets'));

    const released = await releaseTool('release', site.root, `--dist=${changed}`);
    expect(released.output).toMatch(/Released contact \d{8}T\d{6}Z-[0-9a-f]{10}/);
    expect(released.ok).toBe(true);
    const remotes = JSON.parse(readFileSync(join(site.root, 'shell', 'remotes.json'), 'utf8')) as Record<string, string>;
    expect(remotes.contact).toMatch(/^\/mf\/contact\/releases\/[\w-]+\/remoteEntry\.js$/);
    expect(fingerprint(join(site.root, 'shell', 'assets'))).toEqual(shellAssets);

    // The open tab keeps working: it goes on to another page of the same
    // remote, loaded from the release it started with.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs', exact: true }).click();
    await expect(heading).toHaveText('Blogs');
    await expect(page).toHaveURL(/\/blogs$/);
    // A new visit gets the release, in the prerendered HTML and once hydrated.
    expect(await (await request.get(`${site.origin}/contactus`)).text()).toContain('Contact Us Today');
    const visitor = await browser.newPage();
    await visitor.goto(`${site.origin}/contactus`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Contact Us Today');
    await expect(visitor.getByRole('link', { name: 'Blogs', exact: true }).first()).toBeVisible();
    const chip = visitor.getByText('Now booking for 2027', { exact: true });
    await expect(chip).toBeVisible();
    // Under the shell's theme: the site's blue, not MUI's default.
    await expect(chip.locator('..')).toHaveCSS('background-color', hexToRgb(brand.blue));
    // The release's prerender also wrote the site search's index: it finds the page by its new heading.
    await visitor.getByRole('button', { name: 'Search the site' }).click();
    await visitor.getByRole('combobox', { name: 'Search the site' }).fill('contact us today');
    await expect(visitor.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toContainText(
      'Contact Us Today',
    );
    await visitor.keyboard.press('Escape');

    // A release whose page throws in the prerender is refused; nothing live changes.
    const before = readFileSync(join(site.root, 'shell', 'remotes.json'), 'utf8');
    const listed = (await releaseTool('releases', site.root)).output;
    const refused = await releaseTool('release', site.root, `--dist=${broken}`);
    expect(refused.ok).toBe(false);
    expect(refused.output).toContain('Release refused; nothing live changed.');
    expect(refused.output).toContain('The contact page is broken');
    expect(readFileSync(join(site.root, 'shell', 'remotes.json'), 'utf8')).toBe(before);
    expect((await releaseTool('releases', site.root)).output).toBe(listed);
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Contact Us Today');

    // Rolled back in one step: the previous release is served again, its text prerendered.
    const rolledBack = await releaseTool('rollback', site.root);
    expect(rolledBack.output).toContain('Rolled contact back to unversioned');
    expect(await (await request.get(`${site.origin}/contactus`)).text()).not.toContain('Contact Us Today');
    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    const releases = (await releaseTool('releases', site.root)).output;
    expect(releases).toMatch(/^\* live unversioned/m);
    expect(releases).toMatch(/^ {7}\d{8}T\d{6}Z-[0-9a-f]{10}/m);
    await visitor.close();
  } finally {
    rmSync(builds, { recursive: true, force: true });
    await site.close();
  }
});
