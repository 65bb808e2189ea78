/**
 * The frame's styles as one stylesheet every prerendered page links (written
 * by tooling/prerender.mjs): emotion's rules for the markup outside <main>
 * (skip link, header, menus, footer), so that each page inlines only its own
 * and a visitor's browser keeps the frame's in its cache.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { precompressDir } from './precompress.js';

/** Where the stylesheet is written, inside the shell's deployment (a hashed asset: cached for a year). */
const frameSheetDir = 'assets/frame';

/**
 * Writes the stylesheet, with its brotli and gzip copies. Its name carries a
 * hash of its content: the frame is the shell's, so the file changes only
 * with a shell release, and a prerender after a remote's release finds it
 * already there. Sheets of earlier shell releases are removed.
 * @param {string} shellDir
 * @param {string} css
 * @returns {Promise<string>} its URL
 */
export async function writeFrameSheet(shellDir, css) {
  const name = `styles-${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
  const dir = join(shellDir, frameSheetDir);
  await mkdir(dir, { recursive: true });
  for (const file of await readdir(dir)) if (!file.startsWith(name)) await rm(join(dir, file));
  // A live site may be reading it: an existing copy is the same text, left as it is.
  if (!existsSync(join(dir, name))) {
    await writeFile(join(dir, name), css);
    await precompressDir(dir);
  }
  return `/${frameSheetDir}/${name}`;
}
