import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashedAssetPath } from '../server/cachePolicy.mjs';
import { removeOtherFrameSheets, writeFrameSheet } from './frameSheet.js';

describe('the frame’s stylesheet', () => {
  const dirs: string[] = [];
  const shellDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'frame-sheet-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const css = `.css-a{color:#10243E;}${'.css-b{display:flex;align-items:center;}'.repeat(20)}`;

  it('is written under a name that changes with its text, cached as a hashed asset, with compressed copies', async () => {
    const dir = shellDir();
    const url = await writeFrameSheet(dir, css);
    expect(url).toMatch(/^\/assets\/frame\/styles-[\w-]{10}\.css$/);
    expect(hashedAssetPath.test(url)).toBe(true);
    expect(readFileSync(join(dir, url), 'utf8')).toBe(css);
    expect(readdirSync(join(dir, 'assets', 'frame')).sort()).toEqual(
      [url, `${url}.br`, `${url}.gz`].map((path) => path.split('/').pop()).sort(),
    );
    expect(await writeFrameSheet(dir, `${css}.css-c{}`)).not.toBe(url);
  });

  it('is left as it is when the prerender runs again for the same frame, and written again when it is not whole', async () => {
    const dir = shellDir();
    const url = await writeFrameSheet(dir, css);
    const written = statSync(join(dir, url)).mtimeMs;
    expect(await writeFrameSheet(dir, css)).toBe(url);
    expect(statSync(join(dir, url)).mtimeMs).toBe(written);
    // Cut short by an interrupted run: its name no longer matches its text.
    writeFileSync(join(dir, url), css.slice(0, 10));
    expect(await writeFrameSheet(dir, css)).toBe(url);
    expect(readFileSync(join(dir, url), 'utf8')).toBe(css);
  });

  it('of an earlier shell release is removed once the pages link the new one, with its compressed copies', async () => {
    const dir = shellDir();
    const earlier = await writeFrameSheet(dir, `${css}.css-old{color:red;}`);
    const url = await writeFrameSheet(dir, css);
    expect(readdirSync(join(dir, 'assets', 'frame'))).toHaveLength(6);
    await removeOtherFrameSheets(dir, url);
    const files = readdirSync(join(dir, 'assets', 'frame'));
    expect(files.some((file) => earlier.endsWith(file.replace(/\.(br|gz)$/, '')))).toBe(false);
    expect(files.sort()).toEqual([url, `${url}.br`, `${url}.gz`].map((path) => path.split('/').pop()).sort());
  });
});
