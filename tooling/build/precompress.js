/**
 * Brotli and gzip copies of a build's text files, written beside each one
 * (`x.js.br`, `x.js.gz`) once at build time, so a server sends them as they
 * are (the Node server through sirv, nginx through gzip_static and brotli_static)
 * and never compresses on the request path. Every deployable build makes its
 * own: the shell's (and its prerendered pages), and each remote's.
 *
 * Why not vite-plugin-compression2: it compresses Rollup's bundle in
 * generateBundle, and the federation plugin rewrites files on disk after that
 * (index.html, the federation control chunk, mf-manifest.json are written or
 * rewritten with writeFileSync in @module-federation/vite 1.23): their
 * compressed copies would be of the content before the rewrite. These copies
 * are made from the files as they end up on disk.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressors = {
  br: promisify(brotliCompress),
  gz: promisify(gzip),
};
/** @param {Buffer} original */
const options = (original) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
  },
  level: constants.Z_BEST_COMPRESSION,
});

/**
 * Writes `.br` and `.gz` beside every text file under `dir` (not remotes.json,
 * edited in place when a remote moves, nor script-hashes.json, read only by
 * the server); a copy that is not smaller is not kept, and an older one goes.
 * @param {string} dir
 * @returns {Promise<number>} how many files were compressed
 */
export async function precompressDir(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && /\.(?:js|mjs|css|html|json|svg|xml|txt)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !['remotes.json', 'script-hashes.json'].includes(basename(file)));
  await Promise.all(
    files.map(async (file) => {
      const original = await readFile(file);
      for (const [extension, compress] of Object.entries(compressors)) {
        const compressed = await compress(original, options(original));
        if (compressed.length < original.length) await writeFile(`${file}.${extension}`, compressed);
        else await rm(`${file}.${extension}`, { force: true });
      }
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
