/**
 * The JavaScript a route's HTML loads before anything else (the visit's module in the head, the
 * app's entry and preloads when the visitor reaches for a form: decision 0042), gzipped, for a built site. `npm run perf` reports it per route; this compares two builds without Lighthouse:
 *   npx tsx scripts/first-load.ts <build dir> [<other build dir>] [--routes=/,/contact]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { bootModules, readBootData } from '../src/lib/bootLoader';

/** Gzipped size, in KB, of the JavaScript `path`'s HTML in `outDir` loads first. */
export function firstLoadJsKb(outDir: string, path: string): number {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
  const boot = readBootData(readFileSync(join(outDir, file), 'utf8'));
  if (!boot) throw new Error(`${file} has no boot data`);
  // The visit's modules in the head, the app's when the visitor reaches for a form (decision 0042).
  const bytes = bootModules(boot).reduce(
    (sum, script) => sum + gzipSync(readFileSync(join(outDir, script.slice(1)))).length,
    0,
  );
  return bytes / 1024;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const routes = (args.find((arg) => arg.startsWith('--routes='))?.slice(9) ?? '/,/contact').split(
    ',',
  );
  const dirs = args.filter((arg) => !arg.startsWith('--')).map((dir) => resolve(dir));
  for (const route of routes) {
    const sizes = dirs.map((dir) => firstLoadJsKb(dir, route));
    const change = sizes.length === 2 ? `  (${(sizes[1]! - sizes[0]!).toFixed(2)} KB)` : '';
    console.log(`${route}: ${sizes.map((kb) => `${kb.toFixed(2)} KB`).join(' → ')}${change}`);
  }
}
