/**
 * How a prerendered page starts its JavaScript (decision 0009). The page is complete as HTML, so
 * its scripts wait until what the visitor sees has arrived and been painted: on a slow link the
 * stylesheet and the hero image then have the bandwidth to themselves. The prerender writes the
 * page's module list as JSON and this loader inline; server/ allows the loader by its hash.
 * The staff dashboard's shell (no prerendered content) loads its scripts the usual way.
 * It lives in lib, not app, because the app, the prerender, the perf script and server/ all use it.
 */

export const BOOT_DATA_ID = 'boot-modules';

/**
 * Set on <html> by the layout once the app is live (hydrated, effects run), some time after a
 * prerendered page is shown; tests wait for it rather than guess.
 */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

export interface BootData {
  /** Module scripts to run, in order (the app's entry and what Vite put before it). */
  scripts: string[];
  /** Modules the page imports later on (its lazy page chunk): fetched at once, in parallel. */
  preloads: string[];
}

/**
 * Waits for the load event and the first contentful paint (as the browser reports it, once it is
 * on screen), or at most 3 s after the page starts.
 */
export const bootLoaderSource = `(function(){var d=document,s=0;function go(){if(s)return;s=1;var b=JSON.parse(d.getElementById('${BOOT_DATA_ID}').textContent);function add(t,u){var e=d.createElement(t);e.crossOrigin='';if(t=='link'){e.rel='modulepreload';e.href=u}else{e.type='module';e.async=false;e.src=u}d.head.appendChild(e)}b.preloads.forEach(function(u){add('link',u)});b.scripts.forEach(function(u){add('script',u)})}function painted(f){try{var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();f()}});o.observe({type:'paint',buffered:true})}catch(e){f()}}addEventListener('load',function(){painted(function(){setTimeout(go)})});setTimeout(go,3000)})();`;

/** The markup the prerender puts in a page's head in place of Vite's script tags. */
export function bootMarkup(data: BootData): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${BOOT_DATA_ID}">${json}</script><script>${bootLoaderSource}</script>`;
}

/** The modules a prerendered page's HTML will load, read back from its boot data. */
export function readBootData(html: string): BootData | undefined {
  const match = new RegExp(
    `<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as BootData) : undefined;
}
