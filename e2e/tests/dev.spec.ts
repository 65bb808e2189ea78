import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { remoteApps, shellDevPort } from '../../tooling/build/apps';
import { workspace } from './support/deploy';
import { expect, test } from './support/fixtures';

/**
 * A team working on one remote: `pnpm dev:remote contact` runs that remote on
 * its Vite dev server inside the shell's, the other remotes from their
 * builds, with hot reload.
 */
const contact = remoteApps.find((app) => app.name === 'contact')!;
const shellOrigin = `http://localhost:${shellDevPort}`;
const contactOrigin = `http://localhost:${contact.devPort}`;

/** What the test edits, and the edit: the text of a section's heading, in the page's content module. */
const edited = {
  file: join(workspace, contact.dir, 'src', 'content', 'contactPage.ts'),
  from: "heading: 'Say Hello!'",
  to: "heading: 'Say Hello, edited!'",
};

/** Dev servers answer slowly while they bundle dependencies on a busy machine: generous, never fixed. */
const devTimeout = 60_000;

/**
 * What Vite's dependency optimizer writes (with DEBUG=vite:deps) when it finds,
 * bundles or reloads anything; on a start that finds its cache good, it
 * writes only that it is.
 */
const optimizerAtWork = (text: string) =>
  text
    .split('\n')
    .filter((line) => /vite:deps|\[optimizer\]|optimized dependencies|Outdated Optimize Dep/.test(line))
    .filter((line) => !/Hash is consistent/.test(line));
/** What the servers write when an open page had to reload for dependencies bundled again. */
const rebundled = /optimized dependencies changed|Outdated Optimize Dep/;

/** Undoes the edit if a run that stopped mid-test left it behind. */
function undoEdit() {
  const source = readFileSync(edited.file, 'utf8');
  if (source.includes(edited.to)) writeFileSync(edited.file, source.replace(edited.to, edited.from));
}

let devServers: ChildProcess | undefined;
let output = '';

/** Starts `pnpm dev:remote contact` and waits until the shell and the remote answer. */
async function startDevServers() {
  output = '';
  const started = spawn(process.execPath, [join(workspace, 'tooling', 'server', 'dev.mjs'), '--remote', 'contact'], {
    cwd: workspace,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DEBUG: 'vite:deps' },
  });
  devServers = started;
  for (const stream of [started.stdout, started.stderr]) stream?.on('data', (chunk) => (output += chunk));
  const answers = async (url: string) => (await fetch(url).catch(() => undefined))?.ok === true;
  await expect
    .poll(
      async () => {
        if (started.exitCode !== null) throw new Error(`The dev servers exited:\n${output}`);
        return (await answers(`${shellOrigin}/remotes.json`)) && (await answers(`${contactOrigin}/remoteEntry.js`));
      },
      { message: 'the dev servers answer', timeout: devTimeout },
    )
    .toBe(true);
}

/** Stops the runner and both Vite servers it started, as one process group, and waits for the ports to be free. */
async function stopDevServers() {
  const running = devServers;
  if (!running?.pid || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  process.kill(-running.pid, 'SIGTERM');
  await exited;
  await expect
    .poll(() => fetch(`${shellOrigin}/remotes.json`).then(() => true, () => false), { timeout: 20_000 })
    .toBe(false);
}

/** Opens the contact page of the dev shell and waits until the remote in dev has rendered it. */
async function openContactPage(page: Page) {
  const entry = page.waitForResponse(`${contactOrigin}/remoteEntry.js`, { timeout: devTimeout });
  await page.goto(`${shellOrigin}/contactus`, { timeout: devTimeout });
  expect((await entry).ok()).toBe(true);
  await expect(page.getByRole('form', { name: 'Book a free consultation' })).toBeVisible({ timeout: devTimeout });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
}

/**
 * The pages the test visits, in a page of its own, as often as it takes (a
 * reload by the dev servers starts them again); the contact page last again,
 * by which time whatever the home page asked the servers for has arrived.
 */
async function visitThePages(browser: Browser, viewport: { width: number; height: number } | null | undefined) {
  const page = await browser.newPage({ viewport });
  // Offline, as the test's own page is (fixtures.ts).
  await page.route((url) => url.hostname !== 'localhost', (route) => route.abort('internetdisconnected'));
  try {
    await expect(async () => {
      await openContactPage(page);
      await page.goto(`${shellOrigin}/`, { timeout: devTimeout });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('End-to-End Revenue Cycle Management', {
        timeout: devTimeout,
      });
      await openContactPage(page);
    }).toPass({ timeout: 2 * devTimeout });
  } finally {
    await page.close();
  }
}

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(8 * devTimeout);
  undoEdit();
  // After a fresh install or a lockfile change, the dev servers bundle the
  // dependencies the first pages ask for (the federation plugin turns imports
  // into share lookups their scan does not follow) and reload those pages.
  // Started again on the cache that left, they bundle nothing: the test runs
  // on such a start, a developer's usual one.
  for (let start = 1; ; start++) {
    await startDevServers();
    await visitThePages(browser, testInfo.project.use.viewport);
    const work = optimizerAtWork(output);
    if (work.length === 0) break;
    testInfo.annotations.push({
      type: 'dependency cache',
      description: `start ${start}: the dev servers bundled dependencies for the test's pages${rebundled.test(output) ? ' and reloaded them' : ''}; started again`,
    });
    if (start === 4) throw new Error(`The dev servers bundle dependencies on every start:\n${work.join('\n')}`);
    await stopDevServers();
  }
  output = '';
});

test.afterAll(async () => {
  undoEdit();
  await stopDevServers();
});

test('the remote in dev reloads an edit in place inside the shell, beside a built remote, with no console error', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(3 * devTimeout);
  const remotes = (await (await fetch(`${shellOrigin}/remotes.json`)).json()) as Record<string, string>;
  expect(remotes.contact).toBe(`${contactOrigin}/remoteEntry.js`);
  expect(remotes.home).toBe('/mf/home/remoteEntry.js');

  await openContactPage(page);
  await expect(page.getByRole('heading', { name: 'Say Hello!' })).toBeVisible();

  // The edit, made to the section's source and undone whatever happens.
  const original = readFileSync(edited.file, 'utf8');
  expect(original).toContain(edited.from);
  await page.evaluate(() => Object.assign(window, { beforeTheEdit: true }));
  try {
    writeFileSync(edited.file, original.replace(edited.from, edited.to));
    await expect(page.getByRole('heading', { name: 'Say Hello, edited!' })).toBeVisible({ timeout: 30_000 });
  } finally {
    writeFileSync(edited.file, original);
  }
  // Undone in place as well, and the page was never reloaded.
  await expect(page.getByRole('heading', { name: 'Say Hello!' })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => 'beforeTheEdit' in window)).toBe(true);

  // Client-side navigation to a page of a built remote, which the shell serves.
  const homeEntry = page.waitForResponse(`${shellOrigin}/mf/home/remoteEntry.js`, { timeout: devTimeout });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).first().click();
  expect((await homeEntry).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('End-to-End Revenue Cycle Management', {
    timeout: devTimeout,
  });

  await expect(page.getByText(/couldn.t load this page/)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
  expect(output).not.toMatch(rebundled);
});
