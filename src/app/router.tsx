import type { ComponentType } from 'react';
import { RouterProvider, type RouteDefinition, type Router } from '../lib/router';
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

const toRoute = ({ page, slug, ...meta }: PageRoute, path: string): RouteDefinition => ({
  path,
  meta,
  load: () => loadPage(page, slug),
});

/** The router's routes, built from the route table; `*` shows the page-not-found page. */
export const routes: RouteDefinition[] = [
  ...routeEntries.map((entry) => toRoute(entry, entry.path)),
  toRoute(notFoundEntry, '*'),
];

/** The site for a router: the layout, with the shown route's page inside it. */
export function App({ router }: { router: Router }) {
  return (
    <RouterProvider router={router}>
      <RootLayout />
    </RouterProvider>
  );
}
