import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout';
import { notFoundEntry, pages, routeEntries, type RouteEntry } from './routeTable';

const toRoute = ({ page, ...meta }: Omit<RouteEntry, 'path'>, path: string): RouteObject => ({
  id: path,
  path,
  caseSensitive: true,
  handle: meta,
  lazy: async () => ({ Component: (await pages[page]()).default }),
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
