/**
 * The site's security headers, in one place for every server of the site
 * (serve.mjs, and any config rendered for another server): what a page may
 * load and run, and who may embed or fetch it.
 *
 * The policy follows the deployment: inline scripts are allowed by the
 * hashes the build took (scriptHashes.mjs), remotes by the origins that
 * remotes.json points at, so moving a remote to another origin is still a
 * change to remotes.json alone.
 */

/** Where the forms send (the email SDK's API; shared/src/email/client.ts). */
export const emailServiceOrigin = 'https://api.emailjs.com';

/** The contact page's embedded map (remote-contact/src/sections/mapUrls.ts). */
export const mapEmbedOrigin = 'https://www.google.com';

/**
 * For HTTPS deployments only, on the TLS server's responses (see
 * docs/deploy.md). Never sent over plain http, where it means nothing and
 * would pin a development host to HTTPS.
 */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

/** Features no page uses, refused to the page and to anything it embeds (the map). */
const refusedFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

/**
 * The origins of the remotes that remotes.json (remote name to entry URL)
 * points elsewhere; entries on the site's own origin are relative and need
 * none. A scheme-relative entry (`//host/…`) gives its host.
 * @param {Record<string, string> | null} manifest
 */
export function remoteOrigins(manifest) {
  /** @type {Set<string>} */
  const origins = new Set();
  for (const entry of Object.values(manifest ?? {})) {
    if (entry.startsWith('//')) origins.add(new URL(`https:${entry}`).host);
    else if (URL.canParse(entry)) origins.add(new URL(entry).origin);
  }
  return [...origins].sort();
}

/**
 * @param {{ scriptHashes: readonly string[], remotes: readonly string[] }} inputs
 *   the build's inline-script hashes (`sha256-…`) and the remotes' origins
 */
export function contentSecurityPolicy({ scriptHashes, remotes }) {
  const directives = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval': the site search (Pagefind) runs its index as WebAssembly, compiled
    // from a file of the site's own origin; it allows compiling WebAssembly, not eval of JavaScript.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...remotes, ...scriptHashes.map((hash) => `'${hash}'`)],
    // Emotion (under MUI) writes each component's styles into <style> elements as it renders, and prerendered markup carries style attributes.
    'style-src': ["'self'", ...remotes, "'unsafe-inline'"],
    // data: for the small SVG drawings inlined in the sections' CSS.
    'img-src': ["'self'", ...remotes, 'data:'],
    'font-src': ["'self'", ...remotes],
    'connect-src': ["'self'", ...remotes, emailServiceOrigin],
    'frame-src': [mapEmbedOrigin],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** On every response: a file is only ever read as the type it is sent as. */
export const fileHeaders = { 'X-Content-Type-Options': 'nosniff' };

/**
 * On a remote's files: pages on the shell's origin load them as modules,
 * which are fetched with CORS; the remote may live on another origin.
 * Pages and the shell's own files never carry CORS headers.
 */
export const remoteFileHeaders = { ...fileHeaders, 'Access-Control-Allow-Origin': '*' };

/**
 * On every page (HTML document).
 * @param {{ scriptHashes: readonly string[], remotesManifest: Record<string, string> | null }} build
 *   the inline-script hashes the build took and the parsed remotes.json
 */
export function pageHeaders({ scriptHashes, remotesManifest }) {
  return {
    ...fileHeaders,
    'Content-Security-Policy': contentSecurityPolicy({ scriptHashes, remotes: remoteOrigins(remotesManifest) }),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': refusedFeatures.map((feature) => `${feature}=()`).join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
    // frame-ancestors 'none' for browsers that predate it.
    'X-Frame-Options': 'DENY',
  };
}
