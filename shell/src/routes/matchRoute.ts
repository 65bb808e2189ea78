import { matchRoutes } from 'react-router-dom';
import { routeTable, type SiteRoute } from './routeTable';

const routes = [...routeTable];

/**
 * The route a path shows, matched as the router matches it (SiteRoutes.tsx):
 * letter case and a trailing slash do not count. Undefined for unknown paths.
 */
export function matchRoute(pathname: string): SiteRoute | undefined {
  return matchRoutes(routes, pathname)?.[0]?.route;
}

/** The spec's addresses spell the specialties both ways (half the pages each); visitors type either. */
const spellings = (path: string) => [
  path,
  path.replace(/^\/specialties(?=\/|$)/, '/specialities'),
  path.replace(/^\/specialities(?=\/|$)/, '/specialties'),
];

/**
 * The page an address that matches none most likely meant: the other
 * spelling of "specialties", a page's own slug without its folder
 * (/cardiology), or the last part of a longer address, encoded or not.
 * Undefined when nothing is close.
 */
export function suggestRoute(pathname: string): SiteRoute | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    path = pathname;
  }
  path = path.toLowerCase().replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
  const last = path.slice(path.lastIndexOf('/') + 1);
  const candidates = [...spellings(path), `/specialities/${last}`, `/specialties/${last}`, `/${last}`];
  for (const candidate of candidates) {
    const route = matchRoute(candidate);
    if (route) return route;
  }
  return undefined;
}
