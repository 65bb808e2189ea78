/**
 * The site's one mechanism for presses made before their part of the page is
 * live. The prerendered page is on screen long before its scripts have
 * hydrated it, and React drops a click on a control it has not hydrated yet.
 * Controls the platform runs without script (links, popover and dialog
 * invokers, `<details>`, forms with React actions, whose own inline script
 * holds a submit) need nothing; the others (carousel arrows, pagination, a
 * dropdown's button) are covered here.
 *
 * A part that is not live yet carries `data-hydrating`: `#root` until the
 * shell has hydrated, the route's page until its remote has, each deferred
 * section until its code has. A click, tap, or Enter or Space on a control by
 * role inside such a part is held: the control shows at once that it took the
 * press (`data-pressed`, styled by the shell's stylesheet), and the press is
 * replayed on the same control, in order, when the part goes live (`release`).
 * When a part's code cannot load, its presses are dropped (`drop`) and the
 * part tells the visitor, with a retry; until it is live, presses in it are
 * not held (a control that waits on a failed download would mislead).
 *
 * `holdPresses` runs as an inline script at the top of every page's head (the
 * shell's build writes it there from this function's source), so it must not
 * refer to anything outside its own body.
 */
export function holdPresses(win: Window & typeof globalThis): void {
  const doc = win.document;
  const held: HTMLElement[] = [];
  // A part whose code failed to load ("failed") says so; presses in it are not held.
  const waiting = (element: Element) => {
    const part = element.closest('[data-hydrating]');
    return part !== null && part.getAttribute('data-hydrating') !== 'failed';
  };

  const controlOf = (event: Event, selector: string): HTMLElement | null => {
    const target = event.target;
    const control = target instanceof win.Element ? target.closest<HTMLElement>(selector) : null;
    if (!control || !waiting(control)) return null;
    // These work without script: the browser or React's own replay handles them.
    if (control.matches('[popovertarget], [commandfor], summary')) return null;
    if (control instanceof win.HTMLButtonElement && control.type === 'submit' && control.form) return null;
    return control;
  };

  const hold = (event: Event, control: HTMLElement) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(control);
    control.setAttribute('data-pressed', '');
  };

  // Capturing on the document: ahead of React's listeners on the root.
  doc.addEventListener(
    'click',
    (event) => {
      const control = controlOf(event, 'button, [role="button"]');
      if (control) hold(event, control);
    },
    true,
  );
  // A native button makes a click of Enter and Space; a control that is a
  // button only by its role (the blog's page links) gets them from its script.
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      const control = controlOf(event, '[role="button"]:not(button)');
      if (!control) return;
      if (event.repeat) event.preventDefault();
      else hold(event, control);
    },
    true,
  );

  // The part's held presses: those now live (release), or all of them (drop).
  const take = (part: Element, live: boolean) =>
    held.filter((control) => part.contains(control) && !(live && waiting(control))).map((control) => {
      held.splice(held.indexOf(control), 1);
      control.removeAttribute('data-pressed');
      return control;
    });

  const firstScreen = (part: Element) => {
    const range = doc.createRange();
    range.selectNodeContents(part);
    const box = range.getBoundingClientRect();
    return box.height > 0 && box.top + win.scrollY < win.innerHeight;
  };

  const live: Array<{ at: number; firstScreen: boolean }> = [];
  (win as Window & { __revoraPresses?: unknown }).__revoraPresses = {
    live,
    release(part: Element) {
      if (!part.hasAttribute('data-hydrating')) return;
      part.removeAttribute('data-hydrating');
      live.push({ at: win.performance.now(), firstScreen: firstScreen(part) });
      // A control React rendered anew (the HTML was out of date) is not the one pressed: skip it.
      for (const control of take(part, true)) if (control.isConnected) control.click();
    },
    drop(part: Element) {
      take(part, false);
      part.setAttribute('data-hydrating', 'failed');
    },
  };
}
