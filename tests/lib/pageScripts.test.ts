/**
 * A prerendered page's scripts (decisions 0042 and 0051): the visit's as tags in the head, and
 * nothing else; read back the same from the page's HTML, and a build from before 0051 (whose
 * pages also listed the app's modules for an inline loader) read alike.
 */
import { describe, expect, it } from 'vitest';
import { pageModules, pageScriptsMarkup, readPageScripts } from '../../src/lib/pageScripts';

const visit = { headScripts: ['/assets/visit-a1.js'], headPreloads: ['/assets/attribution-b2.js'] };

const page = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;

describe("a page's scripts", () => {
  it('are the visit as a module script in the head, its import as a module preload, and no inline script', () => {
    const markup = pageScriptsMarkup(visit);
    expect(markup).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/attribution-b2.js">' +
        '<script type="module" crossorigin src="/assets/visit-a1.js"></script>',
    );
  });

  it('are read back from the page as written', () => {
    expect(readPageScripts(page(pageScriptsMarkup(visit)))).toEqual({ ...visit, appModules: [] });
  });

  it("of a build from before decision 0051 include the app's modules its loader would load", () => {
    const json = JSON.stringify({
      scripts: ['/assets/app-d4.js'],
      preloads: ['/assets/Home-e5.js'],
    });
    const old = page(
      `${pageScriptsMarkup(visit)}<script type="application/json" id="boot-modules">${json}</script>`,
    );
    const read = readPageScripts(old);
    expect(read.appModules).toEqual(['/assets/app-d4.js', '/assets/Home-e5.js']);
    expect(pageModules(read)).toEqual([
      '/assets/visit-a1.js',
      '/assets/attribution-b2.js',
      '/assets/app-d4.js',
      '/assets/Home-e5.js',
    ]);
  });
});
