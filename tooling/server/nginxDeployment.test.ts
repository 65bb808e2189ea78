import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkNginxConfig,
  deploymentLayout,
  remotesManifestFor,
  renderNginxFiles,
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
