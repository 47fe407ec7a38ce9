import { useLocation, useMatches } from 'react-router-dom';

/**
 * What the route table says about a page: its title and description. (A family page's slug is
 * not metadata: the router hands it to the page as a prop, typed by the page itself.)
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Keep the page out of search engines. */
  noindex?: boolean;
  /** The address search engines should index when this route duplicates another (e.g. /home). */
  canonicalPath?: string;
  /** The page presents one service: search engines get a schema.org Service (its title and description). */
  service?: true;
  /** A staff screen: the staff layout (the company mark, no public navigation or footer). */
  staff?: true;
}

const isPageMeta = (value: unknown): value is PageMeta =>
  typeof value === 'object' && value !== null && 'title' in value && 'description' in value;

/** The metadata of the shown route. */
export function usePageMeta(): PageMeta {
  // The shown page's route is the last match; its `handle` is its entry of the route table.
  const meta = useMatches().at(-1)?.handle;
  if (!isPageMeta(meta)) throw new Error('usePageMeta: the route has no page metadata');
  return meta;
}

/** The path search engines should index for this page: its own, unless it duplicates another. */
export function useCanonicalPath(meta: PageMeta): string {
  const { pathname } = useLocation();
  return meta.canonicalPath ?? pathname;
}
