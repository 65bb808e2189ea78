import { lazy, Suspense } from 'react';
import { company } from 'shared';
import { PagePlaceholder } from '../federation/PagePlaceholder';
import { RemotePage } from '../federation/RemotePage';
import { PageReady } from '../prerender/pageReady';
import { useRouteDescription } from './routeDescription';
import { isRemotePage, type SiteRoute } from './routeTable';
import { canonicalUrl, structuredData } from './siteMeta';

const shellPages = {
  privacy: lazy(() => import('../pages/PrivacyPolicyPage')),
  notFound: lazy(() => import('../pages/NotFoundPage')),
};

/** One route: its document title, description, sharing tags and structured data, then its page. */
export function RouteView({ route }: { route: SiteRoute }) {
  const { page } = route;
  const ShellPage = isRemotePage(page) ? null : shellPages[page.shell];
  const known = route.path !== '*';
  const description = useRouteDescription(route.path);
  return (
    <>
      <title>{route.title}</title>
      {description !== undefined && <meta name="description" content={description} />}
      {known && <link rel="canonical" href={canonicalUrl(route.path)} />}
      {!known && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:title" content={route.title} />
      {description !== undefined && <meta property="og:description" content={description} />}
      {known && <meta property="og:url" content={canonicalUrl(route.path)} />}
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={route.title} />
      {description !== undefined && <meta name="twitter:description" content={description} />}
      <script type="application/ld+json">{JSON.stringify(structuredData(route))}</script>
      {isRemotePage(page) ? (
        <RemotePage page={page} heading={route.heading} />
      ) : (
        ShellPage && (
          <Suspense fallback={<PagePlaceholder />}>
            <ShellPage />
            <PageReady name={`shell/${page.shell}`} />
          </Suspense>
        )
      )}
    </>
  );
}
