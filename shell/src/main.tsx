import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { siteTheme } from 'shared/theme';
import 'react-toastify/dist/ReactToastify.css';
import 'shared/fonts';
import './pressed.css';
import { preloadLinksOnIntent, preloadPath } from './federation/preload';
import { hasPrerenderedHtml, isPrerendering } from './prerender/mode';
import { loadRouteDescriptions } from './routes/routeDescription';
import { nextTask } from './nextTask';
import { SiteRoutes } from './routes/SiteRoutes';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** Starts the page in steps, each a task of its own (nextTask.ts). */
async function start(root: HTMLElement) {
  await nextTask();
  // The current page's remote starts loading now, in parallel with the frame;
  // other pages' remotes when a link to them is pointed at or focused.
  preloadPath(window.location.pathname);
  preloadLinksOnIntent();
  await nextTask();
  siteTheme();
  await nextTask();

  const routes = <SiteRoutes />;
  const app = (
    <StrictMode>
      <BrowserRouter>{routes}</BrowserRouter>
    </StrictMode>
  );

  if (isPrerendering()) {
    // The build's prerender: render live, then hand it the route's server markup.
    const templateSheets = new Set(document.querySelectorAll('link[rel="stylesheet"], style'));
    // Emotion's cache as visitors get it, except that it writes each rule as
    // text rather than through the CSSOM, so the snapshot copies the rules as
    // emotion generated them (see snapshot.tsx).
    const styleCache = createCache({ key: 'css', speedy: false });
    const live = createRoot(root);
    // With the route's description in hand from the first render, for the head.
    void loadRouteDescriptions().then(() => live.render(<CacheProvider value={styleCache}>{app}</CacheProvider>));
    window.__revoraSnapshot = () =>
      import('./prerender/snapshot').then(({ snapshot }) =>
        snapshot(routes, styleCache, templateSheets, () => live.unmount()),
      );
  } else if (hasPrerenderedHtml(root)) {
    // The page is already on screen: attach to it. The remote page's part
    // hydrates when its module arrives (React keeps the HTML until then).
    // As a transition, hydration yields to the browser every few milliseconds
    // (taps and scrolling stay responsive) instead of one long task; the page is
    // on screen meanwhile. The page's prerendered styles are in emotion's
    // server-rendering format: emotion's default cache took them over when it
    // was created, as @emotion/react loaded, and does not insert them again.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError(error) {
          // HTML prerendered before a remote was redeployed: React renders that
          // part afresh with the new remote's content, which is what the visitor
          // should get; nothing is broken.
          console.warn('The prerendered page was out of date and has been rendered again:', error);
        },
      });
    });
  } else {
    createRoot(root).render(app);
  }
}

void start(container);
