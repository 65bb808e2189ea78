import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkNginxConfig,
  deploymentLayout,
  remotesManifestFor,
  renderNginxFiles,
  withRemotesMoved,
} from './nginxDeployment.mjs';
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

describe('withRemotesMoved', () => {
  const page = (modules: string[]) =>
    `<head><script>start()</script><script type="application/json" id="page-modules">${JSON.stringify(modules)}</script></head><body>/mf/home/ stays</body>`;

  it('moves the module list’s remote files to the deployment’s remotes, and nothing else of the page', () => {
    const html = page(['/assets/framework-A1b2C3d4.js', '/mf/home/remoteEntry.js', '/mf/home/assets/HomePage-X1y2Z3w4.js']);
    const moved = withRemotesMoved(html, {
      siteOrigin: 'https://www.example.com',
      from: built,
      to: remotesManifestFor(built, 'https://mf.example.com'),
    });
    expect(moved).toBe(
      page([
        '/assets/framework-A1b2C3d4.js',
        'https://mf.example.com/mf/home/remoteEntry.js',
        'https://mf.example.com/mf/home/assets/HomePage-X1y2Z3w4.js',
      ]),
    );
  });

  it('leaves a page unchanged when the remotes stay where they were', () => {
    const html = page(['/mf/contact/remoteEntry.js']);
    expect(withRemotesMoved(html, { siteOrigin: 'http://localhost:8080', from: built, to: built })).toBe(html);
    expect(withRemotesMoved('<p>no list</p>', { siteOrigin: 'http://localhost:8080', from: built, to: {} })).toBe(
      '<p>no list</p>',
    );
  });
});

describe.skipIf(!existsSync(nginxPath))('the rendered config, checked by nginx', () => {
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
    expect(checkNginxConfig(out)).toMatch(/syntax is ok/);
    expect(readFileSync(deploymentLayout(out).config, 'utf8')).toContain(`root ${deploymentLayout(out).site};`);
  });

  it.skipIf(!brotliStaticModule())('passes nginx -t with it, sending the brotli copies', () => {
    const options = deployment();
    expect(renderNginxFiles(options)).toEqual({ brotli: true });
    expect(checkNginxConfig(out)).toMatch(/syntax is ok/);
  });
});
