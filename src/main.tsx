import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { pageHeadSelector } from './app/layout/PageHead';
import { routes } from './app/router';
import { holdEarlyTap } from './lib/bootLoader';
import './app/styles/global.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  const prerendered = container.firstElementChild !== null;
  if (prerendered) {
    // Resolve the lazy page of the prerendered route before hydrating, so the first client
    // render matches the HTML exactly (no flash, no hydration mismatch).
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy === 'function') {
          Object.assign(route, await route.lazy(), { lazy: undefined });
        }
      }),
    );
  }

  // Hydration data (empty: no route has a loader) tells the router the page is already on
  // screen, so hydrating does not scroll a visitor who has started reading back to the top.
  const router = createBrowserRouter(
    routes,
    prerendered ? { hydrationData: { loaderData: {} } } : undefined,
  );
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  if (prerendered) {
    // From here on React handles taps; one made before is made again once the page is live.
    holdEarlyTap();
    startTransition(() => {
      hydrateRoot(container, app, {
        // Make a mismatch between the prerendered HTML and the client visible in tests and logs.
        onRecoverableError: (error) => console.error('Hydration mismatch:', error),
      });
    });
  } else {
    // An empty shell (the dashboard) carries the prerendered head tags for crawlers; React renders
    // its own set now, so the shell's copies go rather than appear twice.
    document.head.querySelectorAll(pageHeadSelector).forEach((element) => element.remove());
    createRoot(container).render(app);
  }
}

void start();
