/**
 * The site's rules as nginx config (deploy/nginx.conf and the files it
 * includes), rendered from the modules the Node server takes them from, so
 * the two servers cannot disagree: the headers from securityHeaders.mjs, the
 * cache rules from cachePolicy.mjs, the route table from the build's
 * routes.json, and the content types from the table sirv looks them up in.
 * Plain functions of their inputs; nginxDeployment.mjs reads the build and
 * writes the files.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { remoteDeployPrefix } from '../build/apps.js';
import { hashedAssetPath, immutableCacheControl, revalidateCacheControl } from './cachePolicy.mjs';
import { fileHeaders, pageHeaders, remoteFileHeaders, strictTransportSecurity } from './securityHeaders.mjs';
import { pageFile } from './serve.mjs';

/** deploy/nginx.conf: the server blocks, with {{…}} where a deployment's values go. */
export const nginxTemplateFile = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

/** The included files' names, in the folder the template's {{includes}} names. */
export const includeFiles = {
  maps: 'maps.conf',
  files: 'files.conf',
  pageHeaders: 'page-headers.conf',
  siteFileHeaders: 'site-file-headers.conf',
  remoteFileHeaders: 'remote-file-headers.conf',
  answerHeaders: 'answer-headers.conf',
};

/**
 * A value as one nginx token in double quotes. nginx would read `$` as a
 * variable, a quote or line break would end the token, and a backslash
 * before a quote, a backslash or t, r, n is an escape (any other, as in
 * `\.`, is kept): none of them is in anything the site sends, and one that
 * appears is refused rather than sent altered.
 * @param {string} value
 * @returns {string}
 */
export function quoted(value) {
  if (/["$\p{Cc}]|\\(?:["'\\trn]|$)/u.test(value)) {
    throw new Error(`Not representable in nginx config: ${JSON.stringify(value)}`);
  }
  return `"${value}"`;
}

/**
 * A map's regular expression as a quoted token: as quoted(), but with the
 * end anchor (`$` last, which nginx reads as part of the expression).
 * @param {string} pattern
 * @returns {string}
 */
export function quotedPattern(pattern) {
  return pattern.endsWith('$') ? `${quoted(pattern.slice(0, -1)).slice(0, -1)}$"` : quoted(pattern);
}

const regexSpecial = /[.*+?^${}()|[\]\\]/g;

/**
 * A path as a regular expression that matches it literally.
 * @param {string} path
 * @returns {string}
 */
function literal(path) {
  return path.replace(regexSpecial, '\\$&');
}

/**
 * `add_header` lines for a set of headers. `always`: the not-found page
 * (404) and the plain answers carry them too, as from the Node server.
 * @param {Record<string, string>} headers
 * @returns {string[]}
 */
export function addHeaders(headers) {
  return Object.entries(headers).map(([name, value]) => {
    const rendered = value.startsWith('$') ? value : quoted(value);
    return `add_header ${name} ${rendered} always;`;
  });
}

/**
 * The prerendered page of each path of the route table: case-insensitive,
 * trailing slashes ignored (as serve.mjs's route lookup). Other paths get an
 * empty value, and the not-found page.
 * @param {readonly string[]} routes
 * @returns {string[]}
 */
export function pageMap(routes) {
  const entries = routes.map((path) => {
    const pattern = path === '/' ? '^/$' : `^${literal(path.replace(/\/+$/, ''))}/*$`;
    return `    ${quotedPattern(`~*${pattern}`)} ${quoted(pageFile(path))};`;
  });
  return ['map $uri $revora_page {', '    default "";', ...entries, '}'];
}

/**
 * Cache-Control by a file's path inside its deployment (cachePolicy.mjs),
 * for the site (paths as they are) and for the remotes' origin (the same
 * paths under each remote's prefix).
 * @returns {string[]}
 */
export function cacheControlMaps() {
  const inDeployment = hashedAssetPath.source.replace(/^\^/, '');
  const remotePrefix = literal(remoteDeployPrefix('@')).replace('@', '[^/]+').replace(/\/$/, '');
  /**
   * @param {string} variable
   * @param {string} pattern
   */
  const map = (variable, pattern) => [
    `map $uri ${variable} {`,
    `    default ${quoted(revalidateCacheControl)};`,
    `    ${quotedPattern(`~${pattern}`)} ${quoted(immutableCacheControl)};`,
    '}',
  ];
  return [
    ...map('$revora_site_cache_control', `^${inDeployment}`),
    ...map('$revora_remote_cache_control', `^${remotePrefix}${inDeployment}`),
  ];
}

/**
 * The content types sirv sends (its lookup table, mrmime; text/html with its
 * charset added, build.mjs's `ctype`), as an nginx `types` block. It takes
 * the place of nginx's own mime.types in the site's servers, whose types
 * differ in places (JavaScript's, for one).
 * @param {Record<string, string>} mimes
 * @returns {string[]}
 */
export function contentTypes(mimes) {
  /** @type {Map<string, string[]>} */
  const byType = new Map();
  for (const [extension, type] of Object.entries(mimes)) {
    const sent = type === 'text/html' ? 'text/html;charset=utf-8' : type;
    byType.set(sent, [...(byType.get(sent) ?? []), extension]);
  }
  const lines = [...byType].map(([type, extensions]) => `    ${quoted(type)} ${extensions.sort().join(' ')};`);
  return ['types {', ...lines, '}'];
}


/**
 * The files deploy/nginx.conf includes, by name (includeFiles).
 * @param {{
 *   routes: readonly string[],
 *   scriptHashes: readonly string[],
 *   remotesManifest: Record<string, string>,
 *   mimes: Record<string, string>,
 *   brotli: boolean,
 *   hsts: boolean,
 * }} build the route table, the inline-script hashes and the remotes.json
 *   of the deployed site; sirv's content types; whether nginx has Debian's
 *   brotli_static module loaded; whether the origins are HTTPS
 * @returns {Record<string, string>}
 */
export function renderIncludes({ routes, scriptHashes, remotesManifest, mimes, brotli, hsts }) {
  /** @type {Record<string, string>} */
  const secure = hsts ? { 'Strict-Transport-Security': strictTransportSecurity } : {};
  const encoded = { Vary: 'Accept-Encoding' };
  /** @param {string[]} lines */
  const file = (lines) => `${lines.join('\n')}\n`;
  const header = `# Rendered by tooling/server/nginxConfig.mjs from the site's policy modules and build; do not edit.`;
  return {
    [includeFiles.maps]: file([header, ...pageMap(routes), ...cacheControlMaps()]),
    [includeFiles.files]: file([
      header,
      // A types block of about 450 entries.
      'types_hash_max_size 4096;',
      ...contentTypes(mimes),
      'default_type application/octet-stream;',
      // The build compressed every text file; nothing is compressed per request.
      'gzip off;',
      'gzip_static on;',
      ...(brotli ? ['brotli_static on;'] : []),
    ]),
    [includeFiles.pageHeaders]: file([
      header,
      ...addHeaders({
        ...pageHeaders({ scriptHashes, remotesManifest }),
        ...secure,
        ...encoded,
        'Cache-Control': revalidateCacheControl,
      }),
    ]),
    [includeFiles.siteFileHeaders]: file([
      header,
      ...addHeaders({ ...fileHeaders, ...secure, ...encoded, 'Cache-Control': '$revora_site_cache_control' }),
    ]),
    [includeFiles.remoteFileHeaders]: file([
      header,
      ...addHeaders({ ...remoteFileHeaders, ...secure, ...encoded, 'Cache-Control': '$revora_remote_cache_control' }),
    ]),
    // The plain-text answers (400, 405, and 404 outside the route table).
    [includeFiles.answerHeaders]: file([
      header,
      'types { }',
      'default_type "text/plain; charset=utf-8";',
      ...addHeaders({ ...fileHeaders, ...secure }),
    ]),
  };
}

/**
 * deploy/nginx.conf with a deployment's values in place of its {{name}}
 * placeholders; every placeholder must be given.
 * @param {Record<string, string>} values
 * @param {string} [template] deploy/nginx.conf's text, by default read from nginxTemplateFile
 * @returns {string}
 */
export function renderTemplate(values, template = readFileSync(nginxTemplateFile, 'utf8')) {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {{${name}}} in ${nginxTemplateFile}`);
    return value;
  });
}

