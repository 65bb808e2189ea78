import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheControl } from './cachePolicy.mjs';
import {
  checkNginxConfig,
  deploymentInclude,
  deploymentLayout,
  quoted,
  remotesManifestFor,
  renderNginxFiles,
} from './nginxDeployment.mjs';
import { contentSecurityPolicy, strictTransportSecurity } from './securityHeaders.mjs';
import { brotliStaticModule, nginxPath } from './toolchain.mjs';

const built = {
  home: '/mf/home/remoteEntry.js',
  contact: '/mf/contact/remoteEntry.js',
  partner: 'https://partner.example.org/entry.js',
};

describe('remotesManifestFor', () => {
  it('points the site’s own remotes at the same paths on the remotes’ origin, and leaves others', () => {
    expect(remotesManifestFor(built, 'https://mf.example.com')).toEqual({
      home: 'https://mf.example.com/mf/home/remoteEntry.js',
      contact: 'https://mf.example.com/mf/contact/remoteEntry.js',
      partner: 'https://partner.example.org/entry.js',
    });
  });
});

describe('deploymentInclude', () => {
  const deployment = {
    siteRoot: '/srv/revora/site',
    remotesRoot: '/srv/revora/remotes',
    routes: ['/', '/aboutus', '/specialities/cardiology'],
    scriptHashes: ['sha256-AAAA+/='],
    remotesManifest: remotesManifestFor(built, 'https://mf.example.com'),
    brotli: false,
    hsts: false,
  };
  /** The value a one-entry map gives its variable. */
  const constant = (include: string, name: string) => new RegExp(`^map "" \\$${name} \\{ default "([^"]*)"; \\}$`, 'm').exec(include)?.[1];
  /** A map's regular expressions (as nginx reads them) and values. */
  const entries = (include: string, name: string) =>
    [...(include.split(`$${name} {`)[1]?.split('}\n')[0] ?? '').matchAll(/^ {4}"~(\*?)(.+)" "(.*)";$/gm)].map(
      ([, flags, pattern, value]) => ({ pattern: new RegExp(pattern!, flags ? 'i' : ''), value: value! }),
    );
  const lookup = (include: string, name: string, path: string) =>
    entries(include, name).find(({ pattern }) => pattern.test(path))?.value ?? null;

  it('gives the roots, and the CSP of securityHeaders.mjs with the remotes’ origins and the script hashes', () => {
    const include = deploymentInclude(deployment);
    expect(constant(include, 'revora_site_root')).toBe('/srv/revora/site');
    expect(constant(include, 'revora_remotes_root')).toBe('/srv/revora/remotes');
    expect(constant(include, 'revora_csp')).toBe(
      contentSecurityPolicy({ scriptHashes: ['sha256-AAAA+/='], remotes: ['https://mf.example.com', 'https://partner.example.org'] }),
    );
    expect(constant(include, 'revora_hsts')).toBe('');
    expect(include).not.toContain('brotli_static');
  });

  it('sends HSTS on https origins only, and brotli copies where nginx has the module', () => {
    const include = deploymentInclude({ ...deployment, hsts: true, brotli: true });
    expect(constant(include, 'revora_hsts')).toBe(strictTransportSecurity);
    expect(include).toMatch(/^brotli_static on;$/m);
  });

  it('maps each route, in any case and with trailing slashes, to its page, and nothing else', () => {
    const include = deploymentInclude(deployment);
    expect(lookup(include, 'revora_page', '/')).toBe('index.html');
    expect(lookup(include, 'revora_page', '/AboutUs//')).toBe('aboutus.html');
    expect(lookup(include, 'revora_page', '/specialities/cardiology/')).toBe('specialities/cardiology.html');
    for (const path of ['//', '/aboutus/x', '/about', '/specialities', '/pages/aboutus.html']) {
      expect(lookup(include, 'revora_page', path), path).toBeNull();
    }
  });

  it('gives cachePolicy.mjs’s Cache-Control, on the site and under a remote’s prefix', () => {
    const include = deploymentInclude(deployment);
    const defaultValue = /\$revora_cache_control \{\n {4}default "([^"]*)";/.exec(include)?.[1];
    for (const path of ['/assets/index-AbCd1234.js', '/assets/app-x_y-Z12345.css', '/remoteEntry.js', '/assets/logo.svg', '/remotes.json']) {
      for (const prefix of ['', '/mf/home']) {
        expect(lookup(include, 'revora_cache_control', prefix + path) ?? defaultValue, prefix + path).toBe(cacheControl(path));
      }
    }
  });

  it('refuses a value nginx would read otherwise', () => {
    for (const value of ['a"b', 'a$b', 'a\\b', 'a\nb']) expect(() => quoted(value)).toThrow(/Not representable/);
  });
});

describe.skipIf(!existsSync(nginxPath))('deploy/nginx.conf with its include, checked by nginx', () => {
  let out = '';
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  function deployment() {
    out = mkdtempSync(join(tmpdir(), 'revora-nginx-test-'));
    const { site } = deploymentLayout(out);
    mkdirSync(site, { recursive: true });
    writeFileSync(join(site, 'routes.json'), JSON.stringify(['/', '/aboutus', '/specialities/cardiology']));
    writeFileSync(join(site, 'script-hashes.json'), JSON.stringify(['sha256-AAAA+/=']));
    writeFileSync(join(site, 'remotes.json'), JSON.stringify(remotesManifestFor(built, 'http://localhost:4191')));
    return { out, siteOrigin: 'http://localhost:4190', remotesOrigin: 'http://localhost:4191' };
  }

  it('passes nginx -t without the brotli module', () => {
    const options = deployment();
    expect(renderNginxFiles({ ...options, brotli: 'off' })).toEqual({ brotli: false });
    expect(() => checkNginxConfig(out)).not.toThrow();
    expect(readFileSync(deploymentLayout(out).include, 'utf8')).toContain(`"${deploymentLayout(out).site}"`);
  });

  it.skipIf(!brotliStaticModule())('passes nginx -t with it, sending the brotli copies', () => {
    const options = deployment();
    expect(renderNginxFiles(options)).toEqual({ brotli: true });
    expect(() => checkNginxConfig(out)).not.toThrow();
  });
});
