/**
 * `npm run perf`: builds the site, starts server/, runs Lighthouse (mobile preset, the system
 * Chromium) 3 times on every public route and prints the medians beside each route's first-load
 * JavaScript. Exits non-zero when a budget is missed. Not part of `npm test`: it measures.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { routeEntries } from '../src/app/routeTable';
import { chromiumArgs, findChromium } from './browser.mjs';
import { firstLoadJsKb } from './first-load';

const RUNS = Number(process.env.PERF_RUNS ?? 3);
const PORT = Number(process.env.PERF_PORT ?? 4499);
const ONLY = process.env.PERF_ROUTES?.split(',');
/** Where to keep each run's full Lighthouse report (JSON), to see why a budget was missed. */
const SAVE_DIR = process.env.PERF_SAVE_DIR;
const outDir = resolve('.tmp/dist-perf');
const origin = `http://127.0.0.1:${PORT}`;

export const budgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.01,
  firstLoadJsKb: 120,
};

/** The median of the runs that measured something (a run can fail to report a metric: NaN). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)]!;
};

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('server/ did not start');
}

const build = spawnSync('npm', ['run', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, BUILD_DIR: outDir },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    STATIC_DIR: outDir,
    DATABASE_FILE: '.tmp/perf/site.db',
    STAFF_EMAIL: 'perf@example.com',
    STAFF_PASSWORD: 'perf-password-not-secret',
  },
  stdio: 'ignore',
});

interface Row {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  firstLoadJsKb: number;
}

/**
 * One Lighthouse run of a route. Now and then Chrome's trace of a load comes back unusable
 * (Lighthouse's `runtimeError`, e.g. NO_NAVSTART): its scores are zeros that measure nothing, so
 * such a run is repeated (up to twice) instead of counted; a route that never gives a usable run
 * stops the script.
 */
async function measure(path: string, run: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome!.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    if (SAVE_DIR) {
      mkdirSync(SAVE_DIR, { recursive: true });
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
      writeFileSync(join(SAVE_DIR, `${name}-${run + 1}.json`), JSON.stringify(lhr));
    }
    if (!lhr.runtimeError) return lhr;
    const error = `${path} run ${run + 1}: Lighthouse ${lhr.runtimeError.code}`;
    if (attempt === 3) throw new Error(`${error}, three times`);
    process.stderr.write(`${error}; measuring again\n`);
  }
}

const rows: Row[] = [];
const benchmarkIndexes: number[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForServer();
  // server/ compresses the site at startup; wait for the scripts and styles to be ready, so no
  // measured run pays for it.
  for (const file of readdirSync(join(outDir, 'assets')).filter((name) =>
    /\.(js|css)$/.test(name),
  )) {
    await (
      await fetch(`${origin}/assets/${file}`, { headers: { 'accept-encoding': 'br' } })
    ).arrayBuffer();
  }
  chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const paths = routeEntries
    .filter((entry) => !entry.noindex && !entry.canonicalPath)
    .map((entry) => entry.path)
    .filter((path) => !ONLY || ONLY.includes(path));
  for (const path of paths) {
    const runs: Omit<Row, 'path' | 'firstLoadJsKb'>[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const lhr = await measure(path, run);
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    const pick = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
    rows.push({
      path,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      firstLoadJsKb: firstLoadJsKb(outDir, path),
    });
    process.stderr.write(`measured ${path}\n`);
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
}

const misses: string[] = [];
const check = (row: Row, ok: boolean, what: string) => {
  if (!ok) misses.push(`${row.path}: ${what}`);
};
for (const row of rows) {
  check(row, row.performance >= budgets.performance, `performance ${row.performance}`);
  check(row, row.accessibility >= budgets.accessibility, `accessibility ${row.accessibility}`);
  check(row, row.bestPractices >= budgets.bestPractices, `best practices ${row.bestPractices}`);
  check(row, row.seo >= budgets.seo, `SEO ${row.seo}`);
  check(row, row.lcpMs <= budgets.lcpMs, `LCP ${Math.round(row.lcpMs)} ms`);
  check(row, row.tbtMs <= budgets.tbtMs, `TBT ${Math.round(row.tbtMs)} ms`);
  check(row, row.cls <= budgets.cls, `CLS ${row.cls.toFixed(3)}`);
  check(row, row.firstLoadJsKb <= budgets.firstLoadJsKb, `JS ${row.firstLoadJsKb.toFixed(1)} KB`);
}

const header =
  '| route | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | first-load JS KB gz |';
const [slowest, fastest] = [Math.min(...benchmarkIndexes), Math.max(...benchmarkIndexes)];
console.log(
  `Lighthouse ${RUNS} runs per route, median, mobile preset, ${new Date().toISOString()}, ` +
    `machine benchmarkIndex ${Math.round(slowest)}–${Math.round(fastest)}\n`,
);
console.log(header);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.path} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${Math.round(row.lcpMs)} | ${Math.round(row.tbtMs)} | ${row.cls.toFixed(3)} | ${row.firstLoadJsKb.toFixed(1)} |`,
  );
}
if (misses.length > 0) {
  console.log(`\nBudget missed:\n${misses.map((miss) => `- ${miss}`).join('\n')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
