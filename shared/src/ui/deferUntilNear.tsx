import { lazy, memo, Suspense, useEffect, useId, useState, type ComponentType } from 'react';
import { useInRouterContext, useLocation } from '../router';

/**
 * How far ahead of the viewport a deferred section starts loading: not at
 * all, it loads as it enters the viewport. Its prerendered HTML is on screen
 * already, so only its interactivity waits for the download, and a tap or
 * keystroke before then is kept (holdClicks below; a form's fields are
 * uncontrolled, so typed text stays, and React replays its submit). Loading
 * a screen ahead made a phone fetch the sections just under its first screen
 * on every visit (the contact form, about 16 KB gzipped), scrolled to or not.
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
 * Until a deferred section has hydrated, React drops a click on one of its
 * buttons. Such clicks (a tap, Enter or Space on a focused button) are held
 * instead and replayed on the same button once the section is React's; the
 * returned function does that. Submit buttons of forms are not held (see hold).
 * Enter and Space on an element that is a button only by its role (the blog's
 * page links) are held the same way: the browser makes no click of them, the
 * section's script would have.
 */
function holdClicks(element: Element): () => void {
  const held: HTMLElement[] = [];
  const buttonIn = (event: Event, selector: string) => {
    const target = event.target instanceof Element ? event.target.closest(selector) : null;
    return target instanceof HTMLElement && element.contains(target) ? target : null;
  };
  const hold = (event: MouseEvent) => {
    const target = buttonIn(event, 'button, [role="button"]');
    // A form's submit button is left alone: the forms are React form actions,
    // and React's inline script holds the submit and replays it once the form
    // has hydrated (a held click would make it submit later, not natively).
    if (!target || (target instanceof HTMLButtonElement && target.type === 'submit' && target.form)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  const holdKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const target = buttonIn(event, '[role="button"]:not(button)');
    if (!target) return;
    event.preventDefault();
    if (!event.repeat) held.push(target);
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('keydown', holdKey, true);
  return () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('keydown', holdKey, true);
    // A button React rendered anew (the HTML was out of date) is not the one clicked: skip it.
    for (const target of held.splice(0)) if (target.isConnected) target.click();
  };
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
 * moves or disappears; then the section hydrates in place. Rendered in the
 * browser instead (after a client-side navigation), it loads at once.
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
    const [{ Section, afterHydration, loadNow }] = useState(() => {
      let releaseClicks = () => {};
      let loadNow = () => {};
      const now = new Promise<void>((resolve) => (loadNow = resolve));
      const Section =
        loaded ??
        lazy(() => {
          // No prerendered element: the page is rendered in the browser (a
          // client-side navigation), not hydrated, so the section loads at once.
          const element =
            typeof document === 'undefined' ? null : document.querySelector(`[data-deferred="${CSS.escape(id)}"]`);
          if (element) releaseClicks = holdClicks(element);
          return (element ? nearViewport(element, now) : Promise.resolve())
            .then(load)
            .then((component) => {
              loaded = component;
              return { default: component };
            });
        });
      return { Section, afterHydration: () => releaseClicks(), loadNow };
    });
    return (
      <div data-deferred={id}>
        {inRouter && <LoadOnNavigation load={loadNow} />}
        <Suspense fallback={null}>
          <Section {...props} />
          <AfterHydration run={afterHydration} />
        </Suspense>
      </div>
    );
  }
  // Until it is near, the section is a boundary React has not hydrated, and an
  // update to it would hold up a transition until it loads. Memoised, it is
  // not updated when its parent re-renders with the same props; pass props
  // that keep their identity (content modules, not inline objects).
  return memo(DeferredSection);
}
