/**
 * The site search's files, written by the prerender from the pages it has
 * just rendered (so re-running it after one remote's release indexes that
 * release's pages):
 *
 * - `pagefind/`: Pagefind's index of every route's <main> (the navbar,
 *   footer and menus are the same on every page and would match every
 *   query). Sections start at headings with an id, and at elements with an id
 *   and `data-pagefind-title` (each billing code's and modifier's table row),
 *   so a result opens the page at that section or row.
 * - `search/words.json`: the words of the pages, most frequent first, for the
 *   dialog's spelling correction: Pagefind's own matching of a misspelt word
 *   is loose, so a query word the pages never use is replaced by the nearest
 *   word they do use (shell/src/search/searchQuery.ts). About 4,000 words,
 *   11 KB compressed, fetched only when the search opens, as the index is.
 *
 * Both are written beside the live ones and then put in their place, so a
 * site being re-indexed keeps answering searches.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { precompressDir } from './precompress.js';

/** Where the files go in the shell's deployment, as the dialog fetches them (shell/src/search/siteSearch.ts). */
const searchDirs = ['pagefind', 'search'];

/** The parts of <main> that repeat what is elsewhere: the "On this page" links and other navigation. */
const excludeSelectors = ['nav', '[aria-hidden="true"]'];

/**
 * The text a visitor reads in a page's <main>, for the word list.
 * @param {string} html
 */
export function mainText(html) {
  const main = html.match(/<main[\s>][\s\S]*<\/main>/)?.[0] ?? '';
  return main
    .replace(/<(style|script|nav)[\s>][\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, ' ');
}

/**
 * Lowercase words of four letters or more, most frequent first (ties in
 * alphabetical order): shorter words are codes, modifiers and abbreviations,
 * which are matched exactly.
 * @param {readonly string[]} texts
 */
export function vocabulary(texts) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  for (const text of texts) {
    for (const word of text.toLowerCase().match(/[a-z]{4,}/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
}

/**
 * @param {string} outDir the shell's deployed files
 * @param {readonly { url: string, html: string }[]} pages every route's prerendered page
 */
export async function writeSearchIndex(outDir, pages) {
  const next = (/** @type {string} */ name) => join(outDir, `${name}.next`);
  await Promise.all(searchDirs.map((name) => rm(next(name), { recursive: true, force: true })));
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'main', excludeSelectors, forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  try {
    for (const page of pages) {
      const added = await index.addHTMLFile({ url: page.url, content: page.html });
      if (added.errors.length) throw new Error(`Pagefind could not index ${page.url}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: next('pagefind') });
    if (written.errors.length) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  await mkdir(next('search'));
  await writeFile(join(next('search'), 'words.json'), JSON.stringify(vocabulary(pages.map((page) => mainText(page.html)))));
  // Pagefind's index files are compressed already; its scripts and the word list are not.
  await Promise.all(searchDirs.map((name) => precompressDir(next(name))));
  for (const name of searchDirs) {
    await rm(join(outDir, name), { recursive: true, force: true });
    await rename(next(name), join(outDir, name));
  }
}
