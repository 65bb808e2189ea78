import { matchRoute } from '../routes/matchRoute';
import { isRemotePage } from '../routes/routeTable';
import { loadRemoteModule } from './remotes';
import { loadRouteDescriptions } from '../routes/routeDescription';

/**
 * Starts loading the remote page a path shows, so it is ready (or nearly) by
 * the time the router renders it. Failures are left to the page's loader,
 * which shows them with Retry.
 */
export function preloadPath(pathname: string): void {
  const route = matchRoute(pathname);
  if (!route || !isRemotePage(route.page)) return;
  loadRemoteModule(route.page.remote, route.page.module).catch(() => {});
}

/**
 * Preloads a link's page when the pointer rests on it or it gets keyboard
 * focus, and the pages' descriptions for its head (the page opened first had
 * its own in the prerendered HTML).
 */
export function preloadLinksOnIntent(): void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="/"]');
    if (!link) return;
    preloadPath(new URL((link as HTMLAnchorElement).href).pathname);
    loadRouteDescriptions().catch(() => {});
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
