import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { remoteApps, shellDevPort } from '../../tooling/build/apps';
import { workspace } from './support/deploy';
import { expect, isPhone, test } from './support/fixtures';

/**
 * A team working on one remote: `pnpm dev:remote contact` runs that remote on
 * its Vite dev server inside the shell's, the other remotes from their builds.
 * Its dependency cache is emptied first, as on a fresh clone: the first page
 * load is when a dev setup is most likely to fail.
 */
const contact = remoteApps.find((app) => app.name === 'contact')!;
const shellOrigin = `http://localhost:${shellDevPort}`;

test.describe('a remote in development inside the shell', () => {
  test.describe.configure({ mode: 'serial' });
  let devServers: ChildProcess | undefined;
  let output = '';

  /** Starts `pnpm dev:remote contact` and waits until the shell and the remote answer. */
  async function startDevServers() {
    output = '';
    devServers = spawn(process.execPath, [join(workspace, 'tooling', 'server', 'dev.mjs'), '--remote', 'contact'], {
      cwd: workspace,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = devServers;
    for (const stream of [started.stdout, started.stderr]) stream?.on('data', (chunk) => (output += chunk));
    const ready = async (url: string) => (await fetch(url).catch(() => undefined))?.ok === true;
    const deadline = Date.now() + 90_000;
    while (!((await ready(`${shellOrigin}/remotes.json`)) && (await ready(`http://localhost:${contact.devPort}/remoteEntry.js`)))) {
      if (started.exitCode !== null) throw new Error(`The dev servers exited:\n${output}`);
      if (Date.now() > deadline) throw new Error(`The dev servers did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  /** Stops the runner and both Vite servers it started, as one process group. */
  async function stopDevServers() {
    const running = devServers;
    if (!running?.pid || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    process.kill(-running.pid, 'SIGTERM');
    await exited;
    // The ports are free once the servers have gone.
    while (await fetch(`${shellOrigin}/remotes.json`).then(() => true, () => false)) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  test.beforeAll(async ({}, testInfo) => {
    test.skip(isPhone(testInfo.project.name), 'one dev setup is enough');
    testInfo.setTimeout(120_000);
    rmSync(join(workspace, contact.dir, 'node_modules', '.vite-in-shell'), { recursive: true, force: true });
    await startDevServers();
  });

  test.afterAll(async () => {
    await stopDevServers();
  });

  test('the remote in dev and a built one both render, with no console error', async ({ page, consoleErrors }) => {
    test.setTimeout(90_000);
    const remotes = (await (await fetch(`${shellOrigin}/remotes.json`)).json()) as Record<string, string>;
    expect(remotes.contact).toBe(`http://localhost:${contact.devPort}/remoteEntry.js`);
    expect(remotes.home).toBe('/mf/home/remoteEntry.js');

    await page.goto(`${shellOrigin}/contactus`, { timeout: 60_000 });
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');

    // Client-side navigation to a page of a built remote.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('End-to-End Revenue Cycle Management');

    await expect(page.getByText(/couldn.t load this page/)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
    expect(output).not.toMatch(/optimized dependencies changed|Outdated Optimize Dep/);
  });

  test('an edit to the remote shows in the shell without a page reload', async ({ page }) => {
    test.setTimeout(60_000);
    const file = join(workspace, contact.dir, 'src', 'sections', 'ContactIntro.tsx');
    const original = readFileSync(file, 'utf8');
    expect(original).toContain("heading: 'Say Hello!'");
    await page.goto(`${shellOrigin}/contactus`);
    await expect(page.getByRole('heading', { name: 'Say Hello!' })).toBeVisible({ timeout: 30_000 });
    await page.evaluate(() => Object.assign(window, { beforeTheEdit: true }));
    try {
      writeFileSync(file, original.replace("heading: 'Say Hello!'", "heading: 'Say Hello, edited!'"));
      await expect(page.getByRole('heading', { name: 'Say Hello, edited!' })).toBeVisible({ timeout: 20_000 });
      expect(await page.evaluate(() => 'beforeTheEdit' in window)).toBe(true);
    } finally {
      writeFileSync(file, original);
    }
  });

  test("a restart that finds the first start's dependency cache renders the remote too", async ({ page, consoleErrors }) => {
    // A restart is what developers do most; a cache from another start once
    // served icons before their share of React's JSX runtime was ready.
    test.setTimeout(120_000);
    await stopDevServers();
    await startDevServers();
    await page.goto(`${shellOrigin}/contactus`, { timeout: 60_000 });
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogs');
    await expect(page.getByText(/couldn.t load this page/)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
