/**
 * The site's router (decision 0022): every route is a fixed path (no parameters), each page's
 * code loads on first use, and links are real links that the router takes over once the app is
 * live. It does what the site needs of a router and no more: client navigation with the
 * previous page kept on screen (and a progress bar) while the next page's code loads, back and
 * forward with scroll positions restored, `#hash` targets, the query string as state (the
 * dashboard's filters), and one memory router for tests and one static one for the prerender.
 */
import {
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
} from 'react';

/** Where the visitor is: one history entry. `key` tells entries apart (scroll positions). */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  key: string;
}

/** One route: a fixed path (or `*`, the catch-all), what it says of itself, and its page. */
export interface RouteDefinition<Meta = unknown> {
  path: string;
  meta: Meta;
  /** The page's component, loaded on first use… */
  load?: () => Promise<ComponentType>;
  /** …or already at hand. */
  Component?: ComponentType;
}

export interface NavigateOptions {
  replace?: boolean;
  /** Stay where the page is scrolled (a filter changed, not a new page). */
  preventScrollReset?: boolean;
}

interface RouterState {
  location: Location;
  route: RouteDefinition;
  Page: ComponentType | undefined;
  /** A navigation is waiting for its page's code. */
  loading: boolean;
  /** How the shown location was reached; `initial` for the first one. */
  action: 'initial' | 'push' | 'replace' | 'pop';
  preventScrollReset: boolean;
}

export interface Router {
  getState(): RouterState;
  subscribe(listener: () => void): () => void;
  navigate(to: string, options?: NavigateOptions): void;
  /** Settles once the first location's page is loaded (hydrate after it, not before). */
  ready: Promise<void>;
  /** The matched route is the catch-all (the prerender answers 404 for it). */
  notFound(): boolean;
  /** Scroll like a browser between pages (the browser's router; not in memory). */
  restoresScroll: boolean;
  /**
   * Where each history entry was scrolled when the visitor left it, by entry key: noted just
   * before the next page replaces it (the browser's router only).
   */
  scrollPositions: Record<string, number>;
}

/** What a router does with the address bar: the browser's history, or one kept in memory. */
interface History {
  read(): Location;
  write(location: Location, replace: boolean): void;
  /** Calls back when the visitor goes back or forward. */
  listen(onPop: () => void): void;
  /** A page's code could not load (the phone went offline): go there by a full page load. */
  leave(location: Location): void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** `/about/` is `/about`; the case of a path matters (`/IT-hiring`). */
const normalise = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

function parse(to: string, from: Location): Omit<Location, 'key'> {
  const url = new URL(to, `http://site${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const href = (location: Omit<Location, 'key'>) =>
  `${location.pathname}${location.search}${location.hash}`;

function browserHistory(): History {
  return {
    read() {
      const state = window.history.state as { key?: string } | null;
      const { pathname, search, hash } = window.location;
      if (state?.key) return { pathname, search, hash, key: state.key };
      // A fresh page load, or a plain `#hash` link followed: give the entry a key of its own.
      const key = newKey();
      window.history.replaceState({ key }, '');
      return { pathname, search, hash, key };
    },
    write(location, replace) {
      window.history[replace ? 'replaceState' : 'pushState'](
        { key: location.key },
        '',
        href(location),
      );
    },
    listen(onPop) {
      window.addEventListener('popstate', onPop);
    },
    leave(location) {
      window.location.assign(href(location));
    },
  };
}

function memoryHistory(initial: string): History {
  let current: Location = {
    ...parse(initial, { pathname: '/', search: '', hash: '', key: '' }),
    key: 'initial',
  };
  return {
    read: () => current,
    write(location) {
      current = location;
    },
    listen() {},
    leave(location) {
      throw new Error(`The page for ${href(location)} could not load`);
    },
  };
}

const SCROLL_STORAGE = 'scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_STORAGE) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function keepPositions(positions: Record<string, number>) {
  try {
    sessionStorage.setItem(SCROLL_STORAGE, JSON.stringify(positions));
  } catch {
    // No storage: positions last as long as the page.
  }
}

function createRouter(
  routes: RouteDefinition[],
  history: History,
  restoresScroll: boolean,
): Router {
  const match = (pathname: string) =>
    routes.find((route) => route.path === normalise(pathname)) ??
    routes.find((route) => route.path === '*');
  const loaded = new Map<RouteDefinition, ComponentType>();
  for (const route of routes) if (route.Component) loaded.set(route, route.Component);
  const listeners = new Set<() => void>();
  const load = async (route: RouteDefinition) => {
    const Page = loaded.get(route) ?? (await route.load!());
    loaded.set(route, Page);
    return Page;
  };
  const routeFor = (location: Location) => {
    const route = match(location.pathname);
    if (!route) throw new Error(`No route for ${location.pathname} and no catch-all route`);
    return route;
  };

  const first = history.read();
  const firstRoute = routeFor(first);
  let state: RouterState = {
    location: first,
    route: firstRoute,
    Page: loaded.get(firstRoute),
    loading: false,
    action: 'initial',
    preventScrollReset: false,
  };
  const set = (next: Partial<RouterState>, transition: boolean) => {
    state = { ...state, ...next };
    if (transition) startTransition(() => listeners.forEach((listener) => listener()));
    else listeners.forEach((listener) => listener());
  };

  const scrollPositions: Record<string, number> = restoresScroll ? readPositions() : {};

  // The latest navigation wins: an earlier one whose page arrives later is dropped.
  let latest = 0;
  function go(location: Location, action: RouterState['action'], options: NavigateOptions) {
    const id = (latest += 1);
    const route = routeFor(location);
    const show = (Page: ComponentType) => {
      if (id !== latest) return;
      // Before the next page replaces this one (a shorter page would clamp the position).
      if (restoresScroll) scrollPositions[state.location.key] = window.scrollY;
      if (action !== 'pop') history.write(location, action === 'replace');
      const preventScrollReset = options.preventScrollReset ?? false;
      set({ location, route, Page, loading: false, action, preventScrollReset }, true);
    };
    const Page = loaded.get(route);
    if (Page) {
      show(Page);
      return;
    }
    set({ loading: true }, false);
    load(route).then(show, () => {
      if (id === latest) history.leave(location);
    });
  }

  history.listen(() => go(history.read(), 'pop', {}));

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      const location = { ...parse(to, state.location), key: newKey() };
      // A link to the address shown replaces its entry rather than adding a copy.
      const replace = options.replace ?? href(location) === href(state.location);
      go(location, replace ? 'replace' : 'push', options);
    },
    ready: state.Page
      ? Promise.resolve()
      : load(firstRoute).then((Page) => {
          // Unless the visitor has gone on already (a page without prerendered content).
          if (state.route !== firstRoute) return;
          state = { ...state, Page };
          listeners.forEach((listener) => listener());
        }),
    notFound: () => state.route.path === '*',
    restoresScroll,
    scrollPositions,
  };
}

/** The router of a page in the browser: the address bar is the state. */
export const createBrowserRouter = (routes: RouteDefinition[]) =>
  createRouter(routes, browserHistory(), true);

/** A router that keeps its history in memory, at `path` to start with (tests, the prerender). */
export const createMemoryRouter = (routes: RouteDefinition[], path = '/') =>
  createRouter(routes, memoryHistory(path), false);

const RouterContext = createContext<Router | null>(null);
const StateContext = createContext<RouterState | null>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook was used outside <RouterProvider>');
  return router;
}

function useRouterState(): RouterState {
  const state = useContext(StateContext);
  if (!state) throw new Error('A router hook was used outside <RouterProvider>');
  return state;
}

export const useLocation = (): Location => useRouterState().location;

/** What the shown route says of itself (its `meta`). */
export const useRouteMeta = (): unknown => useRouterState().route.meta;

/** `loading` while a navigation waits for its page's code (the previous page stays on screen). */
export const useNavigation = () => ({ state: useRouterState().loading ? 'loading' : 'idle' });

/** The query string, and a way to change it (same page: the scroll position is kept). */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
    options?: NavigateOptions,
  ) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  return [
    params,
    (next, options) => {
      const value =
        typeof next === 'function'
          ? next(new URLSearchParams(router.getState().location.search))
          : next;
      const query = value.toString();
      router.navigate(`${router.getState().location.pathname}${query ? `?${query}` : ''}`, options);
    },
  ];
}

/** Where the shown route's page goes in the layout. */
export function Outlet() {
  const { Page } = useRouterState();
  return Page ? <Page /> : null;
}

/** A click the router should handle: a plain left click on a link to this site, same tab. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin
  );
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
};

/** A link to a page of the site: a real `<a href>`, followed without reloading the page. */
export function Link({ to, replace, onClick, children, ...rest }: LinkProps) {
  const router = useRouter();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        router.navigate(to, { replace });
      }}
    >
      {children}
    </a>
  );
}

/**
 * A navigation link that says when it leads to the page shown (`aria-current="page"`): its path
 * or, without `end`, a page under it.
 */
export function NavLink({ end, ...props }: LinkProps & { end?: boolean }) {
  const location = useLocation();
  const target = normalise(parse(props.to, location).pathname);
  const here = normalise(location.pathname);
  const current =
    here === target || (!end && (target === '/' ? false : here.startsWith(`${target}/`)));
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}

/**
 * Scroll after a navigation, as browsers do between documents: back and forward return to where
 * the visitor was on that entry, a `#hash` goes to its target, anything else to the top (unless
 * the navigation asked to stay). Nothing on the first location: a prerendered page the visitor
 * has started reading stays where it is. Positions are kept for the tab's session, and the
 * browser restores its own across a reload.
 */
function ScrollRestoration() {
  const router = useRouter();
  const { location, action, preventScrollReset } = useRouterState();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    const leave = () => {
      router.scrollPositions[router.getState().location.key] = window.scrollY;
      keepPositions(router.scrollPositions);
      window.history.scrollRestoration = 'auto';
    };
    // Back from another site out of the browser's page cache: this page's script is as it was,
    // so take scrolling over again for the entries it adds from now on.
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
    };
  }, [router]);

  useLayoutEffect(() => {
    if (action === 'initial') return;
    const saved = router.scrollPositions[location.key];
    if (action === 'pop' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (!preventScrollReset) window.scrollTo(0, 0);
  }, [router, location, action, preventScrollReset]);

  return null;
}

/**
 * Provides `router` to the tree. A navigation's new page renders in a transition (the router
 * calls its listeners inside one), so React can interrupt it.
 */
export function RouterProvider({ router, children }: { router: Router; children: ReactNode }) {
  const [state, setState] = useState(router.getState);
  useLayoutEffect(() => {
    const update = () => setState(router.getState());
    const unsubscribe = router.subscribe(update);
    // A change between the first render and this subscription (the first page arrived).
    update();
    return unsubscribe;
  }, [router]);
  return (
    <RouterContext value={router}>
      <StateContext value={state}>
        {router.restoresScroll ? <ScrollRestoration /> : null}
        {children}
      </StateContext>
    </RouterContext>
  );
}
