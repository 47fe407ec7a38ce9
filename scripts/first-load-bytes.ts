/**
 * What each public route makes a visitor download before it is usable, from a build: the HTML,
 * its stylesheet, the JavaScript its boot data loads and the fonts it preloads, each gzipped as
 * server/ sends it (fonts are woff2, already compressed: counted as they are). Images are left
 * out: they are the same before and after a change of code or type.
 * Usage: npx tsx scripts/first-load-bytes.ts <build-dir> [<build-dir to compare with>]
 * With two folders it prints both and the growth per route, then the growth of each chunk loaded
 * later (the forms, the dashboard), by name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageModules, readPageScripts } from '../src/lib/pageScripts';
import { publicPaths } from '../src/config/paths';

const [dir, baseDir] = process.argv.slice(2);
if (!dir) {
  console.error('Usage: npx tsx scripts/first-load-bytes.ts <build-dir> [<base-build-dir>]');
  process.exit(2);
}

const routeFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
const attributeValues = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) => match[1]!);

/** Bytes on the wire for one route of the build in `root`, by kind. */
function firstLoad(root: string, path: string) {
  const html = readFileSync(join(root, routeFile(path)), 'utf8');
  const gz = (file: string) => gzipSync(readFileSync(join(root, file.slice(1)))).length;
  const scripts = pageModules(readPageScripts(html));
  const styles = attributeValues(html, /<link rel="stylesheet"[^>]*href="([^"]+)"/g);
  const fonts = attributeValues(html, /<link rel="preload" href="([^"]+)" as="font"/g);
  const sizes = {
    html: gzipSync(html).length,
    css: styles.reduce((sum, file) => sum + gz(file), 0),
    js: scripts.reduce((sum, file) => sum + gz(file), 0),
    fonts: fonts.reduce((sum, file) => sum + readFileSync(join(root, file.slice(1))).length, 0),
  };
  return { ...sizes, total: sizes.html + sizes.css + sizes.js + sizes.fonts };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows = publicPaths.map((path) => {
  const now = firstLoad(dir, path);
  const before = baseDir ? firstLoad(baseDir, path) : undefined;
  return { path, now, before };
});

console.log(
  baseDir
    ? '| route | before KB | after KB | growth KB | of which font KB |'
    : '| route | HTML KB | CSS KB | JS KB | fonts KB | total KB |',
);
console.log(baseDir ? '| --- | --- | --- | --- | --- |' : '| --- | --- | --- | --- | --- | --- |');
for (const { path, now, before } of rows) {
  console.log(
    before
      ? `| ${path} | ${kb(before.total)} | ${kb(now.total)} | ${kb(now.total - before.total)} | ${kb(now.fonts - before.fonts)} |`
      : `| ${path} | ${kb(now.html)} | ${kb(now.css)} | ${kb(now.js)} | ${kb(now.fonts)} | ${kb(now.total)} |`,
  );
}
if (baseDir) {
  const worst = Math.max(...rows.map((row) => row.now.total - row.before!.total));
  console.log(`\nLargest growth on any route: ${kb(worst)} KB`);
}

/**
 * The chunks a page loads later (a form when it comes into view, the dashboard), by name: each
 * build's JavaScript files gzipped and summed per chunk name (the part before Vite's hash).
 */
function chunkSizes(root: string): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const file of readdirSync(join(root, 'assets'))) {
    if (!file.endsWith('.js')) continue;
    const name = file.replace(/-[\w-]{8}\.js$/, '');
    const size = gzipSync(readFileSync(join(root, 'assets', file))).length;
    sizes.set(name, (sizes.get(name) ?? 0) + size);
  }
  return sizes;
}

if (baseDir) {
  const now = chunkSizes(dir);
  const before = chunkSizes(baseDir);
  const changed = [...new Set([...now.keys(), ...before.keys()])]
    .map((name) => ({ name, growth: (now.get(name) ?? 0) - (before.get(name) ?? 0) }))
    .filter(({ growth }) => Math.abs(growth) >= 512)
    .sort((a, b) => b.growth - a.growth);
  console.log(
    '\n| chunk (by name) | before KB | after KB | growth KB |\n| --- | --- | --- | --- |',
  );
  for (const { name, growth } of changed) {
    console.log(
      `| ${name} | ${kb(before.get(name) ?? 0)} | ${kb(now.get(name) ?? 0)} | ${kb(growth)} |`,
    );
  }
  if (changed.length === 0) console.log('| (none changed by 0.5 KB or more) | | | |');
}
