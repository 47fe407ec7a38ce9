/**
 * `npx tsx scripts/perf/load-tasks.ts <url> [--cpu 4] [--runs 3] [--type]`: what a slow phone's main thread
 * does while a page loads, read from a Chromium trace, beside what the page itself is told. For
 * each load (the visit script's phone, `slowPhone.ts`) it prints every main-thread task over 50 ms from the document's first parse to 3 s after the
 * load event, with its style, layout, paint, parse and script time, and the long tasks and long
 * animation frames the page's own observers reported. Written to find where a page's blocking time
 * came from (docs/perf/2026-11-28T1900Z-blocking-time-from-frames.md); not part of `npm test`.
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../browser.mjs';
import { openSlowPhone, tapLikeAFinger } from './slowPhone';
import { traceWhile } from './trace';

const { values: options, positionals } = parseArgs({
  options: {
    cpu: { type: 'string', default: '4' },
    runs: { type: 'string', default: '3' },
    // The visit tool's `type` scenario: a form's first text field tapped 0.5 s after the load,
    // 13 letters typed, then 10 s: where the app's start lands on the main thread.
    type: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const url = positionals[0];
if (!url) throw new Error('usage: load-tasks.ts <url> [--cpu 4] [--runs 3] [--type]');

/** The parts of a task worth naming, summed by name. */
const PARTS = [
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'EventDispatch',
];

/** What the page reports about itself, observed from its first line. */
function observe() {
  const seen = { longTasks: [] as string[], frames: [] as string[] };
  (window as unknown as { __seen: typeof seen }).__seen = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.longTasks.push(`${Math.round(entry.duration)}`);
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { blockingDuration: number })[]) {
      seen.frames.push(
        `${Math.round(entry.duration)} (blocking ${Math.round(entry.blockingDuration)})`,
      );
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
for (let run = 1; run <= Number(options.runs); run += 1) {
  const { context, page, cdp } = await openSlowPhone(browser, Number(options.cpu), [observe]);
  let seen = { longTasks: [] as string[], frames: [] as string[] };
  const events = await traceWhile(
    cdp,
    'toplevel,devtools.timeline,disabled-by-default-devtools.timeline',
    async () => {
      await page.goto(url, { waitUntil: 'load' });
      if (options.type) {
        await page.waitForTimeout(500);
        await tapLikeAFinger(page, 'main form input[type="text"]');
        await page.keyboard.type('Adaeze Okafor', { delay: 120 });
        await page.waitForTimeout(10_000);
      } else {
        await page.waitForTimeout(3000);
      }
      seen = await page.evaluate(() => (window as unknown as { __seen: typeof seen }).__seen);
    },
  );
  await context.close();

  // The page's main thread: the one that laid it out most often.
  const layouts = new Map<string, number>();
  for (const event of events.filter((e) => e.name === 'Layout')) {
    const thread = `${event.pid}:${event.tid}`;
    layouts.set(thread, (layouts.get(thread) ?? 0) + 1);
  }
  const thread = [...layouts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const main = events.filter((event) => `${event.pid}:${event.tid}` === thread);
  const start = Math.min(...main.filter((e) => e.name === 'ParseHTML').map((e) => e.ts));
  console.log(`\n${url}, ${options.cpu}× CPU, load ${run}`);
  for (const task of main.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) > 50_000)) {
    const end = task.ts + task.dur!;
    const parts = new Map<string, number>();
    for (const event of main) {
      if (event.ph !== 'X' || event.ts < task.ts || event.ts > end || !PARTS.includes(event.name)) {
        continue;
      }
      parts.set(event.name, (parts.get(event.name) ?? 0) + (event.dur ?? 0));
    }
    const at = Math.round((task.ts - start) / 1000);
    const named = [...parts].map(([name, us]) => `${name} ${Math.round(us / 1000)}`).join(', ');
    console.log(
      `  task at ${at} ms after the first parse: ${Math.round(task.dur! / 1000)} ms: ${named}`,
    );
  }
  console.log(`  long tasks the page saw (ms): ${seen.longTasks.join(', ') || 'none'}`);
  console.log(`  long animation frames the page saw (ms): ${seen.frames.join(', ') || 'none'}`);
}
await browser.close();
