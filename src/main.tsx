import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageHeadSelector } from './app/layout/PageHead';
import { App, routes } from './app/router';
import { createBrowserRouter } from './lib/router';
import './app/styles/global.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  const prerendered = container.firstElementChild !== null;
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );

  if (prerendered) {
    // Load the shown route's page before hydrating, so the first client render matches the HTML
    // exactly (no flash, no hydration mismatch).
    await router.ready;
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
