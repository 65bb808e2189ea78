import type { RouteObject } from 'react-router-dom';
import { SiteLayout } from './SiteLayout';
import { notFoundRoute, routeTable } from '../routes/routeTable';
import { RouteView } from '../routes/RouteView';

/**
 * The route table as the data router's routes, inside the site's frame: one
 * flat list, matched without regard to letter case or a trailing slash
 * (react-router's default), and the not-found page for any other path.
 */
export const siteRoutes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      ...routeTable.map((route) => ({ path: route.path, element: <RouteView route={route} /> })),
      { path: '*', element: <RouteView route={notFoundRoute} /> },
    ],
  },
];
