import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferUntilNear } from './deferUntilNear';

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

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('deferUntilNear', () => {
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
    expect(observer?.observed).toEqual([container.firstElementChild]);
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
});
