import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
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

const toRoute = ({ page, slug, ...meta }: PageRoute, path: string): RouteObject => ({
  id: path,
  path,
  caseSensitive: true,
  handle: meta,
  lazy: async () => ({ Component: await loadPage(page, slug) }),
});

/** The data router's route objects, built from the route table. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      ...routeEntries.map((entry) => toRoute(entry, entry.path)),
      toRoute(notFoundEntry, '*'),
    ],
  },
];
