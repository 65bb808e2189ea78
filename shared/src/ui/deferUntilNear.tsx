import { lazy, memo, Suspense, useEffect, useId, useMemo, useRef, useState, type ComponentType } from 'react';
import { partIsLive, waitingPart } from '../presses/liveParts';
import { useInRouterContext, useLocation } from '../router';
import { createPartStatus, loadRetrying, PartErrorBoundary, PartUnavailable, usePartFailure } from './partLoading';

/**
 * How far ahead of the viewport a deferred section starts loading: not at
 * all, it loads as it enters the viewport. Its prerendered HTML is on screen
 * already, so only its interactivity waits for the download: a press before
 * then is held and replayed (presses/holdPresses.ts), and a form's fields are
 * uncontrolled, so typed text stays and React replays its submit. Loading a
 * screen ahead made a phone fetch the sections just under its first screen on
 * every visit (the contact form, about 16 KB gzipped), scrolled to or not.
 */
const lookAhead = '0px';

/**
 * Resolves when the prerendered element of a deferred section enters the
 * viewport, when a pointer or the keyboard reaches into it, or
 * when `now` resolves.
 */
function nearViewport(element: Element, now: Promise<void>): Promise<void> {
  if (typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: lookAhead },
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
 * Renders nothing; calls `load` once the location changes. A section React has
 * not hydrated yet must hydrate before a navigation can show: React cannot
 * tell whether the location is read inside it, so the navigation (a
 * transition) waits for it. This starts its download then instead of when the
 * visitor nears it (the footer's form stays on screen across pages).
 */
function LoadOnNavigation({ load }: { load: () => void }) {
  const location = useLocation();
  const [first] = useState(location);
  if (location !== first) load();
  return null;
}

/** Renders nothing; runs once its Suspense boundary, the deferred section, has hydrated. */
function AfterHydration({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * A below-the-fold section whose code downloads only when the visitor gets
 * near it. Until then its prerendered HTML stays on screen as it is (React
 * keeps a suspended boundary's server markup while hydrating), so nothing
 * moves or disappears; then the section hydrates in place, and presses held
 * meanwhile are replayed. Rendered in the browser instead (after a
 * client-side navigation), it loads at once. When its code cannot be
 * downloaded, the HTML stays, and a section with controls says so and
 * offers a retry (partLoading.tsx).
 *
 *   const LogoCarousel = deferUntilNear(() => import('./LogoCarousel').then((m) => m.LogoCarousel));
 */
export function deferUntilNear<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  // Once the code has arrived, later visits render the section at once: no
  // empty frame while a lazy component resolves again, so going back to a
  // page finds it at full height and its scroll position is restored.
  let loaded: ComponentType<P> | null = null;
  function DeferredSection(props: P) {
    // The same id on the server and while hydrating: it finds the prerendered element.
    const id = useId();
    const inRouter = useInRouterContext();
    const part = useRef<HTMLDivElement>(null);
    const [{ Section, loadNow, status }] = useState(() => {
      let loadNow = () => {};
      const now = new Promise<void>((resolve) => (loadNow = resolve));
      const status = createPartStatus();
      const Section =
        loaded ??
        lazy(() => {
          // No prerendered element: the page is rendered in the browser (a
          // client-side navigation), not hydrated, so the section loads at once.
          const element =
            typeof document === 'undefined' ? null : document.querySelector(`[data-deferred="${CSS.escape(id)}"]`);
          return (element ? nearViewport(element, now) : Promise.resolve())
            .then(() => loadRetrying(load, () => part.current, status))
            .then((component) => {
              loaded = component;
              return { default: component };
            });
        });
      return { Section, loadNow, status };
    });
    const failure = usePartFailure(status);
    // The boundary keeps its identity when only the failure changes: an update
    // reaching a part React has not hydrated would throw its HTML away.
    const section = useMemo(
      () => (
        <Suspense fallback={null}>
          <Section {...props} />
          <AfterHydration run={() => partIsLive(part.current)} />
        </Suspense>
      ),
      [Section, props],
    );
    return (
      <>
        <div data-deferred={id} {...waitingPart} ref={part}>
          {inRouter && <LoadOnNavigation load={loadNow} />}
          <PartErrorBoundary fallback={(retry) => <PartUnavailable onRetry={retry} />}>{section}</PartErrorBoundary>
        </div>
        {failure?.hasControls && <PartUnavailable onRetry={failure.retry} />}
      </>
    );
  }
  // Until it is near, the section is a boundary React has not hydrated, and an
  // update to it would hold up a transition until it loads. Memoised, it is
  // not updated when its parent re-renders with the same props; pass props
  // that keep their identity (content modules, not inline objects).
  return memo(DeferredSection);
}
