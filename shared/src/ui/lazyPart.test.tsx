import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { renderToReadableStream } from 'react-dom/server';
import { startTransition, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferUntilNear, lazyPart } from './lazyPart';

function Badge({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

/** An IntersectionObserver the test drives: `enterViewport()` reports every observed element as visible. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enterViewport() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** The page as the build prerenders it: every boundary resolved, inline. */
async function prerender(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  await stream.allReady;
  return new Response(stream).text();
}

const roots: Root[] = [];

/**
 * A deferred Badge as a visitor gets it: the build's HTML in the page, then
 * hydrated by a fresh deferred component whose loader is a spy.
 */
async function hydrateOverPrerender(label: string) {
  const Prerendered = deferUntilNear(() => Promise.resolve(Badge));
  const container = document.createElement('div');
  container.innerHTML = await prerender(<Prerendered label={label} />);
  document.body.append(container);
  const prerendered = screen.getByRole('button', { name: label });

  const load = vi.fn(() => Promise.resolve(Badge));
  const Hydrated = deferUntilNear(load);
  await act(async () => {
    roots.push(hydrateRoot(container, <Hydrated label={label} />));
  });
  await settle();
  return { container, prerendered, load };
}

/**
 * A deferred section whose code has not arrived yet: the build's HTML in the
 * page, hydration started, the download pending. Call `arrive()` to deliver it.
 */
async function hydrateBeforeCodeArrives(Component: () => ReactNode): Promise<{ arrive: () => Promise<void> }> {
  const Prerendered = deferUntilNear(() => Promise.resolve(Component));
  const container = document.createElement('div');
  container.innerHTML = await prerender(<Prerendered />);
  document.body.append(container);
  let deliver: (component: typeof Component) => void = () => {};
  const Hydrated = deferUntilNear(() => new Promise<typeof Component>((resolve) => (deliver = resolve)));
  await act(async () => {
    roots.push(hydrateRoot(container, <Hydrated />));
  });
  return { arrive: () => act(async () => deliver(Component)) };
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('lazyPart', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('rendered in the browser (a client-side navigation), loads and shows the section at once', async () => {
    const load = vi.fn(() => Promise.resolve(Badge));
    const Deferred = deferUntilNear(load);
    render(<Deferred label="Next badge" />);
    expect(await screen.findByRole('button', { name: 'Next badge' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it('once its code has arrived, a later visit renders the section in the same commit, without loading again', async () => {
    const load = vi.fn(() => Promise.resolve(Badge));
    const Deferred = deferUntilNear(load);
    const first = render(<Deferred label="Next badge" />);
    await screen.findByRole('button', { name: 'Next badge' });
    first.unmount();

    render(<Deferred label="Next badge" />);
    // No await: the section is there as soon as the page is (back navigation restores scroll against it).
    expect(screen.getByRole('button', { name: 'Next badge' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('over prerendered HTML, keeps that HTML and loads the code only when the section nears the viewport', async () => {
    const { container, prerendered, load } = await hydrateOverPrerender('Next badge');
    // Still the server's element, and nothing downloaded yet.
    expect(screen.getByRole('button', { name: 'Next badge' })).toBe(prerendered);
    expect(load).not.toHaveBeenCalled();

    const [observer] = FakeObserver.instances;
    expect(observer?.observed).toEqual([container.firstElementChild?.firstElementChild]);
    await act(async () => observer?.enterViewport());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
    // Hydrated in place: the same element, now React's.
    expect(screen.getByRole('button', { name: 'Next badge' })).toBe(prerendered);
  });

  it('loads at once when the keyboard reaches into a section before it is near', async () => {
    const { load } = await hydrateOverPrerender('Previous badge');
    expect(load).not.toHaveBeenCalled();
    expect(FakeObserver.instances).toHaveLength(1);
    await userEvent.tab();
    await settle();
    expect(screen.getByRole('button', { name: 'Previous badge' })).toBe(document.activeElement);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when its code fails to download, keeps the prerendered HTML, says so, and recovers on Try again', async () => {
    const pressed = vi.fn();
    function Counter() {
      return (
        <p>
          Read <a href="/aboutus">about us</a>{' '}
          <button type="button" onClick={pressed}>
            Count
          </button>
        </p>
      );
    }
    const Prerendered = deferUntilNear(() => Promise.resolve(Counter));
    const container = document.createElement('div');
    container.innerHTML = await prerender(<Prerendered />);
    document.body.append(container);
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('chunk blocked')) : Promise.resolve(Counter)));
    const Hydrated = deferUntilNear(load);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      roots.push(hydrateRoot(container, <Hydrated />));
    });

    await act(async () => FakeObserver.instances[0]?.enterViewport());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    // The section is still there, as it was (its links work), and the visitor is told.
    expect(screen.getByRole('link', { name: 'about us' }).getAttribute('href')).toBe('/aboutus');
    expect(screen.getByRole('button', { name: 'Count' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('didn’t load');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(load).toHaveBeenCalledTimes(2);
    // Live now: React's own button, in place of the copy.
    await userEvent.click(screen.getByRole('button', { name: 'Count' }));
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('rendered in the browser, a failed download shows what the part offers instead, the same message, and recovers', async () => {
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('remote down')) : Promise.resolve(Badge)));
    const Page = lazyPart(load, { placeholder: <p>Loading page…</p>, failed: <h1>Contact Us</h1> });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page label="Send" />);
    expect(screen.getByText('Loading page…')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('didn’t load');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contact Us');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Send' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when the browser keeps refusing the code (it remembers the failure), Try again reloads the page once the site answers', async () => {
    // An engine that keeps a failed module import failed for the page's life
    // answers every import of that address with the same failure, asking no one.
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const Page = lazyPart(load, { failed: <h1>Contact Us</h1>, reopen: 'contact' });
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Page />);
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });

    // Still offline: the message stays for the next try.
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await userEvent.click(tryAgain);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await settle();
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('didn’t load');

    // Back online, and the code still refused: only a new page can bring it.
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(null))));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(3);
    expect(JSON.parse(sessionStorage.getItem('revora:reloaded-for')!)).toMatchObject({ reopen: 'contact' });
    sessionStorage.clear();
    reload.mockRestore();
  });

  it("leaves a form's submit button to React: a submit before the section hydrated reaches its action once, when it is live", async () => {
    const action = vi.fn<(formData: FormData) => void>();
    function SignUp() {
      return (
        <form aria-label="Sign up" action={action}>
          <input aria-label="Email" name="email" defaultValue="" />
          <button type="submit">Subscribe</button>
        </form>
      );
    }
    const { arrive } = await hydrateBeforeCodeArrives(SignUp);
    // The inline script React's server renderer puts in the page for a form
    // with an action (the page's head carries it): it holds a submit made
    // before the form hydrated, for React to replay.
    const script = document.querySelector('script')?.textContent ?? '';
    expect(script).toContain('$$reactFormReplay');
    const listeners: EventListener[] = [];
    new Function('addEventListener', script)((type: string, listener: EventListener) => {
      window.addEventListener(type, listener);
      listeners.push(listener);
    });
    const submits: boolean[] = [];
    const onSubmit = (event: Event) => submits.push(event.defaultPrevented);
    // Bubbling, on the window, after React's script: it sees whether the native send was prevented.
    window.addEventListener('submit', onSubmit);

    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@clinic.org');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(submits).toEqual([true]);
    expect(action).not.toHaveBeenCalled();
    await arrive();
    await settle();
    window.removeEventListener('submit', onSubmit);
    for (const listener of listeners) window.removeEventListener('submit', listener);
    expect(action).toHaveBeenCalledTimes(1);
    expect(action.mock.calls[0]![0].get('email')).toBe('ana@clinic.org');
  });

  it('does not hold up a transition of the page around it (a navigation while the footer stays) until it loads', async () => {
    const Prerendered = deferUntilNear(() => Promise.resolve(Badge));
    const load = vi.fn(() => Promise.resolve(Badge));
    const Hydrated = deferUntilNear(load);
    const page = (Deferred: typeof Hydrated, path: string) => (
      <>
        <h1>{path}</h1>
        <Deferred label="Subscribe" />
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = await prerender(page(Prerendered, '/'));
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page(Hydrated, '/')));
    roots.push(root);
    await settle();

    await act(async () => startTransition(() => root.render(page(Hydrated, '/contactus'))));
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('/contactus');
    // Still the server's HTML, still waiting to be near.
    expect(load).not.toHaveBeenCalled();
  });

  it('loads when the visitor navigates, which could not show until it has hydrated (the footer stays across pages)', async () => {
    let navigate: NavigateFunction = () => undefined;
    function Heading() {
      navigate = useNavigate();
      return <h1>{useLocation().pathname}</h1>;
    }
    const Prerendered = deferUntilNear(() => Promise.resolve(Badge));
    const container = document.createElement('div');
    // The build's HTML: a router renders no markup of its own. (Prerendering
    // the router here too would leave its context set for the client renderer
    // in this one test realm.)
    container.innerHTML = await prerender(
      <>
        <h1>/</h1>
        <Prerendered label="Subscribe" />
      </>,
    );
    document.body.append(container);
    const load = vi.fn(() => Promise.resolve(Badge));
    const Deferred = deferUntilNear(load);
    roots.push(
      await act(async () =>
        hydrateRoot(
          container,
          <MemoryRouter initialEntries={['/']}>
            <Heading />
            <Deferred label="Subscribe" />
          </MemoryRouter>,
        ),
      ),
    );
    await settle();
    expect(load).not.toHaveBeenCalled();

    await act(async () => startTransition(() => void navigate('/contactus')));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('/contactus');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });
});
