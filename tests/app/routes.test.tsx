/** The site's routes for react-router (src/app/router.tsx, decision 0041): what each address shows. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isNotFound, loadRoutesOf, routes } from '../../src/app/router';
import { notFoundEntry, routeEntries } from '../../src/app/routeTable';
import { paths } from '../../src/config/paths';

/** Renders the app at `path` as the browser does before hydrating: its page loaded first. */
async function show(path: string) {
  await loadRoutesOf(path);
  const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData: {} });
  // A page may suspend on a part of its own (a deferred form): let it settle.
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

describe('routes', () => {
  it('match the exact path, with the case that matters and a trailing slash ignored', async () => {
    const itHiring = routeEntries.find((entry) => entry.path === paths.itHiring)!;
    const about = routeEntries.find((entry) => entry.path === paths.about)!;
    for (const [path, title, notFound] of [
      [paths.about, about.title, false],
      [`${paths.about}/`, about.title, false],
      [paths.itHiring, itHiring.title, false],
      [paths.itHiring.toLowerCase(), notFoundEntry.title, true],
      ['/nowhere', notFoundEntry.title, true],
    ] as const) {
      await show(path);
      // The page is there at once, with its route's title: nothing waits after the first render.
      expect(document.title).toContain(title);
      expect(screen.getByRole('main')).not.toBeEmptyDOMElement();
      expect(isNotFound(path)).toBe(notFound);
      cleanup();
    }
  });

  it('show every page of the route table with its own title', async () => {
    for (const entry of routeEntries.filter((item) => !item.staff)) {
      await show(entry.path);
      expect(document.title, entry.path).toContain(entry.title);
      expect(isNotFound(entry.path), entry.path).toBe(false);
      cleanup();
    }
  });
});
