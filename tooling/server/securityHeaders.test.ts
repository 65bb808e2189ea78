// @vitest-environment happy-dom
// (the email SDK reads the page's location)
import { describe, expect, it, vi } from 'vitest';
import { sendContactMessage } from '../../shared/src/email/client';
import { contentSecurityPolicy, emailServiceOrigin, mapEmbedOrigin, pageHeaders, remoteOrigins } from './securityHeaders.mjs';

/** The policy's directives by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const hashes = ['sha256-AAAA', 'sha256-BBBB'];

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy({ scriptHashes: hashes, remotes: ['https://remotes.example.com'] }));

  it('runs no inline script but those the build hashed, and no eval (WebAssembly only, for the search)', () => {
    expect(policy['script-src']).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://remotes.example.com',
      "'sha256-AAAA'",
      "'sha256-BBBB'",
    ]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('locks down plugins, the base URL, form targets and framing', () => {
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('lets pages reach the remotes, the email service and the map, and nothing else', () => {
    for (const name of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) {
      expect(policy[name], name).toContain('https://remotes.example.com');
    }
    expect(policy['connect-src']).toEqual(["'self'", 'https://remotes.example.com', emailServiceOrigin]);
    expect(policy['frame-src']).toEqual([mapEmbedOrigin]);
  });
});

describe('the origins the policy names', () => {
  it('are where the email client sends', async () => {
    const fetchMock = vi.fn(async () => new Response('OK', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await sendContactMessage({ name: 'Jane Doe', email: 'jane@example.com', phone: '555-0100', message: 'Hello' });
    const [input] = fetchMock.mock.calls[0] as unknown as [RequestInfo | URL];
    expect(new URL(input instanceof Request ? input.url : String(input)).origin).toBe(emailServiceOrigin);
  });

  // The map's origin is checked where the map is: e2e/tests/securityHeaders.spec.ts loads it under the policy.
});

describe('remoteOrigins', () => {
  it('names the origins of remotes deployed elsewhere, once each', () => {
    expect(
      remoteOrigins({
        home: '/mf/home/remoteEntry.js',
        services: 'https://remotes.example.com/services/remoteEntry.js',
        specialties: 'https://remotes.example.com:8443/specialties/remoteEntry.js',
        contact: 'https://remotes.example.com/contact/v2/remoteEntry.js',
        blog: '//cdn.example.com/blog/remoteEntry.js',
      }),
    ).toEqual(['cdn.example.com', 'https://remotes.example.com', 'https://remotes.example.com:8443']);
    expect(remoteOrigins(null)).toEqual([]);
  });
});

describe('pageHeaders', () => {
  const headers = pageHeaders({ scriptHashes: hashes, remotesManifest: { home: 'http://localhost:5001/remoteEntry.js' } });

  it('sets the policy from the build’s hashes and remotes.json', () => {
    expect(directives(headers['Content-Security-Policy']!)['script-src']).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'http://localhost:5001',
      "'sha256-AAAA'",
      "'sha256-BBBB'",
    ]);
  });

  it('keeps referrers to the origin across sites, isolates the window and refuses device features', () => {
    expect(headers).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    }
  });

  it('never opens pages to other origins, nor pins plain http to HTTPS', () => {
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('access-control-allow-origin');
    expect(Object.keys(headers).map((name) => name.toLowerCase())).not.toContain('strict-transport-security');
  });
});
