import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { pageHeadSelector } from './app/layout/PageHead';
import { loadRoutesOf, routes } from './app/router';
import './app/styles/global.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  const prerendered = container.firstElementChild !== null;
  // Load the shown route's page first: a prerendered page's first client render then matches its
  // HTML exactly (no flash, no hydration mismatch), and an empty shell's (the dashboard) shows the
  // page at once rather than nothing.
  await loadRoutesOf(window.location);

  if (prerendered) {
    // Hydration data (none: the site has no loaders) tells the router the page is already on
    // screen: it neither waits for anything nor scrolls on its first render.
    const router = createBrowserRouter(routes, { hydrationData: {} });
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
        {
          // Make a mismatch between the prerendered HTML and the client visible in tests and logs.
          onRecoverableError: (error) => console.error('Hydration mismatch:', error),
        },
      );
    });
  } else {
    // An empty shell (the dashboard) carries the prerendered head tags for crawlers; React renders
    // its own set now, so the shell's copies go rather than appear twice.
    document.head.querySelectorAll(pageHeadSelector).forEach((element) => element.remove());
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={createBrowserRouter(routes)} />
      </StrictMode>,
    );
  }
}

void start();
