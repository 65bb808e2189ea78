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
