import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { restoreKeptInput } from 'shared';
import { siteTheme } from 'shared/theme';
import { siteEmotionCache } from './app/emotionCache';
import { preloadLinksOnIntent, preloadPath } from './federation/preload';
import { nextTask } from './nextTask';
import { siteRoutes } from './app/SiteRoutes';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** Starts the page in steps, each a task of its own (nextTask.ts). */
async function start(root: HTMLElement) {
  // A page reloaded by Try again (shared/src/ui/reloadKeepingInput.ts): what
  // the visitor had typed goes back into the prerendered fields first.
  restoreKeptInput();
  await nextTask();
  // The current page's remote starts loading now, in parallel with the frame;
  // other pages' remotes when a link to them is pointed at or focused.
  preloadPath(window.location.pathname);
  preloadLinksOnIntent();
  await nextTask();
  siteTheme();
  await nextTask();

  const prerendered = root.dataset.prerendered !== undefined;
  // Hydrating: the site has no loaders, so there is no data, but the router
  // then leaves the scroll position to the browser (which restores it on a
  // reload) instead of moving a page the visitor may be scrolling already.
  const router = createBrowserRouter(siteRoutes, prerendered ? { hydrationData: {} } : {});
  const app = (
    <StrictMode>
      <CacheProvider value={siteEmotionCache()}>
        <RouterProvider router={router} />
      </CacheProvider>
    </StrictMode>
  );

  if (prerendered) {
    // The page is already on screen: attach to it. The remote page's part
    // hydrates when its module arrives (React keeps the HTML until then).
    // As a transition, hydration yields to the browser every few milliseconds
    // (taps and scrolling stay responsive) instead of one long task; the page is
    // on screen meanwhile. The page's prerendered styles are in emotion's
    // server-rendering format: the site's cache takes them over as it is
    // created and does not insert them again.
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
