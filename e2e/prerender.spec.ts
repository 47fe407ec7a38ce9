import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pageModules, readPageScripts } from '../src/lib/pageScripts';
import { routeEntries } from '../src/app/routeTable';
import { paths } from '../src/config/paths';
import { bannerPauseLabel } from '../src/content/banner';
import { company } from '../src/content/company';
import { isStaffSource } from '../src/config/staffCode';
import { onlyTheVisitModule, formsLive, watchConsole } from './support';
import { firstPaintHold } from '../src/lib/firstPaint';

const publicEntries = routeEntries.filter((entry) => !entry.noindex);

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
const manifest = (): Record<string, ManifestChunk> =>
  JSON.parse(readFileSync(`${process.env.E2E_DIST ?? 'dist'}/.vite/manifest.json`, 'utf8'));

/**
 * The files only staff load, from the build's manifest: every chunk of the staff sources
 * (`isStaffSource`: the dashboard page and `src/features/dashboard/`), the dashboard's styles
 * and their stylesheet.
 */
function staffAssets() {
  const chunks = manifest();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key]!;
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.css?.forEach((file) => files.add(`/${file}`));
    chunk.imports?.filter((child) => child.includes('dashboard')).forEach(visit);
  };
  Object.keys(chunks).filter(isStaffSource).forEach(visit);
  return files;
}

type JsonLdItem = { '@type'?: string } & Record<string, unknown>;

/** Every schema.org item in a page's JSON-LD blocks (a block holds one item or a `@graph`). */
const jsonLdItems = (html: string): JsonLdItem[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((block) => {
    const data = JSON.parse(block[1]!) as JsonLdItem & { '@graph'?: JsonLdItem[] };
    return data['@graph'] ?? [data];
  });

test('every public route is served as real HTML with its h1, title, description and JSON-LD', async ({
  request,
}) => {
  for (const entry of publicEntries) {
    const response = await request.get(entry.path);
    expect(response.status(), entry.path).toBe(200);
    const html = await response.text();
    expect(html, entry.path).toContain(`<title>${entry.title} | ${company.shortName}</title>`);
    expect(html, entry.path).toContain(`<meta name="description" content="${entry.description}"/>`);
    expect(html, entry.path).toMatch(/<h1[^>]*>/);
    expect(html, entry.path).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
    expect(html, entry.path).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
    const items = jsonLdItems(html);
    const types = items.map((item) => item['@type']);
    expect(types, entry.path).toContain('Organization');
    // What each page offers, for search engines: a service page says which service, a course
    // page its course offerings and its questions.
    if (entry.path.startsWith('/services/') || entry.path === paths.itHiring) {
      const service = items.find((item) => item['@type'] === 'Service');
      expect(service, `${entry.path} Service`).toMatchObject({
        name: entry.title,
        description: entry.description,
        url: expect.stringMatching(new RegExp(`^https?://[^/]+${entry.path}$`)),
        provider: { '@id': expect.stringMatching(/#organization$/) },
      });
    }
    if (entry.path.startsWith('/training/')) {
      expect(types, entry.path).toContain('Course');
      expect(types, entry.path).toContain('FAQPage');
    }
  }
});

test('every script a page runs at once is in its HTML, so none waits for another', async ({
  request,
}) => {
  const staticImports = (code: string) =>
    [...code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w${},\s*]+from\s*)?"\.\/([^"]+\.js)"/g)].map(
      (match) => `/assets/${match[1]!}`,
    );
  for (const entry of publicEntries) {
    const loaded = new Set(
      pageModules(readPageScripts(await (await request.get(entry.path)).text())),
    );
    // Follow the static imports of everything the HTML loads: each must be in the HTML too.
    const queue = [...loaded];
    const missing: string[] = [];
    for (let file = queue.shift(); file; file = queue.shift()) {
      for (const imported of staticImports(await (await request.get(file)).text())) {
        if (!loaded.has(imported)) {
          missing.push(`${file} imports ${imported}`);
          loaded.add(imported);
          queue.push(imported);
        }
      }
    }
    expect(missing, entry.path).toEqual([]);
  }
});

test("a page with a form asks for its form's code only once the form is reached for; before that, only the visit's; never the app's or staff code", async ({
  page,
  request,
}) => {
  const staffOnly = staffAssets();
  // The dashboard's styles are a stylesheet of its own, not part of the public one.
  expect([...staffOnly].filter((file) => file.endsWith('.css'))).not.toEqual([]);
  for (const path of ['/contact', '/services/react-developer']) {
    const served = readPageScripts(await (await request.get(path)).text());
    expect(served.headScripts, path).toEqual(onlyTheVisitModule);
    await page.goto(path);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    await formsLive(page);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      return {
        loadEventEnd: navigation.loadEventEnd,
        assets: performance
          .getEntriesByType('resource')
          .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
      };
    });
    const staffLoaded = timing.assets.filter((asset) => staffOnly.has(asset.path));
    expect(staffLoaded, path).toEqual([]);
    const scripts = timing.assets.filter((asset) => asset.path.endsWith('.js'));
    expect(timing.loadEventEnd, path).toBeGreaterThan(0);
    const beforeLoad = scripts
      .filter((script) => script.startTime < timing.loadEventEnd)
      .map((script) => script.path);
    // The visit's attribution is a module script in the head (decision 0042): fetched with the
    // document, run once it is parsed, never in the way of the paint. The form's code comes when
    // the form is reached for (decision 0051), and the app (React) never.
    expect(beforeLoad.sort(), path).toEqual([...served.headScripts, ...served.headPreloads].sort());
    const later = scripts.map((script) => script.path).filter((file) => !beforeLoad.includes(file));
    expect(
      later.some((file) => /\/live-[\w-]+\.js$/.test(file)),
      path,
    ).toBe(true);
    expect(
      later.filter((file) => /\/(?:index|app)-[\w-]+\.js$/.test(file)),
      path,
    ).toEqual([]);
  }
});

test('the dashboard and unknown paths get the app shell, with noindex and a real 404 status', async ({
  request,
}) => {
  const dashboard = await request.get('/DC');
  expect(dashboard.status()).toBe(200);
  const shell = await dashboard.text();
  expect(shell).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(shell).toContain('<div id="root"></div>');

  const missing = await request.get('/no/such/page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
});

test('sitemap.xml lists every public route once and robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  const expected = publicEntries.filter((entry) => !entry.canonicalPath).map((entry) => entry.path);
  expect(locs.sort()).toEqual([...expected].sort());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

for (const [path, hasForm] of [
  ['/', false],
  ['/about', false],
  ['/services/angular-developer', true],
  ['/training/cyber-security', true],
  ['/contact', true],
] as const) {
  test(`${path} ${hasForm ? 'makes its form live when reached for' : 'runs'} without console errors or layout shift`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      // Each shift with the elements that moved, so a failure says what to fix.
      const shifts: { value: number; moved: string[] }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          const moved = (entry.sources ?? []).map(
            ({ node, previousRect: from, currentRect: to }) =>
              `${node instanceof Element ? node.outerHTML.slice(0, 80) : (node?.nodeName ?? '?')} ` +
              `at ${Math.round(entry.startTime)} ms: x ${from.x} -> ${to.x}, y ${from.y} -> ${to.y}, ` +
              `w ${from.width} -> ${to.width}, h ${from.height} -> ${to.height}`,
          );
          shifts.push({ value: entry.value, moved });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const console = watchConsole(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    // The form live (decision 0051), and the banner's pause switched
    // (a control the page answers itself).
    if (hasForm) await formsLive(page);
    await page.getByRole('switch', { name: bannerPauseLabel }).check();
    await expect(page.getByRole('switch', { name: bannerPauseLabel })).toBeChecked();
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts,
    );
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(cls, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(0.01);
    console.expectNone();
  });
}

/**
 * Scripts the parser must wait for, served late: a slow phone's parser, paused mid-page. The
 * browser asks for both at once, as it finds them, so the second comes a pause after the first.
 */
const parserPause = (index: number) => `/parser-pause-${index}.js`;
const PARSER_PAUSE_MS = 400;

/** For an init script: sums the page's layout shifts into `window.__shift` (`shiftOf`). */
const countLayoutShifts = `
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });`;
const shiftOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shift: number }).__shift);

// Decision 0055: a wide screen's first paint waits for the header and the top band; a phone's
// does not (its menu is a button and its band is laid out from the top).
for (const [width, held] of [
  [1280, true],
  [375, false],
] as const) {
  for (const path of ['/', '/contact', '/services/angular-developer', '/training/cyber-security']) {
    test(`${path} at ${width} px ${held ? 'paints its header and top band whole' : 'paints what it has parsed'} when its parsing pauses in them, without a layout shift`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      // Two pauses: after the menu's first link, and after the top band's heading.
      await page.route(path, async (route) => {
        const response = await route.fetch();
        const pause = (index: number) => `<script src="${parserPause(index)}"></script>`;
        const html = (await response.text())
          .replace(/(data-site-nav[^]*?<\/li>)/, `$1${pause(1)}`)
          .replace(/(<\/h1>)/, `$1${pause(2)}`);
        expect(html).toContain(pause(1));
        expect(html).toContain(pause(2));
        await route.fulfill({ response, body: html });
      });
      for (const index of [1, 2]) {
        await page.route(parserPause(index), async (route) => {
          await new Promise((resolve) => setTimeout(resolve, PARSER_PAUSE_MS * index));
          await route.fulfill({ contentType: 'text/javascript', body: '' });
        });
      }
      await page.addInitScript(`{
        window.__firstFrame = new Promise((resolve) => requestAnimationFrame(() => resolve({
          band: document.getElementById(${JSON.stringify(firstPaintHold.id)}) !== null,
          links: document.querySelectorAll('[data-site-nav] li').length,
        })));
        ${countLayoutShifts}
      }`);
      await page.goto(path, { waitUntil: 'load' });
      const firstFrame = await page.evaluate(
        () =>
          (window as unknown as { __firstFrame: Promise<{ band: boolean; links: number }> })
            .__firstFrame,
      );
      const links = await page.locator('[data-site-nav] li').count();
      expect(firstFrame).toEqual(held ? { band: true, links } : { band: false, links: 1 });
      const shift = await shiftOf(page);
      // On a phone the menu's button moves over when the WhatsApp icon after it comes (0.0013).
      if (held) expect(shift).toBe(0);
      else expect(shift).toBeLessThan(0.002);
    });
  }
}

// A phone paints what it has parsed (decision 0055), so a line must not move as its parts come:
// "Prefer WhatsApp?" and its link share a line where they fit and take a line each where they do
// not, whichever of them has been parsed.
for (const path of ['/get-a-quote', '/training/cyber-security']) {
  test(`${path} at 375 px: the "Prefer WhatsApp?" line stays put when its parsing pauses inside its link`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const pause = `<script src="${parserPause(1)}"></script>`;
    await page.route(path, async (route) => {
      const response = await route.fetch();
      // After the link's icon: the question and the icon are parsed, the link's words are not.
      const html = (await response.text()).replace(
        /(data-whatsapp-prompt[^]*?<\/svg>)/,
        `$1${pause}`,
      );
      expect(html).toContain(pause);
      await route.fulfill({ response, body: html });
    });
    await page.route(parserPause(1), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, PARSER_PAUSE_MS));
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    // Each frame until the load: was one drawn with the link's icon but not yet its words?
    await page.addInitScript(`{
      window.__halfDrawn = false;
      const frame = () => {
        const link = document.querySelector('[data-whatsapp-prompt] a');
        if (link && link.querySelector('svg') && !link.querySelector('span')) window.__halfDrawn = true;
        if (document.readyState !== 'complete') requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      ${countLayoutShifts}
    }`);
    await page.goto(path, { waitUntil: 'load' });
    const prompt = page.locator('[data-whatsapp-prompt]').first();
    await expect(prompt, 'in the first screen').toBeInViewport();
    const halfDrawn = await page.evaluate(
      () => (window as unknown as { __halfDrawn: boolean }).__halfDrawn,
    );
    expect(halfDrawn, 'a frame drawn while the link was half parsed').toBe(true);
    const shift = await shiftOf(page);
    expect(shift).toBe(0);
  });
}
