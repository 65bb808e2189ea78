import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashedAssetPath } from '../server/cachePolicy.mjs';
import { writeFrameSheet } from './frameSheet.js';

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

  it('is left as it is when the prerender runs again for the same frame, and an earlier release’s is removed', async () => {
    const dir = shellDir();
    const earlier = await writeFrameSheet(dir, '.css-old{color:red;}');
    const url = await writeFrameSheet(dir, css);
    const written = statSync(join(dir, url)).mtimeMs;
    expect(await writeFrameSheet(dir, css)).toBe(url);
    expect(statSync(join(dir, url)).mtimeMs).toBe(written);
    const files = readdirSync(join(dir, 'assets', 'frame'));
    expect(files.some((file) => earlier.endsWith(file))).toBe(false);
    expect(files).toHaveLength(3);
  });
});
