import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { SiteLayout } from '../layout/SiteLayout';
import { notFoundRoute, routeTable } from './routeTable';
import { RouteView } from './RouteView';

/** Router children derived from the route table (react-router matches case-insensitively). */
export const siteRoutes: RouteObject[] = [
  ...routeTable.map((route) => ({ path: route.path, element: <RouteView route={route} /> })),
  { path: '*', element: <RouteView route={notFoundRoute} /> },
];

export function createSiteRouter() {
  return createBrowserRouter([{ element: <SiteLayout />, children: siteRoutes }]);
}
