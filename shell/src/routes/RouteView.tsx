import { lazy, Suspense, type ComponentType } from 'react';
import {
  company,
  createPartStatus,
  loadRetrying,
  PartErrorBoundary,
  PartUnavailable,
  usePartFailure,
  type PartStatus,
} from 'shared';
import { PagePlaceholder } from '../federation/PagePlaceholder';
import { RemotePage } from '../federation/RemotePage';
import { PageReady } from '../prerender/pageReady';
import { useRouteDescription } from './routeDescription';
import { isRemotePage, type SiteRoute } from './routeTable';
import { canonicalUrl, structuredData } from './siteMeta';

/**
 * The shell's own pages. A failed download keeps what is on screen (the
 * prerendered page, or the placeholder) and is tried again, with a message.
 */
function shellPage(load: () => Promise<{ default: ComponentType }>) {
  const status = createPartStatus();
  return { status, Page: lazy(() => loadRetrying(load, () => null, status)) };
}

const shellPages = {
  privacy: shellPage(() => import('../pages/PrivacyPolicyPage')),
  notFound: shellPage(() => import('../pages/NotFoundPage')),
};

function ShellPageUnavailable({ status }: { status: PartStatus }) {
  const failure = usePartFailure(status);
  return failure && <PartUnavailable onRetry={failure.retry} />;
}

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
          <>
            <ShellPageUnavailable status={ShellPage.status} />
            <PartErrorBoundary fallback={(retry) => <PartUnavailable onRetry={retry} />}>
              <Suspense fallback={<PagePlaceholder />}>
                <ShellPage.Page />
                <PageReady name={`shell/${page.shell}`} />
              </Suspense>
            </PartErrorBoundary>
          </>
        )
      )}
    </>
  );
}
