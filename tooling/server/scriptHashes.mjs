/**
 * The Content-Security-Policy allows the pages' inline scripts by their
 * sha256 hashes, never by 'unsafe-inline'. The hashes are taken at build time
 * from the HTML the server sends: the prerender takes those of every page it
 * writes (React's form-replaying script). The server reads the
 * list from the shell's build (securityHeaders.mjs puts it in the policy).
 */
import { createHash } from 'node:crypto';

/** The list's file in the shell's build folder. */
export const scriptHashesFile = 'script-hashes.json';

// What the browser runs as script, and so what the policy must allow: no
// type, a JavaScript type, a module or an import map. Data blocks (JSON,
// JSON-LD) are never run and need nothing.
const runnableTypes = new Set([
  '',
  'module',
  'importmap',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

/**
 * The CSP hash sources (`sha256-…`, unquoted) of a page's inline scripts, in page order.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  /** @type {string[]} */
  const hashes = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!runnableTypes.has(type.trim().toLowerCase())) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

/**
 * Each hash found in any of the pages, once, sorted (the file only changes when a script does).
 * @param {readonly string[]} pages
 */
export function scriptHashesOf(pages) {
  return [...new Set(pages.flatMap(inlineScriptHashes))].sort();
}
