import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { pageSingleton } from './pageSingleton';

/**
 * The site's client-side routing: links that change the page without a
 * reload, the current location, and back/forward. It is all the site uses of
 * a router (its routes are one flat table, matched in the shell), with the
 * names and behaviour of react-router's, which it replaced: that library
 * added 13.5 KB of gzipped JavaScript to every page's first download, mostly
 * for data routers and nested route matching the site has no use for.
 *
 * One router per page: the shell renders it and every remote's links read it.
 * Each app compiles this file in, so the context is a page singleton (the
 * shell's copy creates it and the remotes' copies find the same one).
 */

/** How the current location was reached, as react-router names it. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Unique per history entry; survives a reload of that entry. */
  key: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface RouterState {
  location: Location;
  navigationType: NavigationType;
  navigate: NavigateFunction;
}

const RouterContext = pageSingleton('router.context@1', () => createContext<RouterState | null>(null));

function createKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function splitPath(path: string): Omit<Location, 'key'> {
  const url = new URL(path, 'http://site.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function pathOf(location: Omit<Location, 'key'>): string {
  return location.pathname + location.search + location.hash;
}

/** `to` resolved against the current location, as a path (links are same-origin). */
function resolvePath(to: string, from: Omit<Location, 'key'>): string {
  const url = new URL(to, new URL(pathOf(from), 'http://site.invalid'));
  return url.pathname + url.search + url.hash;
}

function useRouterState(caller: string): RouterState {
  const state = useContext(RouterContext);
  if (!state) throw new Error(`${caller} must be rendered inside a router (BrowserRouter or MemoryRouter).`);
  return state;
}

function RouterProvider({
  location,
  navigationType,
  navigate,
  children,
}: RouterState & { children?: ReactNode }) {
  const value = useMemo(() => ({ location, navigationType, navigate }), [location, navigationType, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

interface HistoryEntryState {
  key?: string;
}

function browserLocation(): Location {
  const state = window.history.state as HistoryEntryState | null;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, key: state?.key ?? 'default' };
}

/**
 * The router of the real site: the browser's address bar and history. A page
 * change is a transition, so the current page stays on screen while the next
 * one's code loads.
 */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [state, setState] = useState<{ location: Location; navigationType: NavigationType }>(() => {
    // A new document gets its own key: a page opened by typing its address in
    // the same tab must not inherit the scroll position another page saved
    // under a shared default key. A reload keeps the entry's key.
    const entry = window.history.state as HistoryEntryState | null;
    if (!entry?.key) window.history.replaceState({ ...entry, key: createKey() }, '');
    return { location: browserLocation(), navigationType: 'POP' };
  });

  useLayoutEffect(() => {
    const onPopState = () => startTransition(() => setState({ location: browserLocation(), navigationType: 'POP' }));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    const current = browserLocation();
    const path = resolvePath(to, current);
    // Following a link to the page already shown does not add a history entry.
    const replace = options.replace ?? path === pathOf(current);
    const entry = { key: createKey() };
    if (replace) window.history.replaceState(entry, '', path);
    else window.history.pushState(entry, '', path);
    startTransition(() => setState({ location: browserLocation(), navigationType: replace ? 'REPLACE' : 'PUSH' }));
  }, []);

  return (
    <RouterProvider location={state.location} navigationType={state.navigationType} navigate={navigate}>
      {children}
    </RouterProvider>
  );
}

/** A router that keeps its location in memory: for tests and rendering outside a browser page. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: string[];
  children?: ReactNode;
}) {
  const [state, setState] = useState<{ location: Location; navigationType: NavigationType }>(() => ({
    location: { ...splitPath(initialEntries.at(-1) ?? '/'), key: 'default' },
    navigationType: 'POP',
  }));
  const navigate = useCallback<NavigateFunction>((to, options = {}) => {
    setState(({ location }) => ({
      location: { ...splitPath(resolvePath(to, location)), key: createKey() },
      navigationType: options.replace ? 'REPLACE' : 'PUSH',
    }));
  }, []);
  return (
    <RouterProvider location={state.location} navigationType={state.navigationType} navigate={navigate}>
      {children}
    </RouterProvider>
  );
}

export function useInRouterContext(): boolean {
  return useContext(RouterContext) !== null;
}

export function useLocation(): Location {
  return useRouterState('useLocation').location;
}

export function useNavigationType(): NavigationType {
  return useRouterState('useNavigationType').navigationType;
}

export function useNavigate(): NavigateFunction {
  return useRouterState('useNavigate').navigate;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes: a path on this site ("/aboutus", "/contactus#form"). */
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** Whether a click on a link is one the router should handle instead of the browser. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === '_self')
  );
}

/**
 * A link to a page of the site: a real `<a href>` (it works before scripts run,
 * opens in a new tab with a modifier key), and a page change without a reload
 * on a plain click.
 */
export function Link({ to, replace, onClick, target, ref, ...anchor }: LinkProps) {
  const { navigate } = useRouterState('Link');
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // Another site ("https://…", "mailto:…", "//host/…") is the browser's to open.
    const elsewhere = /^([a-z][a-z\d+.-]*:|\/\/)/i.test(to);
    if (elsewhere || anchor.download !== undefined || !isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a {...anchor} ref={ref} href={to} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this exact path, not on the pages below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** Whether two paths name the same page: letter case and a trailing slash do not count, as the site's routes match. */
export function samePath(a: string, b: string): boolean {
  const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();
  return normalise(a) === normalise(b);
}

/**
 * A navigation link that knows when it points at the current page: it then
 * carries `aria-current="page"` and the class "active". Paths compare without
 * regard to case or a trailing slash, as the site's routes match.
 */
export function NavLink({ end = false, className, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = splitPath(link.to).pathname;
  const isActive =
    samePath(pathname, target) ||
    (!end && target !== '/' && pathname.toLowerCase().startsWith(`${target.toLowerCase().replace(/\/+$/, '')}/`));
  const classes =
    typeof className === 'function' ? className({ isActive }) : [className, isActive && 'active'].filter(Boolean).join(' ');
  return <Link {...link} className={classes || undefined} aria-current={isActive ? 'page' : undefined} />;
}
