import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { init, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import ssrEntryLoader from '@module-federation/vite/ssrEntryLoader';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { registerRemoteManifest, type RemoteManifest } from './federation/remotes';
import { loadRouteDescriptions } from './routes/routeDescription';
import { siteRoutes } from './app/SiteRoutes';
import { siteEmotionCache } from './app/emotionCache';

export { notFoundRoute, routeTable } from './routes/routeTable';
export { siteOrigin } from './routes/siteMeta';

/**
 * The federation runtime in Node, with the remotes of a deployment's
 * remotes.json (entries relative to `base`, its URL): the plugin's SSR entry
 * loader reads each remote's mf-manifest.json and loads its
 * remoteEntry.ssr.js over HTTP, so a page renders as its remote is deployed.
 */
export function useDeployment(manifest: RemoteManifest, base: string): void {
  // The loader's declared type names only the hook it implements.
  const loader = ssrEntryLoader() as unknown as ModuleFederationRuntimePlugin;
  init({ name: 'shell', remotes: [], plugins: [loader] });
  registerRemoteManifest(manifest, base);
}

export interface RenderedPage {
  /** Title, description, canonical and sharing tags, for the document's head. */
  head: string;
  /** Emotion's critical styles, in its server-rendering format (the browser's cache adopts them). */
  styles: string;
  /** React's inline scripts for the head: the one that holds an early form submit for React to replay. */
  headScripts: string;
  /** The markup of #root, as hydration expects it. */
  html: string;
}

/** React 19 writes a non-document render's head tags first. */
const hoisted = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;
/**
 * React writes its form-replaying script after the markup; in #root it would
 * run only once the parser is past the whole page and be a node the app does
 * not render, so the head carries it.
 */
const formReplayScript = /<script>(?:(?!<\/script>)[\s\S])*\$\$reactFormReplay(?:(?!<\/script>)[\s\S])*<\/script>/g;

/**
 * Renders one path of the site as the browser will hydrate it: the shell's
 * routes in the router made for server rendering, every lazy part (the
 * remote's page, its sections) loaded first, with emotion's cache collecting
 * the styles. The remotes must be registered first (registerRemoteManifest).
 */
export async function render(url: string): Promise<RenderedPage> {
  await loadRouteDescriptions();
  const cache = siteEmotionCache();
  // Before rendering: it sets the cache to collect the styles instead of
  // writing them inline beside each element.
  const emotion = createEmotionServer(cache);
  // The data router's static rendering; the site has no loaders, so there is
  // no data to hand the browser's router (hydrate={false}: no inline script).
  const handler = createStaticHandler(siteRoutes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`The router answered ${url} with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </CacheProvider>
    </StrictMode>,
    // One piece: every boundary inline and complete, as the HTML is read
    // with scripts or without (no segments completed by script later).
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw errors[0];
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  const head = hoisted.exec(markup)?.[0] ?? '';
  markup = markup.slice(head.length);
  const headScripts = (markup.match(formReplayScript) ?? []).join('');
  const html = markup.replace(formReplayScript, '');
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { head, styles, headScripts, html };
}
