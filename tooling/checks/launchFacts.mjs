/**
 * `pnpm check:launch`, after `pnpm build`: the built site carries none of the
 * placeholders that stand in for the company's own facts until launch. It
 * reads every page and script of the shell's and the remotes' builds and
 * prints each placeholder it finds, with its file, then exits with 1 (0 when
 * there is none; 2 when there is no build).
 *
 * - a 555-01xx phone number (reserved for fiction): `shared/src/company.ts`;
 * - an address at example.com, .org or .net, or an origin there: the emails in
 *   `shared/src/company.ts`, and `SITE_ORIGIN` at build time;
 * - an email-service id ending in `_placeholder`: the VITE_EMAILJS_*
 *   variables at build time (`shared/src/email/config.ts`).
 *
 * Not part of `pnpm build` or `npm test`: until launch the placeholders are
 * there by design (README, "Before launch").
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspace = fileURLToPath(new URL('../../', import.meta.url));

/** What stands in for a company fact, and where the real one is set. */
export const placeholders = [
  { pattern: /\b555-01\d\d\b/g, what: 'a fictional 555-01xx phone number', fix: 'the phone in shared/src/company.ts' },
  { pattern: /(?:[\w.+-]+@)?[\w.-]*\bexample\.(?:com|org|net)\b/g, what: 'an example.com address or origin', fix: 'the emails in shared/src/company.ts, and SITE_ORIGIN' },
  { pattern: /\b\w+_placeholder\b/g, what: 'a placeholder email-service id', fix: 'the VITE_EMAILJS_* variables' },
];

/**
 * Every placeholder in the given files.
 * @param {readonly { file: string, text: string }[]} files
 * @returns {{ file: string, found: string, what: string, fix: string }[]}
 */
export function placeholdersIn(files) {
  return files.flatMap(({ file, text }) =>
    placeholders.flatMap(({ pattern, what, fix }) => [...new Set(text.match(pattern) ?? [])].map((found) => ({ file, found, what, fix }))),
  );
}

/**
 * The built pages and scripts under a directory.
 * @param {string} dir
 * @returns {string[]}
 */
export function builtFilesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(html|js|json)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dirs = ['shell', 'remote-home', 'remote-services', 'remote-specialties', 'remote-contact'].map((app) => join(workspace, app, 'dist'));
  const files = dirs.flatMap(builtFilesUnder);
  if (files.length === 0) {
    console.error('No build to check: run `pnpm build` first.');
    process.exit(2);
  }
  const found = placeholdersIn(files.map((file) => ({ file: relative(workspace, file), text: readFileSync(file, 'utf8') })));
  /** @type {Map<string, ReturnType<typeof placeholdersIn>>} */
  const byKind = new Map();
  for (const entry of found) byKind.set(entry.what, [...(byKind.get(entry.what) ?? []), entry]);
  for (const [what, entries] of byKind) {
    const [first] = entries;
    console.error(`${what} (set ${first?.fix}): ${[...new Set(entries.map((entry) => entry.found))].join(', ')}`);
    console.error(`  in ${new Set(entries.map((entry) => entry.file)).size} files, e.g. ${first?.file}`);
  }
  console.log(found.length ? `${found.length} placeholders: not ready to launch.` : `No placeholders in ${files.length} built files.`);
  process.exit(found.length ? 1 : 0);
}
