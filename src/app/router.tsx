import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout';
import { notFoundEntry, routeEntries, type RouteEntry } from './routeTable';

const toRoute = ({ load, ...meta }: Omit<RouteEntry, 'path'>, path: string): RouteObject => ({
  path,
  caseSensitive: true,
  handle: meta,
  lazy: async () => ({ Component: (await load()).default }),
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
