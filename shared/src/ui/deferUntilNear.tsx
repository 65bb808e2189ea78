import { lazy, Suspense, useId, useState, type ComponentType } from 'react';

/** How far ahead of the viewport a deferred section starts loading: one screen. */
const lookAhead = '100% 0px';

/**
 * Resolves when the prerendered element of a deferred section comes within a
 * screen of the viewport, or when a pointer or the keyboard reaches into it.
 * Resolves at once when there is no such element yet: the page is being
 * rendered in the browser (a client-side navigation), not hydrated.
 */
function nearViewport(id: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const element = document.querySelector(`[data-deferred="${CSS.escape(id)}"]`);
  if (!element) return Promise.resolve();
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
  });
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
    const [Section] = useState(
      () =>
        loaded ??
        lazy(() =>
          nearViewport(id)
            .then(load)
            .then((component) => {
              loaded = component;
              return { default: component };
            }),
        ),
    );
    return (
      <div data-deferred={id}>
        <Suspense fallback={null}>
          <Section {...props} />
        </Suspense>
      </div>
    );
  }
  return DeferredSection;
}
