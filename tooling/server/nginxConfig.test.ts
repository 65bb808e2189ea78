import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hashedAssetPath, immutableCacheControl, revalidateCacheControl } from './cachePolicy.mjs';
import {
  addHeaders,
  cacheControlMaps,
  contentTypes,
  includeFiles,
  nginxTemplateFile,
  pageMap,
  quoted,
  quotedPattern,
  renderIncludes,
  renderTemplate,
} from './nginxConfig.mjs';
import { fileHeaders, pageHeaders, remoteFileHeaders, strictTransportSecurity } from './securityHeaders.mjs';
import { notFoundFile, pageFile, sirvContentTypes } from './serve.mjs';

const build = {
  routes: ['/', '/aboutus', '/specialities/cardiology'],
  scriptHashes: ['sha256-AAAA+/=', 'sha256-BBBB'],
  remotesManifest: { home: 'https://mf.example.com/mf/home/remoteEntry.js' },
  mimes: sirvContentTypes(),
  brotli: false,
  hsts: false,
};

/** The headers an include file adds, by name. */
function addedHeaders(conf: string): Record<string, string> {
  return Object.fromEntries(
    [...conf.matchAll(/^add_header (\S+) (?:"([^"]*)"|(\$\w+)) always;$/gm)].map(([, name, value, variable]) => [
      name!,
      value ?? variable!,
    ]),
  );
}

/** A map's entries, key to value, as nginx reads them. */
function mapEntries(lines: string[], variable: string): [string, string][] {
  const start = lines.findIndex((line) => line.includes(` ${variable} {`));
  const entries: [string, string][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line === '}') break;
    const [, key = '', value = ''] = /^\s+(\S+) "([^"]*)";$/.exec(line) ?? [];
    entries.push([key.replace(/^"|"$/g, ''), value]);
  }
  return entries;
}

describe('renderIncludes', () => {
  const files = renderIncludes(build);

  it('gives pages exactly the Node server’s page headers, the policy allowing the remotes’ origin', () => {
    const headers = addedHeaders(files[includeFiles.pageHeaders]!);
    expect(headers).toEqual({
      ...pageHeaders({ scriptHashes: build.scriptHashes, remotesManifest: build.remotesManifest }),
      Vary: 'Accept-Encoding',
      'Cache-Control': revalidateCacheControl,
    });
    expect(headers['Content-Security-Policy']).toContain("script-src 'self' 'wasm-unsafe-eval' https://mf.example.com 'sha256-AAAA+/='");
  });

  it('puts CORS on the remotes’ files only', () => {
    expect(addedHeaders(files[includeFiles.remoteFileHeaders]!)).toEqual({
      ...remoteFileHeaders,
      Vary: 'Accept-Encoding',
      'Cache-Control': '$revora_remote_cache_control',
    });
    for (const name of [includeFiles.pageHeaders, includeFiles.siteFileHeaders, includeFiles.answerHeaders]) {
      expect(addedHeaders(files[name]!), name).not.toHaveProperty('Access-Control-Allow-Origin');
    }
    expect(addedHeaders(files[includeFiles.answerHeaders]!)).toEqual(fileHeaders);
  });

  it('sends HSTS only for an HTTPS deployment, on every answer', () => {
    expect(Object.values(files).join('\n')).not.toContain('Strict-Transport-Security');
    const secure = renderIncludes({ ...build, hsts: true });
    for (const name of [
      includeFiles.pageHeaders,
      includeFiles.siteFileHeaders,
      includeFiles.remoteFileHeaders,
      includeFiles.answerHeaders,
    ]) {
      expect(addedHeaders(secure[name]!)['Strict-Transport-Security'], name).toBe(strictTransportSecurity);
    }
  });

  it('sends the build’s compressed copies, brotli only where nginx has the module, and compresses nothing itself', () => {
    expect(files[includeFiles.files]).toMatch(/^gzip off;$/m);
    expect(files[includeFiles.files]).toMatch(/^gzip_static on;$/m);
    expect(files[includeFiles.files]).not.toContain('brotli');
    expect(renderIncludes({ ...build, brotli: true })[includeFiles.files]).toMatch(/^brotli_static on;$/m);
  });
});

describe('pageMap', () => {
  const entries = mapEntries(pageMap(build.routes), '$revora_page');
  const pageFor = (uri: string) =>
    entries.find(([key]) => key.startsWith('~*') && new RegExp(key.slice(2), 'i').test(uri))?.[1] ?? '';

  it('answers each route with its prerendered page, as serve.mjs does: any case, trailing slashes', () => {
    for (const route of build.routes) expect(pageFor(route), route).toBe(pageFile(route));
    expect(pageFor('/AboutUs/')).toBe(pageFile('/aboutus'));
    expect(pageFor('/Specialities/Cardiology//')).toBe(pageFile('/specialities/cardiology'));
  });

  it('leaves other paths to the not-found page', () => {
    for (const uri of ['/aboutus/more', '/about', '/specialities', '/index.html', `/pages/${notFoundFile}`]) {
      expect(pageFor(uri), uri).toBe('');
    }
  });
});

describe('cacheControlMaps', () => {
  const lines = cacheControlMaps();
  const cacheFor = (variable: string, uri: string) => {
    const entries = mapEntries(lines, variable);
    const hit = entries.find(([key]) => key.startsWith('~') && new RegExp(key.slice(1)).test(uri));
    return hit?.[1] ?? entries.find(([key]) => key === 'default')?.[1];
  };

  it('keeps hashed assets for good and revalidates the rest, as cachePolicy.mjs says', () => {
    expect(hashedAssetPath.test('/assets/framework-DSNNQqSu.js')).toBe(true);
    expect(cacheFor('$revora_site_cache_control', '/assets/framework-DSNNQqSu.js')).toBe(immutableCacheControl);
    expect(cacheFor('$revora_site_cache_control', '/remotes.json')).toBe(revalidateCacheControl);
    expect(cacheFor('$revora_remote_cache_control', '/mf/home/assets/HomePage-BCApZj-j.js')).toBe(immutableCacheControl);
    expect(cacheFor('$revora_remote_cache_control', '/mf/home/remoteEntry.js')).toBe(revalidateCacheControl);
    expect(cacheFor('$revora_remote_cache_control', '/assets/framework-DSNNQqSu.js')).toBe(revalidateCacheControl);
  });
});

describe('contentTypes', () => {
  it('sends the types sirv sends: text/html with its charset, JavaScript as text/javascript', () => {
    const block = contentTypes(build.mimes).join('\n');
    expect(block).toMatch(/^ {4}"text\/html;charset=utf-8" htm html( |;)/m);
    expect(block).toMatch(/^ {4}"text\/javascript" .*\bjs\b.*\bmjs\b/m);
    expect(block).toMatch(/^ {4}"font\/woff2" woff2;$/m);
  });
});

describe('quoting', () => {
  it('refuses what nginx would read otherwise than written', () => {
    expect(quoted("default-src 'self'")).toBe(`"default-src 'self'"`);
    for (const value of ['a"b', 'a$b', 'a\nb', 'a\\tb', 'a\\']) expect(() => quoted(value), value).toThrow();
    expect(quotedPattern('~^/a\\.b$')).toBe('"~^/a\\.b$"');
    expect(() => addHeaders({ 'X-Test': 'a"b' })).toThrow();
  });
});

describe('renderTemplate', () => {
  const template = readFileSync(nginxTemplateFile, 'utf8');

  it('includes exactly the files renderIncludes writes', () => {
    const included = new Set([...template.matchAll(/include \{\{includes\}\}\/(\S+);/g)].map(([, name]) => name));
    expect([...included].sort()).toEqual(Object.values(includeFiles).sort());
  });

  it('fills every placeholder, and refuses a missing value', () => {
    const names = new Set([...template.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name!));
    const values = Object.fromEntries([...names].map((name) => [name, `<${name}>`]));
    expect(renderTemplate(values)).not.toMatch(/\{\{\w+\}\}/);
    expect(() => renderTemplate({ ...values, site_root: undefined as unknown as string })).toThrow(/site_root/);
  });

  it('answers unknown paths with the prerendered not-found page', () => {
    expect(template).toContain(`error_page 404 /pages/${notFoundFile};`);
  });
});
