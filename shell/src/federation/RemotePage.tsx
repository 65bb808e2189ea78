import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import {
  createPartStatus,
  loadRetrying,
  PageHeader,
  PartErrorBoundary,
  PartUnavailable,
  partIsLive,
  usePartFailure,
  waitingPart,
  warningBoxSx,
  type PartStatus,
} from 'shared';
import type { RemotePageRef } from '../routes/routeTable';
import { PageReady } from '../prerender/pageReady';
import { PagePlaceholder } from './PagePlaceholder';
import { loadRemoteModule, resetRemote } from './remotes';

type PageComponent = ComponentType<Record<string, string>>;

// One lazy component per exposed module, so revisiting a page renders at once.
const pages = new Map<string, PageComponent>();

/** The page part of the prerendered HTML, while it waits for its remote. */
const prerenderedPart = (): Element | null =>
  typeof document === 'undefined' ? null : document.querySelector('#root[data-prerendered] [data-remote-page]');

/**
 * The page the visitor opened, hydrated over its prerendered HTML (pages
 * rendered later are navigated to), and whether its remote failed to load.
 */
const firstPage = { key: null as string | null, status: createPartStatus() };
let hydrated = false;

function remotePage(ref: RemotePageRef): PageComponent {
  const key = `${ref.remote}/${ref.module}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(() => {
      const load = () => loadRemoteModule<{ default: PageComponent }>(ref.remote, ref.module);
      // Hydrating the page the visitor opened: its HTML is on screen, so a
      // failed download keeps it there (readable, links working) and retries.
      // Rendering a page navigated to: a failure shows the message below.
      const hydrating = !hydrated && prerenderedPart() !== null;
      hydrated = true;
      if (!hydrating) return load();
      firstPage.key = key;
      let attempts = 0;
      const retrying = () => (attempts++ === 0 ? load() : resetRemote(ref.remote).then(load));
      return loadRetrying(retrying, prerenderedPart, firstPage.status);
    });
    pages.set(key, page);
  }
  return page;
}

/** In place of a page whose remote is down or whose module throws, with Retry. */
function RemotePageError({ heading, onRetry }: { heading: string; onRetry: () => void }) {
  return (
    <>
      <PageReady name="error" />
      <PageHeader title={heading} />
      <Container maxWidth="md" sx={{ py: 6 }}>
        {/* A plain panel rather than MUI's Alert: this must render when the
            network is the problem, so it ships with the frame, and Alert's
            icon set would weigh on every page's first download. */}
        <Box
          role="alert"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'flex-start',
            p: 2.5,
            ...warningBoxSx,
          }}
        >
          <WarningAmberRounded sx={{ color: '#B35C00', mt: 0.25 }} aria-hidden />
          <Box sx={{ flex: '1 1 16rem' }}>
            <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
              This section is temporarily unavailable
            </Typography>
            <Typography component="p">
              We couldn’t load this page just now. Check your connection and press Retry; the rest of the site
              keeps working.
            </Typography>
          </Box>
          <Button color="inherit" variant="outlined" onClick={onRetry}>
            Retry
          </Button>
        </Box>
      </Container>
    </>
  );
}

/** Renders nothing; marks the page's part live once its content has committed. */
function PartLive({ part }: { part: { current: Element | null } }) {
  useEffect(() => partIsLive(part.current), [part]);
  return null;
}

/** Says that the prerendered page's remote did not load, with a retry; the page's HTML stays. */
function FirstPageUnavailable({ status, pageKey }: { status: PartStatus; pageKey: string }) {
  const failure = usePartFailure(status);
  // Shown on that page only: its failure says nothing about the others.
  if (!failure || firstPage.key !== pageKey) return null;
  return (
    <PartUnavailable onRetry={failure.retry}>
      <strong>This page’s interactive parts didn’t load.</strong> You can read it and follow its links; its
      buttons and forms wait until it loads. Check your connection and try again.
    </PartUnavailable>
  );
}

/**
 * Renders a page that lives in a remote: a placeholder of the page's size
 * while it loads, and a message with Retry (instead of a blank site) when the
 * remote is down or its module throws. The page the visitor opened keeps its
 * prerendered HTML instead, with a message above it, until its remote loads.
 */
export function RemotePage({ page, heading }: { page: RemotePageRef; heading: string }) {
  const [attempt, setAttempt] = useState(0);
  const part = useRef<HTMLDivElement>(null);
  const Page = remotePage(page);

  const retry = () => {
    pages.delete(`${page.remote}/${page.module}`);
    void resetRemote(page.remote).finally(() => setAttempt((n) => n + 1));
  };

  return (
    <>
      <FirstPageUnavailable status={firstPage.status} pageKey={`${page.remote}/${page.module}`} />
      {/* Keyed by module too: another page must not inherit this page's failure. */}
      <PartErrorBoundary
        key={`${page.remote}/${page.module}#${attempt}`}
        fallback={() => <RemotePageError heading={heading} onRetry={retry} />}
      >
        <div data-remote-page {...waitingPart} ref={part} style={{ display: 'contents' }}>
          <Suspense fallback={<PagePlaceholder />}>
            <Page {...page.props} />
            <PageReady name={`${page.remote}/${page.module}`} />
            <PartLive part={part} />
          </Suspense>
        </div>
      </PartErrorBoundary>
    </>
  );
}
