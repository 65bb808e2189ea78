import { useLocation } from 'shared/router';
import { SiteLayout } from '../layout/SiteLayout';
import { matchRoute, notFoundRoute } from './routeTable';
import { RouteView } from './RouteView';

/**
 * The page for the current path, from the route table (matched
 * case-insensitively), inside the site's frame; the not-found page for any
 * other path.
 */
export function SiteRoutes() {
  const { pathname } = useLocation();
  return (
    <SiteLayout>
      <RouteView route={matchRoute(pathname) ?? notFoundRoute} />
    </SiteLayout>
  );
}
