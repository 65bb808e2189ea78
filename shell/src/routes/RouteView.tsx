import type { ComponentType } from 'react';
import { company, lazyPart } from 'shared';
import { PagePlaceholder } from '../federation/PagePlaceholder';
import { RemotePage } from '../federation/RemotePage';
import { PageReady } from '../prerender/pageReady';
import { useRouteDescription } from './routeDescription';
import { isRemotePage, type SiteRoute } from './routeTable';
import { canonicalUrl, structuredData } from './siteMeta';

/** The shell's own pages, loaded as any lazy part is (lazyPart). */
function shellPage(name: string, load: () => Promise<{ default: ComponentType }>) {
  return lazyPart(
    () =>
      load().then(({ default: Loaded }) => () => (
        <>
          <Loaded />
          <PageReady name={`shell/${name}`} />
        </>
      )),
    { placeholder: <PagePlaceholder /> },
  );
}

const shellPages = {
  privacy: shellPage('privacy', () => import('../pages/PrivacyPolicyPage')),
  security: shellPage('security', () => import('../pages/SecurityPage')),
  accessibility: shellPage('accessibility', () => import('../pages/AccessibilityPage')),
  notFound: shellPage('notFound', () => import('../pages/NotFoundPage')),
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
        <RemotePage page={page} path={route.path} heading={route.heading} />
      ) : (
        ShellPage && <ShellPage />
      )}
    </>
  );
}
