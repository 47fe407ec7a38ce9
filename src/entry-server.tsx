/**
 * Server entry, used only at build time by scripts/prerender.ts: renders one route to HTML with
 * the same routes and components as the client.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { isNotFound, routes } from './app/router';

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

const handler = createStaticHandler(routes);

export async function render(url: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered a redirect, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      {/* No hydration data: the site has no loaders, and an inline script would break the CSP. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    // Keep every Suspense boundary inline. By default React outlines boundaries over ~12.8 KB
    // (a deferred form, say) into hidden divs revealed by an inline $RC script, which the CSP
    // blocks: hydration then fails with error #419 and the part is rendered again on the client.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  const head = HOISTED.exec(html)?.[0] ?? '';
  const status = isNotFound(new URL(url).pathname) ? 404 : 200;
  return { head, body: html.slice(head.length), status };
}
