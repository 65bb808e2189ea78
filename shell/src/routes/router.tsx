import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from '../layout/SiteLayout';
import { notFoundRoute, routeTable } from './routeTable';
import { RouteView } from './RouteView';

/**
 * The site's routes, derived from the route table (react-router matches
 * case-insensitively). Declarative routes inside a BrowserRouter: the data
 * router (loaders, actions, fetchers) would add about 17 KB to every page's
 * first download for features the site does not use.
 */
export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {routeTable.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteView route={route} />} />
        ))}
        <Route path="*" element={<RouteView route={notFoundRoute} />} />
      </Route>
    </Routes>
  );
}
