import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  useInRouterContext,
  useLocation,
  useNavigationType,
} from './router';

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where" data-key={location.key} data-type={useNavigationType()}>
      {location.pathname + location.search + location.hash}
    </output>
  );
}

const where = () => screen.getByTestId('where');

afterEach(cleanup);

describe('BrowserRouter and Link', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/start');
  });

  function renderSite() {
    return render(
      <BrowserRouter>
        <Link to="/aboutus">About us</Link>
        <Link to="/contactus#form">Contact form</Link>
        <Link to="/start">This page</Link>
        <Link to="/blogs" target="_blank">
          Blogs in a new tab
        </Link>
        <Link to="https://www.cms.gov/">CMS</Link>
        <Link to="mailto:billing@example.com">Email us</Link>
        <Where />
      </BrowserRouter>,
    );
  }

  it('renders real links, so they work before scripts run and with a modifier key', () => {
    renderSite();
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/aboutus');
    expect(screen.getByRole('link', { name: 'Contact form' }).getAttribute('href')).toBe('/contactus#form');
  });

  it('changes the page on a plain click without a reload and adds a history entry', async () => {
    renderSite();
    const entries = window.history.length;
    const click = fireEvent.click(screen.getByRole('link', { name: 'Contact form' }), { button: 0 });
    expect(click).toBe(false); // the browser's own navigation was prevented
    await screen.findByText('/contactus#form');
    expect(window.location.pathname).toBe('/contactus');
    expect(window.location.hash).toBe('#form');
    expect(window.history.length).toBe(entries + 1);
    expect(where().dataset.type).toBe('PUSH');
  });

  it('leaves clicks with a modifier key, to another tab or to another site to the browser', () => {
    renderSite();
    // Whether the router left the click to the browser; the test then stops
    // the browser's own navigation, so the test page stays where it is.
    const leftToBrowser = (name: string, init: MouseEventInit = {}) => {
      let left = false;
      const record = (event: Event) => {
        left = !event.defaultPrevented;
        event.preventDefault();
      };
      document.addEventListener('click', record);
      fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });
      document.removeEventListener('click', record);
      return left;
    };
    expect(leftToBrowser('About us')).toBe(false); // a plain click is the router's
    expect(leftToBrowser('About us', { ctrlKey: true })).toBe(true);
    expect(leftToBrowser('About us', { metaKey: true })).toBe(true);
    expect(leftToBrowser('Blogs in a new tab')).toBe(true);
    expect(leftToBrowser('CMS')).toBe(true);
    expect(leftToBrowser('Email us')).toBe(true);
  });

  it('replaces the history entry when the link points at the page already shown', async () => {
    renderSite();
    const entries = window.history.length;
    const before = where().dataset.key;
    fireEvent.click(screen.getByRole('link', { name: 'This page' }), { button: 0 });
    await screen.findByText('/start');
    expect(where().dataset.type).toBe('REPLACE');
    expect(where().dataset.key).not.toBe(before); // a new entry key: the page opens at the top again
    expect(window.history.length).toBe(entries);
  });

  it('gives a new document its own entry key and keeps it on reload', () => {
    const { unmount } = renderSite();
    const key = where().dataset.key!;
    expect(key).not.toBe('default');
    expect((window.history.state as { key: string }).key).toBe(key);
    unmount();
    renderSite(); // a reload: the history entry, and its state, stay
    expect(where().dataset.key).toBe(key);
    expect(where().dataset.type).toBe('POP');
  });

  it('follows back and forward (popstate) as a POP navigation', async () => {
    renderSite();
    fireEvent.click(screen.getByRole('link', { name: 'About us' }), { button: 0 });
    await screen.findByText('/aboutus');
    const aboutKey = where().dataset.key;
    act(() => {
      window.history.replaceState({ key: 'earlier-entry' }, '', '/start');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await screen.findByText('/start');
    expect(where().dataset.type).toBe('POP');
    expect(where().dataset.key).toBe('earlier-entry');
    expect(where().dataset.key).not.toBe(aboutKey);
  });
});

describe('NavLink', () => {
  function renderNav(path: string) {
    return render(
      <MemoryRouter initialEntries={[path]}>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/specialities">Specialties</NavLink>
        <NavLink to="/specialities" end className="menu-item">
          Specialties index
        </NavLink>
        <NavLink to="/blogs" className={({ isActive }) => (isActive ? 'is-here' : 'elsewhere')}>
          Blogs
        </NavLink>
      </MemoryRouter>,
    );
  }
  const link = (name: string) => screen.getByRole('link', { name });

  it('marks the link to the current page with aria-current="page" and the class "active"', () => {
    renderNav('/');
    expect(link('Home').getAttribute('aria-current')).toBe('page');
    expect(link('Home').className).toBe('active');
    expect(link('Specialties').getAttribute('aria-current')).toBeNull();
    expect(link('Specialties').className).toBe('');
  });

  it('matches without regard to case or a trailing slash, as the routes do', () => {
    renderNav('/Specialities/');
    expect(link('Specialties index').getAttribute('aria-current')).toBe('page');
    expect(link('Specialties index').className).toBe('menu-item active');
    expect(link('Home').getAttribute('aria-current')).toBeNull();
  });

  it('is active on the pages below its path unless it is marked end', () => {
    renderNav('/specialities/cardiology');
    expect(link('Specialties').getAttribute('aria-current')).toBe('page');
    expect(link('Specialties index').getAttribute('aria-current')).toBeNull();
    expect(link('Specialties index').className).toBe('menu-item');
  });

  it('passes the active state to a className function', () => {
    renderNav('/blogs');
    expect(link('Blogs').className).toBe('is-here');
    cleanup();
    renderNav('/');
    expect(link('Blogs').className).toBe('elsewhere');
  });
});

describe('outside a router', () => {
  it('says so, and a link there fails with a message naming the cause', () => {
    function InRouter() {
      return <output data-testid="in">{String(useInRouterContext())}</output>;
    }
    render(<InRouter />);
    expect(screen.getByTestId('in').textContent).toBe('false');
    cleanup();
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Link to="/">Home</Link>)).toThrow(/Link must be rendered inside a router/);
    } finally {
      console.error = quiet;
    }
  });
});
