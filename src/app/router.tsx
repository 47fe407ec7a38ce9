/**
 * The site's routes for react-router's data router (decision 0041): the root layout, and one route
 * per entry of the route table, each page's code loaded on first use. The browser, the prerender
 * and the tests build their routers from these.
 */
import type { ComponentType } from 'react';
import { matchRoutes, type Location, type RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout';
import { notFoundEntry, pages, routeEntries, type PageName, type PageRoute } from './routeTable';

/** A route's page component, with a family page's slug bound as its prop. */
async function loadPage(page: PageName, slug: string | undefined): Promise<ComponentType> {
  // routeTable's `PageRoute` type has already matched every route's slug to its page; TypeScript
  // cannot follow that pairing once page and slug are two values, hence the wider prop type.
  const Page = (await pages[page]()).default as ComponentType<{ slug?: string }>;
  if (slug === undefined) return Page;
  return function PageWithSlug() {
    return <Page slug={slug} />;
  };
}

/** The path of the catch-all route, which shows the page-not-found page. */
export const NOT_FOUND_PATH = '*';

const pageRoute = ({ page, slug, ...meta }: PageRoute, path: string): RouteObject => ({
  path,
  // `/IT-hiring` is not `/it-hiring`: the site's paths are case-sensitive.
  caseSensitive: true,
  // What the page says of itself (src/lib/pageMeta.ts reads it).
  handle: meta,
  lazy: async () => ({ Component: await loadPage(page, slug) }),
});

/** The layout around every route of the route table; `*` shows the page-not-found page. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      ...routeEntries.map((entry) => pageRoute(entry, entry.path)),
      pageRoute(notFoundEntry, NOT_FOUND_PATH),
    ],
  },
];

/**
 * Loads the code of the pages `location` shows, into the routes, so that the first render shows
 * them at once: the client's first render must match the prerendered HTML exactly.
 */
export async function loadRoutesOf(location: string | Partial<Location>): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Whether `location` is no page of the site (the prerender answers 404 for it). */
export const isNotFound = (location: string | Partial<Location>): boolean =>
  matchRoutes(routes, location)?.at(-1)?.route.path === NOT_FOUND_PATH;
