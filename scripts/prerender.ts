/**
 * Writes real HTML for every public route (title, description, canonical, link-preview tags,
 * JSON-LD and the page's full content), a shell for the staff dashboard, 404.html, sitemap.xml and
 * robots.txt. Reads the same route table the client uses, through the server build.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MODULE_TAG, pageScriptsMarkup } from '../src/lib/pageScripts';
import { firstPaintHold } from '../src/lib/firstPaint';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

interface RouteEntry {
  path: string;
  page: string;
  noindex?: boolean;
  canonicalPath?: string;
}

interface ServerEntry {
  render(url: string): Promise<{ head: string; body: string; status: number }>;
  routeEntries: readonly RouteEntry[];
  notFoundEntry: Omit<RouteEntry, 'path'>;
}

const ORIGIN = 'http://prerender.local';
const NOT_FOUND_PROBE = '/__not-found__';

export const siteOrigin = () =>
  (process.env.SITE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');

/**
 * Every public style is in the site's one stylesheet (the `app` group of vite.config.ts), already
 * in the template; a page whose chunks bring CSS of their own would appear unstyled (no public page
 * runs the app: decision 0051), so that fails the build.
 */
function checkPageStyles(manifest: Manifest, page: string, template: string) {
  const key = `src/pages/${page}.tsx`;
  if (!manifest[key]) throw new Error(`No chunk for ${key} in the Vite manifest`);
  const inTemplate = (file: string) => template.includes(`"/${file}"`);
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (id: string) => {
    const chunk = manifest[id];
    if (!chunk || chunk.isEntry || seen.has(id)) return;
    seen.add(id);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  const extraCss = [...css].filter((file) => !inTemplate(file));
  if (extraCss.length > 0) {
    throw new Error(`${page} needs CSS beyond the site's stylesheet: ${extraCss.join(', ')}`);
  }
}

/** The module a prerendered page runs once parsed (src/visit.ts), and what it imports. */
const VISIT_ENTRY = 'src/visit.ts';

function visitAssets(manifest: Manifest) {
  const entry = manifest[VISIT_ENTRY];
  if (!entry?.isEntry) throw new Error(`No entry chunk for ${VISIT_ENTRY} in the Vite manifest`);
  const preloads = new Set<string>();
  const walk = (id: string) => {
    const chunk = manifest[id];
    if (!chunk || preloads.has(`/${chunk.file}`)) return;
    preloads.add(`/${chunk.file}`);
    chunk.imports?.forEach(walk);
  };
  entry.imports?.forEach(walk);
  return { headScripts: [`/${entry.file}`], headPreloads: [...preloads] };
}

/** Vite's module tags in index.html, with the whitespace after each. */
const TEMPLATE_MODULES = new RegExp(`${MODULE_TAG.source}\\s*`, 'g');

/**
 * A prerendered page's template: Vite's module tags (the app's) out, the visit's module and what
 * it imports in (src/lib/pageScripts.ts, decision 0051).
 */
function withPageScripts(template: string, visit: ReturnType<typeof visitAssets>): string {
  const stripped = template.replace(TEMPLATE_MODULES, '');
  if (stripped === template) throw new Error('index.html has no module script to replace');
  return stripped.replace('<!--app-head-->', () => `<!--app-head-->${pageScriptsMarkup(visit)}`);
}

function fill(template: string, head: string, body: string) {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html lacks the <!--app-head--> or <!--app-html--> placeholder');
  }
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => body);
}

/**
 * A wide screen's first paint waits for the mark at the end of the page's top band
 * (`src/lib/firstPaint.ts`, named in the head): a page without it would wait for all of its
 * parsing; with two, the first would end the wait early.
 */
function checkFirstPaintMark(path: string, body: string) {
  const marks = body.split(`id="${firstPaintHold.id}"`).length - 1;
  if (marks !== 1) throw new Error(`${path} has ${marks} marks at the end of its top band, not 1`);
}

function write(outDir: string, file: string, content: string) {
  const target = join(outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}

const routeFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

export async function prerender({ outDir, serverEntry }: { outDir: string; serverEntry: string }) {
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  const visit = visitAssets(manifest);
  const origin = siteOrigin();
  const indexed: string[] = [];

  for (const entry of server.routeEntries) {
    const page = await server.render(`${ORIGIN}${entry.path}`);
    if (page.status !== 200) throw new Error(`${entry.path} rendered with status ${page.status}`);
    if (entry.noindex) {
      // Staff pages are not prerendered: the client renders them after sign-in checks.
      write(outDir, routeFile(entry.path), fill(template, page.head, ''));
      continue;
    }
    checkPageStyles(manifest, entry.page, template);
    checkFirstPaintMark(entry.path, page.body);
    const html = fill(withPageScripts(template, visit), page.head, page.body);
    write(outDir, routeFile(entry.path), html);
    if (!entry.canonicalPath || entry.canonicalPath === entry.path) indexed.push(entry.path);
  }

  // The catch-all route renders the 404 page; server/ sends 404.html with status 404.
  const notFound = await server.render(`${ORIGIN}${NOT_FOUND_PROBE}`);
  checkPageStyles(manifest, server.notFoundEntry.page, template);
  checkFirstPaintMark('404.html', notFound.body);
  write(outDir, '404.html', fill(withPageScripts(template, visit), notFound.head, notFound.body));

  const urls = indexed
    .map((path) => `  <url><loc>${origin}${path === '/' ? '/' : path}</loc></url>`)
    .join('\n');
  write(
    outDir,
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  write(
    outDir,
    'robots.txt',
    `User-agent: *\nAllow: /\nDisallow: /DC\n\nSitemap: ${origin}/sitemap.xml\n`,
  );
  console.log(`prerendered ${indexed.length} pages, the dashboard shell and 404.html`);
}
