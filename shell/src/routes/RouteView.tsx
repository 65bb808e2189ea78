import { lazy, Suspense } from 'react';
import { PagePlaceholder } from '../federation/PagePlaceholder';
import { RemotePage } from '../federation/RemotePage';
import { isRemotePage, type SiteRoute } from './routeTable';

const shellPages = {
  privacy: lazy(() => import('../pages/PrivacyPolicyPage')),
  notFound: lazy(() => import('../pages/NotFoundPage')),
};

/** One route: its document title and description, then its page. */
export function RouteView({ route }: { route: SiteRoute }) {
  const { page } = route;
  const ShellPage = isRemotePage(page) ? null : shellPages[page.shell];
  return (
    <>
      <title>{route.title}</title>
      <meta name="description" content={route.description} />
      {isRemotePage(page) ? (
        <RemotePage page={page} heading={route.heading} />
      ) : (
        ShellPage && (
          <Suspense fallback={<PagePlaceholder />}>
            <ShellPage />
          </Suspense>
        )
      )}
    </>
  );
}
