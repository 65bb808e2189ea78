import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  Component,
  lazy,
  memo,
  Suspense,
  useId,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { reloadKeepingInput, siteAnswers } from './reloadKeepingInput';

/**
 * The one message for a part of the site whose code did not arrive, whatever
 * the part (a page, a section, the footer's form) and however it got there.
 * Plain boxes and a button the frame already has: it must render when the
 * network is the problem.
 */
export function PartUnavailable({ onRetry, trying = false }: { onRetry: () => void; trying?: boolean }) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        maxWidth: 'lg',
        mx: 'auto',
        my: 2,
        px: 2.5,
        py: 2,
        borderRadius: 2,
        bgcolor: '#FFF4E5',
        color: '#663C00',
        border: '1px solid #F5C77E',
      }}
    >
      <Typography component="p" sx={{ flex: '1 1 16rem', m: 0 }}>
        <Box component="strong" sx={{ fontWeight: 700 }}>
          This part of the page didn’t load.
        </Box>{' '}
        Its buttons and forms won’t respond until it does; the rest of the site works as usual. Check your connection
        and try again.
      </Typography>
      <Button color="inherit" variant="outlined" onClick={onRetry} loading={trying}>
        Try again
      </Button>
    </Box>
  );
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** The one error boundary of lazily loaded parts: an error in one part never takes the page down. */
export class PartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A part of the page could not be loaded:', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface LazyPartOptions {
  /** Shown while the code loads when the part has no prerendered HTML (a page opened by a link). */
  placeholder?: ReactNode;
  /** Shown above the message when a part without prerendered HTML failed (a page's heading). */
  failed?: ReactNode;
  /**
   * Below the fold: the code downloads only when the part nears the viewport,
   * the keyboard or a pointer reaches into it, or the visitor navigates. Its
   * prerendered HTML is on screen meanwhile, so a phone's first visit
   * downloads the code of what it shows, not of every section of a long page
   * (the first-visit budget, e2e/budget.json).
   */
  whenNear?: boolean;
  /**
   * With whenNear: how far below the viewport the part starts loading (an
   * IntersectionObserver margin, e.g. "100%" for one viewport height). For a
   * part that must be live before it is seen: a counter counts up only if it
   * was ready before it came into view (CountUp), so it never drops a figure
   * a visitor is reading to 0.
   */
  loadAhead?: string;
  /**
   * A part the visitor opens (the search): when Try again has to reload the
   * page, the new page opens it again under this name (`takeReopened`).
   */
  reopen?: string;
}

/**
 * Resolves when `element` enters the viewport (or comes within `ahead` below
 * it), or a pointer or the keyboard reaches into it, or `now` resolves.
 */
function nearViewport(element: Element | null | undefined, now: Promise<void>, ahead = '0px'): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: `0px 0px ${ahead} 0px` },
    );
    // On the document, capturing: React stops events aimed at a part it has
    // not hydrated yet before they reach the part itself.
    const onIntent = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) done();
    };
    function done() {
      observer.disconnect();
      document.removeEventListener('focusin', onIntent, true);
      document.removeEventListener('pointerdown', onIntent, true);
      resolve();
    }
    observer.observe(element);
    document.addEventListener('focusin', onIntent, true);
    document.addEventListener('pointerdown', onIntent, true);
    void now.then(done);
  });
}

/**
 * Renders nothing; calls `load` once the location changes. React cannot show
 * a navigation (a transition) until every part it has not hydrated yet has
 * hydrated, so a part waiting to near the viewport starts loading then.
 */
function LoadOnNavigation({ load }: { load: () => void }) {
  const location = useLocation();
  const [first] = useState(location);
  if (location !== first) load();
  return null;
}

/**
 * A copy of a part's prerendered HTML to keep on screen while its code is
 * missing. Nothing in it is a part any more: nothing may take it for HTML to
 * hydrate.
 */
function keepHtml(element: Element | null): string | null {
  if (!element) return null;
  const copy = element.cloneNode(true) as Element;
  for (const node of copy.querySelectorAll('[data-part]')) node.removeAttribute('data-part');
  return copy.innerHTML;
}

/** In place of a part whose code is missing: the one message, and what stays on screen meanwhile. */
function PartFailed(props: { retry: () => Promise<void>; instead: ReactNode; kept: { current: string | null } }) {
  const { retry, instead } = props;
  const kept = props.kept.current;
  const [trying, setTrying] = useState(false);
  return (
    <>
      {kept === null && instead}
      <PartUnavailable trying={trying} onRetry={() => (setTrying(true), void retry().finally(() => setTrying(false)))} />
      {kept !== null && <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: kept }} />}
    </>
  );
}

/**
 * A part of the site whose code loads lazily (`React.lazy` + `Suspense`): a
 * remote's page, a shell page, a section below the fold. Over prerendered
 * HTML, React keeps that HTML on screen until the code arrives and hydrates
 * it in place. When the code cannot be fetched, `PartBoundary` shows the one
 * message with **Try again**, above a copy of the part's prerendered HTML
 * (readable, its links working) or, when there was none, above
 * `options.failed`. Try again downloads the code while the message stays,
 * then renders the part; the federation runtime has already forgotten a
 * failed remote (shell/src/federation/remotes.ts). When the browser refuses
 * the code again while the site answers, it is keeping the failure (engines
 * differ): the page is reloaded with what the visitor typed kept
 * (reloadKeepingInput.ts). Every lazy part, remote page and the search
 * dialog comes back this one way.
 *
 *   const LogoCarousel = lazyPart(() => import('./LogoCarousel').then((m) => m.LogoCarousel), { whenNear: true });
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyPartOptions = {},
): ComponentType<P> {
  // Once the code has arrived, later visits render the part in the same
  // commit: no empty frame while a lazy component resolves again, so going
  // back to a page finds it at full height and its scroll position restored.
  let loaded: ComponentType<P> | null = null;
  // One download at a time, shared by every instance; forgotten when it fails so Try again asks again.
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  function LazyPart(props: P) {
    // The same id on the server and while hydrating: it finds the prerendered HTML.
    const id = useId();
    const element = () =>
      typeof document === 'undefined' ? null : document.querySelector(`[data-part="${CSS.escape(id)}"]`);
    // Hydrating over prerendered HTML, or rendered after a navigation (none).
    const [prerendered] = useState(() => element() !== null);
    const kept = useRef<string | null>(null);
    // A part that is not waiting for the viewport downloads its code as soon
    // as the frame around it is live, not when React reaches its prerendered
    // HTML: a visitor who leaves before React got there and comes back (Back)
    // finds it loaded, so the page renders whole in one commit and the
    // router's ScrollRestoration restores the position on the full page, not
    // on a shorter placeholder.
    useEffect(() => {
      if (!options.whenNear) start().catch(() => {});
    }, []);
    const [generation, setGeneration] = useState(0);
    const inRouter = useInRouterContext();
    const [now] = useState(() => {
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    });
    const Part = useMemo(
      () =>
        loaded ??
        lazy(async () => {
          if (options.whenNear && prerendered) await nearViewport(element()?.firstElementChild, now.promise, options.loadAhead);
          try {
            await start();
          } catch (error) {
            // Still the prerendered HTML: React keeps it until the part hydrates.
            if (prerendered) kept.current = keepHtml(element());
            throw error;
          }
          return { default: loaded! };
        }),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- a new generation renders what Try again loaded
      [generation],
    );
    const retry = () =>
      start().then(
        () => setGeneration((n) => n + 1),
        async (error: unknown) => {
          console.warn('A part of the page could not be loaded:', error);
          // Still offline: the message stays for the next Try again.
          if (await siteAnswers()) reloadKeepingInput(options.reopen);
        },
      );
    // The boundary keeps its identity while the props do: an update reaching
    // a part React has not hydrated would throw its HTML away.
    const part = useMemo(
      () => (
        <Suspense fallback={options.placeholder}>
          <Part {...props} />
        </Suspense>
      ),
      [Part, props],
    );
    return (
      <div data-part={id} style={{ display: 'contents' }}>
        {inRouter && options.whenNear && <LoadOnNavigation load={now.resolve} />}
        <PartBoundary
          key={generation}
          fallback={<PartFailed retry={retry} instead={options.failed} kept={kept} />}
        >
          {part}
        </PartBoundary>
      </div>
    );
  }
  // Until it has hydrated, a re-render with the same props must not reach it
  // (see above). Pass props that keep their identity (content modules).
  return memo(LazyPart);
}

/** A section below the fold: its code downloads as it nears the viewport (or `loadAhead` before). */
export const deferUntilNear = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: Pick<LazyPartOptions, 'loadAhead'> = {},
): ComponentType<P> => lazyPart(load, { whenNear: true, ...options });
