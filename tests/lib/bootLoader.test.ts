/**
 * A prerendered page's module lists (decisions 0021 and 0023): the visit's as tags in the head, the
 * app's as JSON for the loader, and read back the same from the page's HTML.
 */
import { describe, expect, it } from 'vitest';
import {
  BOOT_DATA_ID,
  bootLoaderSource,
  bootMarkup,
  readBootData,
  type BootData,
} from '../../src/lib/bootLoader';

const boot: BootData = {
  headScripts: ['/assets/visit-a1.js'],
  headPreloads: ['/assets/attribution-b2.js'],
  scripts: ['/assets/runtime-c3.js', '/assets/app-d4.js'],
  preloads: ['/assets/HomePage-e5.js'],
};

const page = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;

describe('the boot markup', () => {
  it('puts the visit in the head as a module script and its import as a module preload', () => {
    const markup = bootMarkup(boot);
    expect(markup).toContain(
      '<script type="module" crossorigin src="/assets/visit-a1.js"></script>',
    );
    expect(markup).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/attribution-b2.js">',
    );
    // The app's modules are only data for the loader, never tags the browser would fetch at once.
    expect(markup).not.toMatch(/(src|href)="\/assets\/(app|runtime|HomePage)-/);
    const json = new RegExp(`id="${BOOT_DATA_ID}">(.*?)</script>`).exec(markup)![1]!;
    expect(JSON.parse(json)).toEqual({ scripts: boot.scripts, preloads: boot.preloads });
  });

  it('is read back from the page as written', () => {
    expect(readBootData(page(bootMarkup(boot)))).toEqual(boot);
  });

  it('reads a build from before the visit moved to the head alike', () => {
    const { headScripts, headPreloads, ...app } = boot;
    const json = JSON.stringify({ paintScripts: headScripts, paintPreloads: headPreloads, ...app });
    const old = page(`<script type="application/json" id="${BOOT_DATA_ID}">${json}</script>`);
    expect(readBootData(old)).toEqual(boot);
  });

  it('writes a loader that parses as a script', () => {
    expect(() => new Function(bootLoaderSource)).not.toThrow();
  });

  it('finds nothing on a page without boot data (the dashboard shell)', () => {
    const shell = page('<script type="module" crossorigin src="/assets/app-d4.js"></script>');
    expect(readBootData(shell)).toBeUndefined();
  });
});
