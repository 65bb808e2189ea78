import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { specialtyPages } from 'shared/content/specialties';
import { describe, expect, it } from 'vitest';
import { routeDescriptions } from '../content/routeDescriptions';
import { matchRoute } from './matchRoute';
import { isRemotePage, notFoundRoute, routeTable, type RemotePageRef } from './routeTable';

/** Every path of spec section 2, spelled exactly as routed. */
const specPaths = [
  '/',
  '/aboutus',
  '/specialities',
  '/specialities/cardiology',
  '/specialities/acupuncture',
  '/specialities/addiction-medicine',
  '/specialities/allergy',
  '/specialities/anesthesiology',
  '/specialities/audiology',
  '/specialities/bariatrics',
  '/specialities/chiropractic',
  '/specialities/integrative-medicine',
  '/specialties/durable-medical-equipment',
  '/specialties/emergency-medicine',
  '/specialties/endocrinology',
  '/specialties/family-practice',
  '/specialties/gastroenterology',
  '/specialties/orthopedics',
  '/specialties/vascular-surgery',
  '/contactus',
  '/blogs',
  '/medical-billing-services',
  '/accounts-receivable-services',
  '/denial-management-services',
  '/prior-authorization-services',
  '/enrollment-credentialing-services',
  '/payment-posting',
  '/email-marketing-system',
  '/privacy-policy',
];

// The workspace root, three levels up from shell/src/routes.
const workspace = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const paths = routeTable.map((route) => route.path);

function remoteRefs(): { path: string; ref: RemotePageRef }[] {
  return routeTable.flatMap((route) => (isRemotePage(route.page) ? [{ path: route.path, ref: route.page }] : []));
}

describe('routeTable', () => {
  it('has exactly the paths of the specification, an address for each further page of the blog, and the security page', () => {
    expect([...paths].sort()).toEqual([...specPaths, '/blogs/page/2', '/security-and-hipaa', '/accessibility'].sort());
  });

  it.each(specPaths)('routes %s', (path) => {
    expect(paths).toContain(path);
  });

  it('has no duplicate paths', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('uses lower-case paths without a trailing slash', () => {
    for (const path of paths) {
      expect(path).toBe(path.toLowerCase());
      if (path !== '/') expect(path.endsWith('/')).toBe(false);
    }
  });

  it('keeps titles within 60 characters and unique', () => {
    const titles = [...routeTable, notFoundRoute].map((route) => route.title);
    for (const title of titles) {
      expect(title.trim().length).toBeGreaterThan(0);
      expect(title.length, title).toBeLessThanOrEqual(60);
    }
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('describes every route and nothing else', () => {
    const paths = [...routeTable, notFoundRoute].map((route) => route.path);
    expect(Object.keys(routeDescriptions).sort()).toEqual(paths.sort());
  });

  it('keeps descriptions within 160 characters and unique', () => {
    const descriptions = [...routeTable, notFoundRoute].map((route) => routeDescriptions[route.path]!);
    for (const description of descriptions) {
      expect(description.trim().length).toBeGreaterThan(0);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('marks the six navbar service pages as the services section', () => {
    for (const path of [
      '/medical-billing-services',
      '/accounts-receivable-services',
      '/prior-authorization-services',
      '/denial-management-services',
      '/enrollment-credentialing-services',
      '/payment-posting',
    ]) {
      expect(matchRoute(path)?.section, path).toBe('services');
    }
  });
});

describe('matchRoute', () => {
  it.each(specPaths)('finds %s', (path) => {
    expect(matchRoute(path)?.path).toBe(path);
  });

  it('matches case-insensitively', () => {
    expect(matchRoute('/AboutUs')?.path).toBe('/aboutus');
    expect(matchRoute('/SPECIALITIES/Cardiology')?.path).toBe('/specialities/cardiology');
    expect(matchRoute('/Specialties/Vascular-Surgery')?.path).toBe('/specialties/vascular-surgery');
    expect(matchRoute('/CONTACTUS')?.path).toBe('/contactus');
  });

  it('tolerates a trailing slash', () => {
    expect(matchRoute('/aboutus/')?.path).toBe('/aboutus');
    expect(matchRoute('/Payment-Posting/')?.path).toBe('/payment-posting');
    expect(matchRoute('/specialities/')?.path).toBe('/specialities');
    expect(matchRoute('/')?.path).toBe('/');
  });

  it('returns undefined for unknown paths', () => {
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/about')).toBeUndefined();
    expect(matchRoute('/specialities/dermatology')).toBeUndefined();
    // Each specialty is routed under the one spelling the spec gives it.
    expect(matchRoute('/specialties/cardiology')).toBeUndefined();
    expect(matchRoute('/specialities/orthopedics')).toBeUndefined();
    expect(matchRoute('/aboutus/extra')).toBeUndefined();
    expect(matchRoute('*')).toBeUndefined();
  });
});

describe('remote pages', () => {
  const remoteDirs: Record<RemotePageRef['remote'], string> = {
    home: 'remote-home',
    services: 'remote-services',
    specialties: 'remote-specialties',
    contact: 'remote-contact',
  };

  const viteConfigs = new Map<string, string>();
  function viteConfigOf(remote: RemotePageRef['remote']): string {
    const dir = remoteDirs[remote];
    let text = viteConfigs.get(dir);
    if (text === undefined) {
      text = readFileSync(join(workspace, dir, 'vite.config.ts'), 'utf8');
      viteConfigs.set(dir, text);
    }
    return text;
  }

  it('every route except the shell pages comes from a remote', () => {
    const shellPaths = routeTable.filter((route) => !isRemotePage(route.page)).map((route) => route.path);
    expect(shellPaths).toEqual(['/privacy-policy', '/security-and-hipaa', '/accessibility']);
  });

  it.each(remoteRefs())('$path names a module its remote exposes', ({ ref }) => {
    expect(Object.keys(remoteDirs)).toContain(ref.remote);
    const config = viteConfigOf(ref.remote);
    expect(config).toContain(`'./${ref.module}'`);
    // ...as a key of the exposes map, not merely mentioned somewhere.
    expect(config).toMatch(new RegExp(`'\\./${ref.module}'\\s*:`));
  });

  it('specialty routes pass a slug that exists in the specialty list, matching their own path', () => {
    const slugs = specialtyPages.map((specialty) => specialty.slug);
    const specialtyRoutes = routeTable.filter((route) => /^\/special(i)?ties\/./.test(route.path));
    expect(specialtyRoutes).toHaveLength(16);
    for (const route of specialtyRoutes) {
      expect(isRemotePage(route.page), route.path).toBe(true);
      const ref = route.page as RemotePageRef;
      expect(ref.remote).toBe('specialties');
      const slug = ref.props?.slug;
      expect(slugs, route.path).toContain(slug);
      expect(route.path.endsWith(`/${slug}`), route.path).toBe(true);
    }
  });
});
