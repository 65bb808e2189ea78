/**
 * Brotli and gzip copies of a build's text files, written beside each one
 * (`x.js.br`, `x.js.gz`) once at build time, so a server sends them as they
 * are (the Node server through sirv, nginx through gzip_static and brotli_static)
 * and never compresses on the request path. Every deployable build makes its
 * own: the shell's (and its prerendered pages), and each remote's, since a
 * remote is deployed on its own.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files worth compressing: text. Images, fonts (woff2 is compressed already) are sent as they are. */
export const compressibleFile = /\.(?:js|mjs|css|html|json|svg|xml|txt)$/;

/**
 * Files left uncompressed: remotes.json is edited in place when a remote
 * moves (a compressed copy would go on serving the old addresses), and
 * script-hashes.json is rewritten by the prerender and read only by the server.
 */
export const uncompressedFiles = new Set(['remotes.json', 'script-hashes.json']);

/** @param {string} dir */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * @param {string} file
 * @param {Buffer} original
 * @param {Buffer} compressed
 */
async function writeSmaller(file, original, compressed) {
  // A copy that is not smaller is worse than none; an older one must not outlive the file.
  if (compressed.length < original.length) await writeFile(file, compressed);
  else await rm(file, { force: true });
}

/**
 * Writes `.br` (highest quality) and `.gz` (level 9) beside every
 * compressible file under `dir`; the compression runs on Node's thread pool,
 * several files at once.
 * @param {string} dir
 * @returns {Promise<number>} how many files were compressed
 */
export async function precompressDir(dir) {
  const files = (await filesUnder(dir)).filter(
    (file) => compressibleFile.test(file) && !uncompressedFiles.has(basename(file)),
  );
  await Promise.all(
    files.map(async (file) => {
      const original = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzipped(original, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeSmaller(`${file}.br`, original, br), writeSmaller(`${file}.gz`, original, gz)]);
    }),
  );
  return files.length;
}

/**
 * Vite plugin: precompresses the build's output folder once everything,
 * the federation plugin's files included, has been written.
 * @returns {import('vite').Plugin}
 */
export function precompress() {
  let outDir = '';
  return {
    name: 'revora-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
