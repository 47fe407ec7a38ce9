/**
 * How a prerendered page starts its JavaScript (decision 0042). The page is complete as HTML: its
 * links are plain links, and its menus, carousels, clips, clocks and reveals answer by themselves
 * (the browser's, or the visit's script: decisions 0039 and 0040). So:
 * - the visit's script (attribution, the controls the page keeps) is a module script in the head,
 *   so the browser finds it with the stylesheet and runs it once the document is parsed (module
 *   scripts never block rendering);
 * - the app (React, the router, the page) loads only when the visitor reaches for a part that
 *   needs it, a form: a focus, key or input inside an element marked `APP_PART`. It starts at the
 *   visitor's first pause after that (`QUIET_MS`), and not before the page has painted; the
 *   form's code follows at the next pause (`waitToLoad`). A visitor who only
 *   reads, scrolls, opens the menu and follows links never runs it.
 * Nothing tapped before the app is held or replayed: what is typed into a form is kept
 * (`useEarlyInput`). The prerender writes the visit's module tags, the app's module lists as JSON
 * and this loader inline; server/ allows the loader by its hash, and firebase.json must carry it
 * too. The staff dashboard's shell (no prerendered content) loads its scripts the usual way.
 * It lives in lib, not app, because the app, the prerender, the perf scripts and server/ use it.
 */

export const BOOT_DATA_ID = 'boot-modules';

/** Marks a part of a prerendered page that needs the app (a form's section). */
export const APP_PART = 'data-app-part';

/**
 * Set on <html> by the loader when one of the app's scripts cannot load (the visitor went offline
 * since the page came): a form then says so, as its button stays disabled (Form.module.css).
 */
export const APP_FAILED = 'data-app-failed';

/**
 * Set on <html> by the layout once the app is live (hydrated, effects run), some time after a
 * prerendered page is shown; tests wait for it rather than guess.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

export interface BootData {
  /** Module scripts the head loads with the document (the visit's script), in order. */
  headScripts: string[];
  /** What they import: fetched with them, in parallel. */
  headPreloads: string[];
  /** Module scripts of the app, run in order when the visitor reaches for a part (its entry). */
  scripts: string[];
  /** Modules the app imports at once (the page's chunk, its form): fetched with them, in parallel. */
  preloads: string[];
}

/**
 * What counts as reaching for a part: listened to on the window in the capture phase. A tap on a
 * field, a label or a list focuses it; a finger that lands on the form to scroll does not. A
 * scroll, a wheel or a tap elsewhere does not count; a tap anywhere (`pointerdown`) only delays
 * the start, as the visitor is busy.
 */
const reachingEvents = ['keydown', 'focusin', 'input'];
const busyEvents = [...reachingEvents, 'pointerdown'];

/**
 * Once a part is reached for, the app starts when the visitor pauses this long (no tap, key,
 * focus or input anywhere): its scripts' evaluation and the hydration are long tasks on a slow
 * phone, and a key pressed during one waits for it. The fields are the browser's meanwhile, and
 * what is typed is kept (decision 0042).
 */
export const QUIET_MS = 500;

/**
 * The paint is the load event plus the first contentful paint (as the browser reports it, once it
 * is on screen), or 3 s after the page starts at the latest.
 */
export const bootLoaderSource = `(function(){var d=document,p=0,e=0,s=0,q=0,E=${JSON.stringify(busyEvents)},o={capture:true,passive:true};function data(){return JSON.parse(d.getElementById('${BOOT_DATA_ID}').textContent)}function add(t,u){var x=d.createElement(t);x.crossOrigin='';if(t=='link'){x.rel='modulepreload';x.href=u}else{x.type='module';x.async=false;x.src=u;x.onerror=function(){d.documentElement.setAttribute('${APP_FAILED}','')}}d.head.appendChild(x)}function run(l,m){l.forEach(function(u){add('link',u)});m.forEach(function(u){add('script',u)})}function boot(){if(s)return;s=1;E.forEach(function(t){removeEventListener(t,on,o)});var b=data();run(b.preloads,b.scripts)}function soon(){clearTimeout(q);q=setTimeout(boot,${QUIET_MS})}function on(v){var t=v.target,a=v.type!='pointerdown'&&t&&t.closest&&t.closest('[${APP_PART}]');if(a)e=1;if(e&&p)soon()}function paint(){if(p)return;p=1;if(e)soon()}E.forEach(function(t){addEventListener(t,on,o)});function painted(f){try{var x=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){x.disconnect();f()}});x.observe({type:'paint',buffered:true})}catch(r){f()}}addEventListener('load',function(){painted(function(){setTimeout(paint)})});setTimeout(paint,3000)})();`;

/** Every module a page's boot data names: the visit's, then the app's, each once. */
export const bootModules = (boot: BootData): string[] => [
  ...new Set([...boot.headScripts, ...boot.headPreloads, ...boot.scripts, ...boot.preloads]),
];

const headPreloadTag = (url: string) => `<link rel="modulepreload" crossorigin href="${url}">`;
const headScriptTag = (url: string) => `<script type="module" crossorigin src="${url}"></script>`;

/**
 * A module tag as Vite writes it into index.html and as `bootMarkup` writes the visit's: a module
 * script or a module preload, its URL captured. The prerender strips Vite's with it.
 */
export const MODULE_TAG =
  /<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)">(?:<\/script>)?/g;

/** Whether a tag `MODULE_TAG` found is a module script (otherwise a module preload). */
export const isModuleScript = (tag: string) => tag.startsWith('<script');

/**
 * The markup the prerender puts in a page's head in place of Vite's script tags: the visit's
 * module tags, then the app's lists (JSON, read by the loader) and the loader.
 */
export function bootMarkup({ headScripts, headPreloads, scripts, preloads }: BootData): string {
  const json = JSON.stringify({ scripts, preloads }).replaceAll('<', '\\u003c');
  return [
    ...headPreloads.map(headPreloadTag),
    ...headScripts.map(headScriptTag),
    `<script type="application/json" id="${BOOT_DATA_ID}">${json}</script>`,
    `<script>${bootLoaderSource}</script>`,
  ].join('');
}

/** The modules a prerendered page's HTML will load, read back from its head. */
export function readBootData(html: string): BootData | undefined {
  const match = new RegExp(
    `<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match) return undefined;
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = [...head.matchAll(MODULE_TAG)];
  const urls = (scripts: boolean) =>
    tags.filter(([tag]) => isModuleScript(tag) === scripts).map(([, url]) => url!);
  // A build from before decision 0023 listed the visit's modules in the JSON instead: read those
  // too, so that comparing two builds (scripts/first-load.ts) counts both sides' alike.
  const {
    scripts,
    preloads,
    paintScripts = [],
    paintPreloads = [],
  } = JSON.parse(match[1]!) as Pick<BootData, 'scripts' | 'preloads'> & {
    paintScripts?: string[];
    paintPreloads?: string[];
  };
  return {
    headScripts: [...urls(true), ...paintScripts],
    headPreloads: [...urls(false), ...paintPreloads],
    scripts,
    preloads,
  };
}
