import { useRoutes, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/SiteLayout';
import { notFoundRoute, routeTable } from './routeTable';
import { RouteView } from './RouteView';

/**
 * The route table as the router's routes: one flat list, matched without
 * regard to letter case or a trailing slash (react-router's default), and the
 * not-found page for any other path.
 */
const routes: RouteObject[] = [
  ...routeTable.map((route) => ({ path: route.path, element: <RouteView route={route} /> })),
  { path: '*', element: <RouteView route={notFoundRoute} /> },
];

/** The page for the current path inside the site's frame. */
export function SiteRoutes() {
  return <SiteLayout>{useRoutes(routes)}</SiteLayout>;
}
