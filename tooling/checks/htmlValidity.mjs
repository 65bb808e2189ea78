/**
 * `pnpm check:html`: every prerendered page (shell/dist/pages/**.html) is
 * valid HTML, checked with html-validate, no browser. Prints each error with
 * its page, place and rule, and exits with 1 when there is any (2 when there
 * are no pages to check).
 *
 * The rules are html-validate's `standard` preset: what the HTML standard
 * requires (content models, which element may hold which, attributes and
 * their values, nesting, duplicate ids), not its `recommended` preset's
 * style and best-practice rules (attribute case, self-closing void
 * elements, inline styles, id spelling, landmark names), which React's and
 * MUI's output breaks by design and which say nothing of validity.
 * Accessibility is the axe tests' job.
 *
 * One rule beyond the preset, `no-redundant-role`, holds the pages to what
 * the W3C Nu HTML Checker (the reference) also requires of a table: a native
 * table's rows and cells take their roles from their elements, so
 * `<tr role="row">`, `<th scope="col" role="columnheader">` or
 * `<td role="cell">` is an error there (the Nu checker rejects any `role` on
 * the `tr`, `th` and `td` of a table without a role or with role table, grid
 * or treegrid; html-validate flags the role each element already has).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HtmlValidate } from 'html-validate';

const workspace = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The placeholder react-dom's server renderer writes as the `action` of a
 * form whose action is a function (React 19): never submitted (the page's
 * form-replay script holds a submit made before hydration for React, which
 * takes the form over when it hydrates), but not a valid URL (it has
 * spaces). This exact value is accepted; any other action is checked as usual.
 */
export const reactFormActionPlaceholder = "javascript:throw new Error('React form unexpectedly submitted.')";

/** @param {string} text */
const escapedForRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** html-validate's configuration for the site's pages. */
export const htmlValidateConfig = /** @type {import('html-validate').ConfigData} */ ({
  root: true,
  extends: ['html-validate:standard'],
  elements: [
    'html5',
    {
      // React's placeholder action (above), as React escapes it in the HTML
      // (html-validate reads attribute values undecoded), besides what
      // html-validate's own metadata accepts: a URL without whitespace.
      form: {
        attributes: {
          action: { enum: ['/^\\s*\\S+\\s*$/', `/^${escapedForRegExp(reactFormActionPlaceholder).replaceAll("'", "(?:'|&#x27;)")}$/`] },
        },
      },
    },
  ],
  // No rule of the standard preset is turned off.
  rules: { 'no-redundant-role': 'error' },
});

/**
 * The HTML files under a folder, as paths relative to it, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFilesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * @typedef {object} PageError
 * @property {string} page
 * @property {number} line
 * @property {number} column
 * @property {string} rule
 * @property {string} message
 * @property {string | null} selector
 */

/**
 * Validates pages' HTML.
 * @param {{ page: string, html: string }[]} pages
 * @param {HtmlValidate} [validator]
 * @returns {Promise<PageError[]>}
 */
export async function validatePages(pages, validator = new HtmlValidate(htmlValidateConfig)) {
  /** @type {PageError[]} */
  const errors = [];
  for (const { page, html } of pages) {
    const report = await validator.validateString(html, page);
    for (const result of report.results) {
      for (const message of result.messages) {
        errors.push({
          page,
          line: message.line,
          column: message.column,
          rule: message.ruleId,
          message: message.message,
          selector: message.selector,
        });
      }
    }
  }
  return errors;
}

/**
 * What the check prints: each error, then a count per rule.
 * @param {PageError[]} errors
 * @param {number} pageCount
 */
export function formatErrors(errors, pageCount) {
  if (errors.length === 0) return `${pageCount} pages checked: valid HTML.`;
  const lines = errors.map(
    (error) => `${error.page}:${error.line}:${error.column}  ${error.message}  [${error.rule}]${error.selector ? `\n    at ${error.selector}` : ''}`,
  );
  /** @type {Map<string, Set<string>>} */
  const pagesByRule = new Map();
  /** @type {Map<string, number>} */
  const countByRule = new Map();
  for (const error of errors) {
    pagesByRule.set(error.rule, (pagesByRule.get(error.rule) ?? new Set()).add(error.page));
    countByRule.set(error.rule, (countByRule.get(error.rule) ?? 0) + 1);
  }
  const pages = new Set(errors.map((error) => error.page)).size;
  const summary = [...countByRule].map(
    ([rule, count]) => `  ${rule}: ${count} error(s) on ${/** @type {Set<string>} */ (pagesByRule.get(rule)).size} page(s)`,
  );
  return `${lines.join('\n')}\n\n${errors.length} HTML error(s) on ${pages} of ${pageCount} pages (https://html-validate.org/rules/<rule>.html):\n${summary.join('\n')}`;
}

async function main() {
  const dir = join(workspace, 'shell', 'dist', 'pages');
  const files = existsSync(dir) ? htmlFilesUnder(dir) : [];
  if (files.length === 0) {
    console.error(`check:html: no prerendered pages in ${dir}: build the site first (pnpm build)`);
    process.exitCode = 2;
    return;
  }
  const pages = files.map((file) => ({ page: join('shell/dist/pages', file), html: readFileSync(join(dir, file), 'utf8') }));
  const errors = await validatePages(pages);
  const text = formatErrors(errors, pages.length);
  if (errors.length > 0) {
    console.error(text);
    process.exitCode = 1;
  } else {
    console.log(text);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`check:html could not run: ${error instanceof Error ? error.stack : error}`);
    process.exitCode = 2;
  });
}
