import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.js';

let dir: string;
const script = 'export function hello() { return "hello"; }\n'.repeat(200);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'revora-precompress-'));
  mkdirSync(join(dir, 'assets', 'nested'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decompress to each text file, in every folder', async () => {
    const files = ['assets/index-AbCd1234.js', 'assets/nested/page.html', 'assets/style.css', 'mf-manifest.json', 'icon.svg'];
    for (const file of files) writeFileSync(join(dir, file), script);
    expect(await precompressDir(dir)).toBe(files.length);
    for (const file of files) {
      const path = join(dir, file);
      expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString(), file).toBe(script);
      expect(gunzipSync(readFileSync(`${path}.gz`)).toString(), file).toBe(script);
    }
  });

  it('leaves alone files that are compressed already, and the ones a deployment edits', async () => {
    writeFileSync(join(dir, 'assets', 'font-AbCd1234.woff2'), script);
    writeFileSync(join(dir, 'remotes.json'), JSON.stringify({ home: '/mf/home/remoteEntry.js'.repeat(100) }));
    writeFileSync(join(dir, 'script-hashes.json'), JSON.stringify(Array(100).fill('sha256-AAAA')));
    await precompressDir(dir);
    for (const file of ['assets/font-AbCd1234.woff2', 'remotes.json', 'script-hashes.json']) {
      expect(existsSync(join(dir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('writes no copy that is not smaller, and drops the one an earlier version left', async () => {
    const file = join(dir, 'robots.txt');
    writeFileSync(file, 'User-agent: *\n'.repeat(100));
    await precompressDir(dir);
    expect(existsSync(`${file}.br`)).toBe(true);
    writeFileSync(file, 'ok');
    await precompressDir(dir);
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });
});
