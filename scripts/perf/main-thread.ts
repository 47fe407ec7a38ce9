/**
 * `npm run perf:tasks`: where the main thread goes after the first paint, from many quick loads
 * instead of a few Lighthouse runs. Each page is loaded in headless Chromium (no throttling) with
 * Lighthouse's own trace categories until it is quiet (no public page runs the app); every top-level task after
 * the first contentful paint is then scaled as Lighthouse scales it for a slower phone, and the
 * blocking time (the part of each task over 50 ms) is summed at 4× and 8×. Lighthouse adds a
 * simulated network on top; this leaves it out, so its figures are the main thread's alone and
 * settle within a few runs: a change's effect on blocking time shows here first, then in
 * `npm run perf`. Reads a running site (default: builds and serves this one).
 *
 *   npm run perf:tasks -- [--runs 9] [--routes /,/contact] [--origin http://127.0.0.1:8080]
 *                         [--compare http://127.0.0.1:4611] [--top 5]
 *
 * `--compare` loads a second origin (another build, say) in the same run, in turn with ours.
 */
import { parseArgs } from 'node:util';
import type { Trace } from 'lighthouse';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import { chromium, type Browser } from 'playwright-core';
import { routeEntries } from '../../src/app/routeTable';
import { chromiumArgs, findChromium } from '../browser.mjs';
import { median } from './noise';
import { tasksAfterFirstPaint, type TaskNode } from './perf-report';
import { buildAndServe } from './site';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '9' },
    routes: { type: 'string' },
    origin: { type: 'string' },
    compare: { type: 'string' },
    top: { type: 'string', default: '5' },
  },
});
const RUNS = Number(options.runs);
const TOP = Number(options.top);
const PORT = 4498;

/** Lighthouse's blocking threshold: the part of a task over 50 ms blocks. */
const BLOCKING_MS = 50;
const SLOWDOWNS = [4, 8] as const;

function label(node: TaskNode) {
  const data = (node.event.args as { data?: { url?: string; functionName?: string } }).data;
  const file = data?.url ? ` ${data.url.split('/').pop()}` : '';
  const fn = data?.functionName ? ` ${data.functionName}` : '';
  return `${node.event.name}${file}${fn}`;
}

/** What ran in a task, by self time, biggest first. */
function contents(node: TaskNode, into = new Map<string, number>()) {
  into.set(label(node), (into.get(label(node)) ?? 0) + node.selfTime);
  for (const child of node.children) contents(child, into);
  return into;
}

interface Load {
  /** Blocking time at each slowdown, ms. */
  blocking: Record<(typeof SLOWDOWNS)[number], number>;
  /** Main-thread ms after the first paint (unthrottled). */
  busyMs: number;
  tasks: { ms: number; at: number; what: string }[];
}

function readTrace(trace: Trace): Load {
  const tasks = tasksAfterFirstPaint(trace);
  const blocking = Object.fromEntries(
    SLOWDOWNS.map((cpu) => [
      cpu,
      tasks.reduce((sum, task) => sum + Math.max(0, task.duration * cpu - BLOCKING_MS), 0),
    ]),
  ) as Load['blocking'];
  return {
    blocking,
    busyMs: tasks.reduce((sum, task) => sum + task.duration, 0),
    tasks: tasks.map((task) => ({
      ms: task.duration,
      at: task.startTime,
      what: [...contents(task)]
        .sort(([, a], [, b]) => b - a)
        .slice(0, 3)
        .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
        .join(', '),
    })),
  };
}

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: TraceGatherer.getDefaultTraceCategories(),
  });
  await page.goto(url, { waitUntil: 'load' });
  // Lighthouse stops when the page has been quiet a while; so does this.
  await page.waitForTimeout(2500);
  const buffer = await browser.stopTracing();
  await context.close();
  return readTrace(JSON.parse(buffer.toString()) as Trace);
}

/** Now and then a trace lacks its navigation start (as Lighthouse's do): load again. */
async function loadUsable(browser: Browser, url: string): Promise<Load> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load(browser, url);
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

function summary(loads: Load[]) {
  const longest = loads
    .flatMap((one) => one.tasks)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, TOP);
  return {
    tbt4: median(loads.map((one) => one.blocking[4])),
    tbt8: median(loads.map((one) => one.blocking[8])),
    busy: median(loads.map((one) => one.busyMs)),
    over6: median(loads.map((one) => one.tasks.filter((task) => task.ms * 8 > BLOCKING_MS).length)),
    longest,
  };
}

const site = options.origin ? undefined : await buildAndServe('tasks', PORT);
const origin = options.origin?.replace(/\/$/, '') ?? site!.origin;
const other = options.compare?.replace(/\/$/, '');

const paths = routeEntries
  .filter((entry) => !entry.noindex && !entry.canonicalPath)
  .map((entry) => entry.path)
  .filter((path) => !options.routes || options.routes.split(',').includes(path));

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: chromiumArgs,
});
const fmt = (ms: number) => Math.round(ms).toLocaleString('en-GB');
try {
  console.log(
    `Main thread after the first paint, ${RUNS} loads per page, unthrottled, scaled as Lighthouse scales it; ${new Date().toISOString()}`,
  );
  console.log(
    `\n| page | side | blocking at 4× ms | blocking at 8× ms | tasks over 6.25 ms | busy ms |\n|---|---|---|---|---|---|`,
  );
  const details: string[] = [];
  for (const path of paths) {
    const ours: Load[] = [];
    const theirs: Load[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // Both sides in turn, the order swapped every run (the machine warms and cools).
      const order = run % 2 === 0 ? ['ours', 'theirs'] : ['theirs', 'ours'];
      for (const side of order) {
        if (side === 'ours') ours.push(await loadUsable(browser, `${origin}${path}`));
        else if (other) theirs.push(await loadUsable(browser, `${other}${path}`));
      }
    }
    for (const [side, loads] of [
      ['ours', ours],
      ['other', theirs],
    ] as const) {
      if (loads.length === 0) continue;
      const s = summary(loads);
      console.log(
        `| ${path} | ${side} | ${fmt(s.tbt4)} | ${fmt(s.tbt8)} | ${s.over6} | ${fmt(s.busy)} |`,
      );
      details.push(
        `- ${path} (${side}), longest tasks of all loads (ms unthrottled, at ms):`,
        ...s.longest.map(
          (task) => `  - ${task.ms.toFixed(1)} at ${Math.round(task.at)}: ${task.what}`,
        ),
      );
    }
  }
  console.log(`\n${details.join('\n')}`);
} finally {
  await browser.close();
  site?.stop();
}
