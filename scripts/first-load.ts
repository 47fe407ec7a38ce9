/**
 * The JavaScript a route's HTML loads, gzipped, for a built site (decision 0042): for a reader (the
 * visit's modules in the head: all a page without a form ever runs), and with the app (its entry
 * and preloads, added when the visitor reaches for a form). `npm run perf` reports both per route;
 * this compares two builds without Lighthouse:
 *   npx tsx scripts/first-load.ts <build dir> [<other build dir>] [--routes=/,/contact]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { pageModules, readPageScripts } from '../src/lib/pageScripts';

/**
 * Gzipped size, in KB, of the JavaScript `path`'s HTML in `outDir` loads: the reader's (the head's
 * modules) and with the app (every module its HTML names; a build from before decision 0051 also
 * named the app's, loaded when a form was reached for).
 */
export function firstLoadJsKb(outDir: string, path: string): { reader: number; withApp: number } {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
  const boot = readPageScripts(readFileSync(join(outDir, file), 'utf8'));
  const kb = (scripts: string[]) =>
    scripts.reduce(
      (sum, script) => sum + gzipSync(readFileSync(join(outDir, script.slice(1)))).length,
      0,
    ) / 1024;
  return {
    reader: kb([...boot.headScripts, ...boot.headPreloads]),
    withApp: kb(pageModules(boot)),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const routes = (args.find((arg) => arg.startsWith('--routes='))?.slice(9) ?? '/,/contact').split(
    ',',
  );
  const dirs = args.filter((arg) => !arg.startsWith('--')).map((dir) => resolve(dir));
  for (const route of routes) {
    for (const kind of ['reader', 'withApp'] as const) {
      const sizes = dirs.map((dir) => firstLoadJsKb(dir, route)[kind]);
      const change = sizes.length === 2 ? `  (${(sizes[1]! - sizes[0]!).toFixed(2)} KB)` : '';
      console.log(
        `${route} (${kind === 'reader' ? 'a reader' : 'with the app'}): ${sizes.map((kb) => `${kb.toFixed(2)} KB`).join(' → ')}${change}`,
      );
    }
  }
}
