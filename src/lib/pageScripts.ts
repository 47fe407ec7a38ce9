/**
 * The scripts a prerendered page loads (decisions 0042 and 0051). The page is complete as HTML:
 * its links are plain links, and its menus, carousels, clips, clocks and reveals answer by
 * themselves (the browser's, or the visit's script: decisions 0039 and 0040). Its one script is
 * the visit's (`src/visit.ts`), a module script in the head with what it imports, so the browser
 * finds it with the stylesheet and runs it once the document is parsed (module scripts never block
 * rendering); a form's own code follows when the visitor reaches for the form (`formCode.ts`).
 * The app (React, the router) never runs on a public page: only the staff dashboard's shell
 * (no prerendered content) loads it. No inline script, so the pages' policy allows none.
 */

/**
 * Set on <html> by the dashboard's layout once the app is live (rendered, effects run); tests wait
 * for it rather than guess.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

export interface PageScripts {
  /** Module scripts the head loads with the document (the visit's script), in order. */
  headScripts: string[];
  /** What they import: fetched with them, in parallel. */
  headPreloads: string[];
  /**
   * A build from before decision 0051 also listed the app's modules, loaded when a form was
   * reached for: read so that comparing two builds (scripts/first-load.ts) counts both alike.
   */
  appModules: string[];
}

/** Every module a page's HTML names, each once. */
export const pageModules = (scripts: PageScripts): string[] => [
  ...new Set([...scripts.headScripts, ...scripts.headPreloads, ...scripts.appModules]),
];

const headPreloadTag = (url: string) => `<link rel="modulepreload" crossorigin href="${url}">`;
const headScriptTag = (url: string) => `<script type="module" crossorigin src="${url}"></script>`;

/**
 * A module tag as Vite writes it into index.html and as `pageScriptsMarkup` writes the visit's: a
 * module script or a module preload, its URL captured. The prerender strips Vite's with it.
 */
export const MODULE_TAG =
  /<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)">(?:<\/script>)?/g;

/** Whether a tag `MODULE_TAG` found is a module script (otherwise a module preload). */
export const isModuleScript = (tag: string) => tag.startsWith('<script');

/** The markup the prerender puts in a page's head in place of Vite's script tags. */
export const pageScriptsMarkup = ({
  headScripts,
  headPreloads,
}: Pick<PageScripts, 'headScripts' | 'headPreloads'>): string =>
  [...headPreloads.map(headPreloadTag), ...headScripts.map(headScriptTag)].join('');

/** The modules a prerendered page's HTML will load, read back from its head. */
export function readPageScripts(html: string): PageScripts {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = [...head.matchAll(MODULE_TAG)];
  const urls = (scripts: boolean) =>
    tags.filter(([tag]) => isModuleScript(tag) === scripts).map(([, url]) => url!);
  // Before 0051: the app's lists as JSON, for the inline loader.
  const legacy = /<script type="application\/json" id="boot-modules">(.*?)<\/script>/.exec(html);
  const app = legacy ? (JSON.parse(legacy[1]!) as { scripts?: string[]; preloads?: string[] }) : {};
  return {
    headScripts: urls(true),
    headPreloads: urls(false),
    appModules: [...(app.scripts ?? []), ...(app.preloads ?? [])],
  };
}
