/**
 * The frame's styles as one stylesheet every prerendered page links (written
 * by tooling/prerender.mjs): emotion's rules for the markup outside <main>
 * (skip link, header, menus, footer), so that each page inlines only its own
 * and a visitor's browser keeps the frame's in its cache.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { precompressDir } from './precompress.js';

/** Where the stylesheet is written, inside the shell's deployment (a hashed asset: cached for a year). */
const frameSheetDir = 'assets/frame';

/**
 * Writes the stylesheet, with its brotli and gzip copies, unless the same
 * text is there already. Its name carries a hash of its content: the frame is
 * the shell's, so the file changes only with a shell release, and a prerender
 * after a remote's release leaves it as it is. A live site may be reading it:
 * a new file is written under a temporary name and then renamed.
 * @param {string} shellDir
 * @param {string} css
 * @returns {Promise<string>} its URL
 */
export async function writeFrameSheet(shellDir, css) {
  const name = `styles-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
  const dir = join(shellDir, frameSheetDir);
  await mkdir(dir, { recursive: true });
  const file = join(dir, name);
  const present = await readFile(file, 'utf8').catch(() => null);
  const files = await readdir(dir);
  if (present !== css || !files.includes(`${name}.br`) || !files.includes(`${name}.gz`)) {
    const staging = join(dir, `.${name}`);
    await mkdir(staging, { recursive: true });
    await writeFile(join(staging, name), css);
    await precompressDir(staging);
    for (const written of await readdir(staging)) await rename(join(staging, written), join(dir, written));
    await rm(staging, { recursive: true, force: true });
  }
  return `/${frameSheetDir}/${name}`;
}

/**
 * Removes the stylesheets of earlier shell releases: called once every page
 * links `url`.
 * @param {string} shellDir
 * @param {string} url what writeFrameSheet returned
 */
export async function removeOtherFrameSheets(shellDir, url) {
  const dir = join(shellDir, frameSheetDir);
  const name = url.slice(url.lastIndexOf('/') + 1);
  for (const file of await readdir(dir)) if (!file.startsWith(name)) await rm(join(dir, file), { recursive: true, force: true });
}
