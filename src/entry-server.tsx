/**
 * Server entry, used only at build time by scripts/prerender.ts: renders one route to HTML with
 * the same route table and components as the client.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App, routes } from './app/router';
import { createMemoryRouter } from './lib/router';

export { routeEntries, notFoundEntry } from './app/routeTable';

export interface RenderedPage {
  /** Tags React hoisted for <head> (title, meta, link). */
  head: string;
  /** The app's markup, for inside #root. */
  body: string;
  status: number;
}

/** Splits React's output into the hoisted head tags it leads with and the app markup. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

export async function render(url: string): Promise<RenderedPage> {
  const { pathname, search } = new URL(url);
  const router = createMemoryRouter(routes, `${pathname}${search}`);
  await router.ready;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    // Keep every Suspense boundary inline. By default React outlines boundaries over ~12.8 KB
    // (a deferred form, say) into hidden divs revealed by an inline $RC script, which the CSP
    // blocks: hydration then fails with error #419 and the part is rendered again on the client.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length), status: router.notFound() ? 404 : 200 };
}
