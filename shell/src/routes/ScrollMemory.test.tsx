import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollMemory } from './ScrollMemory';

/** A visitor scrolling: the page moves and the browser reports it. */
function scrollTo(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });
}

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function renderSite(path = '/privacy-policy') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/blogs">Blogs</Link>
      <Link to="/contactus#form">Contact form</Link>
      <Back />
      <div id="form">The form</div>
      <ScrollMemory />
    </MemoryRouter>,
  );
}

const click = (name: string) => fireEvent.click(screen.getByRole('link', { name }), { button: 0 });

/** A visit that scrolls to `y` and leaves the page (a reload, or another address). */
function visitAndLeaveAt(y: number) {
  const { unmount } = renderSite();
  scrollTo(y);
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  unmount();
}

beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo(0, 0);
});

afterEach(cleanup);

describe('ScrollMemory', () => {
  it('opens a new page at the top, and Back returns to where the visitor was', async () => {
    renderSite();
    scrollTo(600);

    click('Blogs');
    await vi.waitFor(() => expect(window.scrollY).toBe(0));
    scrollTo(250);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(window.scrollY).toBe(600));
  });

  it('remembers where the visitor scrolled before the page was live', async () => {
    // The prerendered page was scrolled before its scripts ran: no scroll event reaches ScrollMemory.
    window.scrollTo(0, 700);
    renderSite();

    click('Blogs');
    await vi.waitFor(() => expect(window.scrollY).toBe(0));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await vi.waitFor(() => expect(window.scrollY).toBe(700));
  });

  it('opens a link with a fragment at its target', async () => {
    const scrolledIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderSite();
    scrollTo(900);
    click('Contact form');
    await vi.waitFor(() => expect(scrolledIntoView).toHaveBeenCalledTimes(1));
    expect(scrolledIntoView.mock.contexts[0]).toBe(document.getElementById('form'));
  });

  it('returns to the position after a reload (kept in sessionStorage when the page is left)', () => {
    visitAndLeaveAt(480);
    window.scrollTo(0, 0);

    renderSite(); // the same history entry, opened again
    expect(window.scrollY).toBe(480);
  });

  it('leaves a reloaded page where the visitor has scrolled it before it went live', () => {
    visitAndLeaveAt(480);
    window.scrollTo(0, 0);

    window.scrollTo(0, 150); // the prerendered page, scrolled while its scripts load
    renderSite();
    expect(window.scrollY).toBe(150);
  });

  it("keys positions by the browser's own history entry where it has one, so a page opened by address starts at the top", () => {
    const navigation = { currentEntry: { key: 'first-document' } };
    vi.stubGlobal('navigation', navigation);
    visitAndLeaveAt(700);

    // Another address typed in the same tab: a new entry, which the router
    // also calls "default" (its first), but the browser keys afresh.
    navigation.currentEntry = { key: 'second-document' };
    window.scrollTo(0, 0);
    renderSite('/blogs');
    expect(window.scrollY).toBe(0);
  });
});
