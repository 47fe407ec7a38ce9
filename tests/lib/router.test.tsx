/** The site's router (src/lib/router.tsx, decision 0022): matching, navigation, links. */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  NavLink,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigation,
  useSearchParams,
  type RouteDefinition,
  type Router,
} from '../../src/lib/router';

const page = (name: string) =>
  function Page() {
    return <h1>{name}</h1>;
  };

/** A page whose code arrives when the test says so. */
function lateRoute(path: string, name: string) {
  let arrive = () => {};
  const route: RouteDefinition = {
    path,
    meta: { name },
    load: () =>
      new Promise((resolve) => {
        arrive = () => resolve(page(name));
      }),
  };
  return { route, arrive: () => act(async () => arrive()) };
}

function Shell() {
  const navigation = useNavigation();
  const location = useLocation();
  return (
    <>
      <nav>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/services">Services</NavLink>
        <NavLink to="/services/web" end>
          Web
        </NavLink>
        <Link to="/about">About</Link>
      </nav>
      <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>
      {navigation.state === 'loading' ? <p>Loading</p> : null}
      <Outlet />
    </>
  );
}

async function show(router: Router) {
  await router.ready;
  render(
    <RouterProvider router={router}>
      <Shell />
    </RouterProvider>,
  );
}

const routes = (): RouteDefinition[] => [
  { path: '/', meta: {}, Component: page('Home') },
  { path: '/about', meta: {}, Component: page('About') },
  { path: '/services', meta: {}, Component: page('Services') },
  { path: '/services/web', meta: {}, Component: page('Web') },
  { path: '/IT-hiring', meta: {}, Component: page('IT hiring') },
  { path: '*', meta: {}, Component: page('Not found') },
];

describe('matching', () => {
  it('matches fixed paths exactly, with the case that matters and a trailing slash ignored', async () => {
    for (const [path, heading, notFound] of [
      ['/about', 'About', false],
      ['/about/', 'About', false],
      ['/IT-hiring', 'IT hiring', false],
      ['/it-hiring', 'Not found', true],
      ['/nowhere', 'Not found', true],
    ] as const) {
      const router = createMemoryRouter(routes(), path);
      await show(router);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expect(router.notFound()).toBe(notFound);
      cleanup();
    }
  });
});

describe('navigation', () => {
  it('keeps the page shown while the next page’s code loads, then shows it', async () => {
    const late = lateRoute('/late', 'Late');
    const router = createMemoryRouter([...routes(), late.route], '/');
    await show(router);
    act(() => router.navigate('/late'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Home');
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await late.arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'Late' })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/late');
  });

  it('shows the latest navigation when an earlier one’s page arrives after it', async () => {
    const late = lateRoute('/late', 'Late');
    const router = createMemoryRouter([...routes(), late.route], '/');
    await show(router);
    act(() => router.navigate('/late'));
    await act(async () => router.navigate('/about'));
    await late.arrive();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About');
    expect(router.getState().location.pathname).toBe('/about');
  });

  it('follows a link without reloading; a click with a modifier key is left to the browser', async () => {
    const router = createMemoryRouter(routes(), '/');
    await show(router);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'About' }));
    await user.keyboard('{/Control}');
    expect(router.getState().location.pathname).toBe('/');
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('marks the navigation link of the page shown, and with `end` only that page', async () => {
    const router = createMemoryRouter(routes(), '/services/web');
    await show(router);
    const current = (name: string) =>
      screen.getByRole('link', { name }).getAttribute('aria-current');
    expect(current('Home')).toBeNull();
    expect(current('Services')).toBe('page');
    expect(current('Web')).toBe('page');
    act(() => router.navigate('/services'));
    expect(current('Services')).toBe('page');
    expect(current('Web')).toBeNull();
  });
});

describe('the query string', () => {
  function Filters() {
    const [params, setParams] = useSearchParams();
    return (
      <button
        type="button"
        onClick={() =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('status', 'new');
              return next;
            },
            { replace: true },
          )
        }
      >
        {`type ${params.get('type') ?? 'none'}, status ${params.get('status') ?? 'none'}`}
      </button>
    );
  }

  it('is read and changed on the same page, keeping what else it holds', async () => {
    const router = createMemoryRouter(
      [{ path: '/DC', meta: {}, Component: Filters }],
      '/DC?type=quote',
    );
    await router.ready;
    render(
      <RouterProvider router={router}>
        <Outlet />
      </RouterProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'type quote, status none' }));
    expect(screen.getByRole('button')).toHaveTextContent('type quote, status new');
    expect(router.getState().location).toMatchObject({
      pathname: '/DC',
      search: '?type=quote&status=new',
    });
  });
});

describe('in the browser', () => {
  it('adds a history entry per page, replaces it for the address shown, and follows back', async () => {
    window.history.replaceState(null, '', '/');
    const router = createBrowserRouter(routes());
    await show(router);
    const before = window.history.length;
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(window.location.pathname).toBe('/about');
    expect(window.history.length).toBe(before + 1);
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(window.history.length).toBe(before + 1);

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Home');
    expect(screen.getByTestId('where')).toHaveTextContent('/');
  });
});
