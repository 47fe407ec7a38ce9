/**
 * What each public route makes a visitor download before it is usable, from a build: the HTML,
 * its stylesheet, the JavaScript its boot data loads and the fonts it preloads, each gzipped as
 * server/ sends it (fonts are woff2, already compressed: counted as they are). Images are left
 * out: they are the same before and after a change of code or type.
 * Usage: npx tsx scripts/first-load-bytes.ts <build-dir> [<build-dir to compare with>]
 * With two folders it prints both and the growth per route.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bootModules, readBootData } from '../src/lib/bootLoader';
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
  const boot = readBootData(html);
  const scripts = boot ? bootModules(boot) : [];
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
