/**
 * `npm run perf`: builds the site, starts server/, runs Lighthouse (mobile preset, the system
 * Chromium) 3 times on every public route and prints the medians beside each route's first-load
 * JavaScript, and for each route its three longest main-thread tasks. Exits non-zero when a
 * budget is missed. Not part of `npm test`: it measures.
 *
 *   npm run perf -- [--cpu 8 | --cpu 4,8] [--runs 3] [--routes /,/contact | --routes all]
 *                   [--compare http://127.0.0.1:4600 [--pair /=/ --pair /contact=/contact …]]
 *
 * `--cpu` is Lighthouse's CPU slowdown (4 in its mobile preset; 8 is a low-end phone); several,
 * comma-separated, measure each in turn in the same run, a table each. `--compare` measures a
 * second site in the same run, one run of ours and one of theirs in turn (the order swapped every
 * run, so neither side always runs on a warmer machine); each `--pair` names one of our routes and
 * the other site's page to compare it with (without pairs: the same path). With pairs, only the
 * paired routes are measured, unless `--routes` names others (`all`: every public route): those
 * are measured on our side alone.
 * PERF_RUNS, PERF_PORT, PERF_ROUTES and PERF_SAVE_DIR (a folder for every full report) still work.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium } from '../browser.mjs';
import { firstLoadJsKb } from '../first-load';
import { medianOf, readReport, type Measurement } from './perf-report';
import { buildAndServe, measuredRoutes, pagePairs } from './site';

const { values: options } = parseArgs({
  options: {
    cpu: { type: 'string', default: '4' },
    runs: { type: 'string', default: process.env.PERF_RUNS ?? '3' },
    routes: { type: 'string', default: process.env.PERF_ROUTES },
    compare: { type: 'string' },
    pair: { type: 'string', multiple: true, default: [] },
  },
});
const CPUS = options.cpu.split(',').map(Number);
const RUNS = Number(options.runs);
if (!CPUS.every((cpu) => cpu >= 1) || !(RUNS >= 1)) {
  throw new Error('--cpu and --runs take a number of at least 1');
}
const PORT = Number(process.env.PERF_PORT ?? 4499);
/** Where to keep each run's full Lighthouse report (JSON), to see why a budget was missed. */
const SAVE_DIR = process.env.PERF_SAVE_DIR;
const otherOrigin = options.compare?.replace(/\/$/, '');

/** Our route → the other site's page measured beside it. */
const pairs = pagePairs(options.pair);

/**
 * Every public route, on a phone whose CPU is 4× slower than this machine (Lighthouse's mobile
 * preset): what a visitor on a low-end Android phone in Lagos must get.
 */
export const budgets = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0,
  /** What a reader's page runs (decision 0042): the visit's script. */
  readerJsKb: 8,
};

/**
 * Beside a static site measured in the same run (`--compare`): at 4× our blocking time is at most
 * 50 ms above its; at any slowdown our score is at least its, our TBT (beyond 4×) at most its, we
 * paint first, and the first visit to the home page transfers no more than its home page.
 */
export const compareBudgets = {
  tbtAboveOtherAt4xMs: 50,
};

const site = await buildAndServe('perf', PORT);
const { origin, outDir } = site;

interface Row {
  path: string;
  ours: Measurement;
  firstLoadJsKb: { reader: number; withApp: number };
  other?: { path: string; measured: Measurement };
}

/**
 * One Lighthouse run of a page. Now and then Chrome's trace of a load comes back unusable
 * (Lighthouse's `runtimeError`, e.g. NO_NAVSTART): its scores are zeros that measure nothing, so
 * such a run is repeated (up to twice) instead of counted; a page that never gives a usable run
 * stops the script.
 */
async function measure(url: string, label: string, run: number, cpu: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome!.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Lighthouse merges this into its mobile preset: only the CPU slowdown changes.
      throttling: { cpuSlowdownMultiplier: cpu },
    });
    const lhr = result!.lhr;
    if (SAVE_DIR) {
      mkdirSync(SAVE_DIR, { recursive: true });
      writeFileSync(join(SAVE_DIR, `${label}-${cpu}x-${run + 1}.json`), JSON.stringify(lhr));
    }
    if (!lhr.runtimeError) return readReport(lhr, result!.artifacts.Trace, cpu);
    const error = `${url} run ${run + 1}: Lighthouse ${lhr.runtimeError.code}`;
    if (attempt === 3) throw new Error(`${error}, three times`);
    process.stderr.write(`${error}; measuring again\n`);
  }
}

const fileLabel = (side: string, path: string) =>
  `${side}-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}`;

/** Each slowdown's rows, in the order measured. */
const tables = new Map<number, Row[]>(CPUS.map((cpu) => [cpu, []]));
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const paths = measuredRoutes(options.routes, pairs);
  for (const cpu of CPUS) {
    for (const path of paths) {
      // With pairs, a route without one is measured on our side alone.
      const otherPath = pairs.size > 0 ? pairs.get(path) : path;
      const compared = otherOrigin !== undefined && otherPath !== undefined;
      const ours: Measurement[] = [];
      const theirs: Measurement[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const measureOurs = async () =>
          ours.push(await measure(`${origin}${path}`, fileLabel('ours', path), run, cpu));
        const measureTheirs = async () =>
          theirs.push(
            await measure(`${otherOrigin}${otherPath}`, fileLabel('other', otherPath!), run, cpu),
          );
        if (!compared) await measureOurs();
        else if (run % 2 === 0) await measureOurs().then(measureTheirs);
        else await measureTheirs().then(measureOurs);
      }
      tables.get(cpu)!.push({
        path,
        ours: medianOf(ours),
        firstLoadJsKb: firstLoadJsKb(outDir, path),
        other: compared ? { path: otherPath, measured: medianOf(theirs) } : undefined,
      });
      process.stderr.write(`measured ${path} at ${cpu}×\n`);
    }
  }
} finally {
  await chrome?.kill();
  site.stop();
}

const misses: string[] = [];

/** Checks one slowdown's rows against the budgets and prints its table. */
function report(cpu: number, rows: Row[]) {
  const check = (row: Row, ok: boolean, what: string) => {
    if (!ok) misses.push(`${row.path} at ${cpu}×: ${what}`);
  };
  for (const row of rows) {
    const { ours } = row;
    check(row, ours.accessibility >= budgets.accessibility, `accessibility ${ours.accessibility}`);
    check(row, ours.bestPractices >= budgets.bestPractices, `best practices ${ours.bestPractices}`);
    check(row, ours.seo >= budgets.seo, `SEO ${ours.seo}`);
    check(row, ours.cls <= budgets.cls, `CLS ${ours.cls.toFixed(3)}`);
    check(
      row,
      row.firstLoadJsKb.reader <= budgets.readerJsKb,
      `reader's JS ${row.firstLoadJsKb.reader.toFixed(1)} KB`,
    );
    // The absolute budgets are set for Lighthouse's own phone (4×); a slower one is judged against
    // the other site in the same run.
    if (cpu <= 4) {
      check(row, ours.performance >= budgets.performance, `performance ${ours.performance}`);
      check(row, ours.lcpMs <= budgets.lcpMs, `LCP ${Math.round(ours.lcpMs)} ms`);
      check(row, ours.tbtMs <= budgets.tbtMs, `TBT ${Math.round(ours.tbtMs)} ms`);
    }
    const other = row.other?.measured;
    if (!other) continue;
    const vs = (what: string, a: number, b: number) =>
      `${what} ${Math.round(a)} vs ${Math.round(b)}`;
    check(
      row,
      ours.performance >= other.performance,
      vs('score', ours.performance, other.performance),
    );
    const tbtAllowed = other.tbtMs + (cpu <= 4 ? compareBudgets.tbtAboveOtherAt4xMs : 0);
    check(row, ours.tbtMs <= tbtAllowed, vs('TBT ms', ours.tbtMs, other.tbtMs));
    check(row, ours.fcpMs <= other.fcpMs, vs('FCP ms', ours.fcpMs, other.fcpMs));
    check(row, ours.lcpMs <= other.lcpMs, vs('LCP ms', ours.lcpMs, other.lcpMs));
    if (row.path === '/') {
      check(row, ours.totalKb <= other.totalKb, vs('total KB', ours.totalKb, other.totalKb));
    }
  }

  const indexes = (pick: (row: Row) => Measurement | undefined) => {
    const values = rows
      .map(pick)
      .filter((m) => m !== undefined)
      .map((m) => m.benchmarkIndex);
    return `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
  };
  console.log(
    `Lighthouse ${RUNS} runs per page, median, mobile preset, CPU slowdown ${cpu}×, ` +
      `${new Date().toISOString()}, machine benchmarkIndex ${indexes((row) => row.ours)}` +
      (otherOrigin
        ? ` (during the other site's runs ${indexes((row) => row.other?.measured)})`
        : '') +
      '\n',
  );
  const both = (a: number, b: number | undefined, format: (n: number) => string) =>
    b === undefined ? format(a) : `${format(a)} / ${format(b)}`;
  const ms = (n: number) => Math.round(n).toLocaleString('en-GB');
  const kb = (n: number) => n.toFixed(1);
  console.log(
    otherOrigin
      ? `Each cell: ours / the other site (${otherOrigin}). JS KB is what was transferred during the load.\n`
      : '',
  );
  console.log(
    '| route | perf | a11y | best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KB | total KB | reader JS KB gz | with the app KB gz |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const { ours } = row;
    const other = row.other?.measured;
    const route = row.other ? `${row.path} vs ${row.other.path}` : row.path;
    console.log(
      `| ${route} | ${both(ours.performance, other?.performance, String)} | ${both(ours.accessibility, other?.accessibility, String)} | ${both(ours.bestPractices, other?.bestPractices, String)} | ${both(ours.seo, other?.seo, String)} | ${both(ours.fcpMs, other?.fcpMs, ms)} | ${both(ours.lcpMs, other?.lcpMs, ms)} | ${both(ours.tbtMs, other?.tbtMs, ms)} | ${both(ours.cls, other?.cls, (n) => n.toFixed(3))} | ${both(ours.scriptKb, other?.scriptKb, kb)} | ${both(ours.totalKb, other?.totalKb, kb)} | ${kb(row.firstLoadJsKb.reader)} | ${kb(row.firstLoadJsKb.withApp)} |`,
    );
  }

  console.log(
    '\nThe three longest main-thread tasks (of the run with the median TBT: duration, start, what ran it, ms by kind of work), all main-thread work by kind, and the scripts by evaluation+compile ms:\n',
  );
  const describe = (label: string, measured: Measurement) => {
    console.log(`- ${label}`);
    for (const task of measured.longestTasks) console.log(`  - ${task}`);
    if (measured.longestTasks.length === 0) console.log('  - no task of 50 ms or more');
    console.log(`  - main thread: ${measured.mainThread}`);
    console.log(`  - scripts: ${measured.bootup || 'none'}`);
  };
  for (const row of rows) {
    describe(`${row.path} (ours)`, row.ours);
    if (row.other) describe(`${row.other.path} (other site)`, row.other.measured);
  }
}

for (const [cpu, rows] of tables) {
  report(cpu, rows);
  console.log('');
}

if (misses.length > 0) {
  console.log(`\nBudget missed:\n${misses.map((miss) => `- ${miss}`).join('\n')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
