/**
 * Links: on every prerendered page of the build, every internal reference resolves. Links
 * (`a`, `area`), stylesheets and preloads, scripts, images and `srcset` candidates, video and
 * poster files and link-preview images are fetched from the running server and must answer
 * 200; every `#fragment`, on the same page or another, must name an element `id` in that
 * page's HTML (the HTML a visitor without JavaScript gets). Absolute URLs on the site's own
 * origin (canonical, og:image) count as internal. External links are not fetched.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

const dist = process.env.E2E_DIST ?? 'dist';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The URL path a file is served at: `about/index.html` → `/about`, `404.html` → `/404.html`. */
function servedAt(file: string): string {
  const path = relative(dist, file).split(sep).join('/');
  if (path === 'index.html') return '/';
  return path.endsWith('/index.html') ? `/${path.slice(0, -'/index.html'.length)}` : `/${path}`;
}

const pages = new Map(
  htmlFiles(dist)
    .sort()
    .map((file) => [servedAt(file), readFileSync(file, 'utf8')]),
);

interface Reference {
  url: string;
  where: string;
}
interface Parsed {
  references: Reference[];
  ids: string[];
  canonical: string | null;
}

/** Runs in the browser (DOMParser: no scripts run, nothing loads): every URL a page refers to, and its ids. */
function parsePage(html: string): Parsed {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const references: Reference[] = [];
  const add = (url: string | null, where: string) => {
    if (url !== null && url.trim() !== '') references.push({ url: url.trim(), where });
  };
  for (const element of document.querySelectorAll('a[href], area[href], link[href]')) {
    const rel = element.getAttribute('rel') ?? '';
    // Hints to other origins are not links to fetch.
    if (/\b(preconnect|dns-prefetch)\b/.test(rel)) continue;
    add(element.getAttribute('href'), `<${element.tagName.toLowerCase()} ${rel}>`);
  }
  for (const element of document.querySelectorAll('[src]')) {
    add(element.getAttribute('src'), `<${element.tagName.toLowerCase()} src>`);
  }
  for (const element of document.querySelectorAll('[srcset], [imagesrcset]')) {
    const set = element.getAttribute('srcset') ?? element.getAttribute('imagesrcset') ?? '';
    for (const candidate of set.split(',')) {
      add(candidate.trim().split(/\s+/)[0] ?? '', `<${element.tagName.toLowerCase()} srcset>`);
    }
  }
  for (const element of document.querySelectorAll('video[poster]')) {
    add(element.getAttribute('poster'), '<video poster>');
  }
  const metas = 'meta[property$=":image"], meta[name$=":image"], meta[property="og:url"]';
  for (const element of document.querySelectorAll(metas)) {
    const name = element.getAttribute('property') ?? element.getAttribute('name');
    add(element.getAttribute('content'), `<meta ${name}>`);
  }
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
  return { references, ids, canonical };
}

let parsed: Map<string, Parsed>;
let siteOrigin: string;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  parsed = new Map();
  for (const [path, html] of pages) parsed.set(path, await page.evaluate(parsePage, html));
  await page.close();
  // The site's origin, as its canonical links spell it.
  siteOrigin = new URL(parsed.get('/')?.canonical ?? 'http://localhost/').origin;
});

/** Internal: same origin as the page, or the site's own absolute origin. Null for everything else. */
function internal(url: string, page: string): URL | null {
  if (/^(mailto|tel|sms|javascript|data|blob):/i.test(url)) return null;
  const resolved = new URL(url, `${siteOrigin}${page}`);
  return resolved.origin === siteOrigin ? resolved : null;
}

const statusCache = new Map<string, Promise<number>>();
function statusOf(request: APIRequestContext, path: string): Promise<number> {
  let status = statusCache.get(path);
  if (!status) {
    status = request.get(path, { maxRedirects: 0 }).then((response) => response.status());
    statusCache.set(path, status);
  }
  return status;
}

test('the build has every public page to check', () => {
  expect(pages.size, `HTML files in ${dist}`).toBeGreaterThan(20);
  expect(pages.has('/')).toBe(true);
});

for (const page of pages.keys()) {
  test(`${page}: every internal link and #anchor resolves`, async ({ request }) => {
    const problems: string[] = [];
    const refs = parsed.get(page)?.references ?? [];
    for (const { url, where } of refs) {
      const target = internal(url, page);
      if (!target) continue;
      const path = target.pathname;
      const status = await statusOf(request, path + target.search);
      if (status !== 200) problems.push(`${where} ${url}: ${status}`);
      if (target.hash.length > 1) {
        const id = decodeURIComponent(target.hash.slice(1));
        const targetPage = parsed.get(path);
        if (!targetPage)
          problems.push(`${where} ${url}: #${id} points into a page that is not prerendered`);
        else if (!targetPage.ids.includes(id))
          problems.push(`${where} ${url}: no element with id "${id}" on ${path}`);
      }
    }
    expect(problems, `${page}:\n${problems.join('\n')}`).toEqual([]);
    expect(refs.length, 'the page links somewhere').toBeGreaterThan(0);
  });
}
