import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { pageHeadSelector } from './app/layout/PageHead';
import { loadRoutesOf, routes } from './app/router';
import './app/styles/global.css';

/**
 * The staff dashboard's app (decision 0051: no public page runs it; their prerendered HTML and
 * the visit's script are the whole of them). Its shell has no prerendered content.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // Load the shown route's page first, so the shell shows the page at once rather than nothing.
  await loadRoutesOf(window.location);
  // The shell carries the prerendered head tags for crawlers; React renders its own set now, so
  // the shell's copies go rather than appear twice.
  document.head.querySelectorAll(pageHeadSelector).forEach((element) => element.remove());
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>,
  );
}

void start();
