/**
 * `npm run perf:keys -- --origin <ours> --compare <theirs> --pair /contact=/contact/`: where a
 * slow phone's main thread goes while a visitor types into a form, ours beside the compared page.
 * The visit tool says how long each key takes to reach the screen; this says what the phone did
 * meanwhile. Each page is loaded on the visit tool's phone (`slowPhone.ts`); a second after the
 * load its form's first text field is tapped like a finger and the first two letters of a name
 * are typed (`TYPED`, as the visit tool types it). Once the form's code has had time to start
 * (`SETTLE_MS`), `--keys` more keys of the name are typed, each held
 * `KEY_HOLD_MS` (Playwright presses the next as soon as the last is released), and traced with
 * half a second after the last. So the keys measured are those of a form already live, not the
 * first ones, during which the form's code starts. The trace is read as Lighthouse reads one
 * (`perf-report.ts`). Printed per page pair (in turn, medians of `--runs`): the renderer main
 * thread's own milliseconds (a task's time less the tasks nested in it) summed per trace event,
 * the rows where the two pages differ most first, after the style passes and the whole (the top
 * tasks' time). `--compare-ours` when the compared site is another build of this one. Not part of
 * `npm test`: it measures.
 */
import { parseArgs } from 'node:util';
import type { Trace } from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, findChromium } from '../browser.mjs';
import { median } from './noise';
import { pagePairs, visitInTurn } from './site';
import { otherShape, ourShape, TYPED, type SiteShape } from './siteShapes';
import { openSlowPhone, tapLikeAFinger } from './slowPhone';
import { markTimespanStart, selfTimeByLabel, topLevelTasks, type TaskNode } from './perf-report';
import { traceWhile } from './trace';

const { values: options } = parseArgs({
  options: {
    origin: { type: 'string' },
    compare: { type: 'string' },
    pair: { type: 'string', multiple: true, default: [] },
    cpu: { type: 'string', default: '8' },
    runs: { type: 'string', default: '5' },
    keys: { type: 'string', default: '7' },
    top: { type: 'string', default: '16' },
    // The compared site is another build of this one.
    'compare-ours': { type: 'boolean', default: false },
  },
});
if (!options.origin || !options.compare || options.pair.length === 0) {
  throw new Error('usage: keys.ts --origin <url> --compare <url> --pair <ours>=<theirs> …');
}
/** The first two letters of the name, typed before the trace. */
const BEFORE = 2;
const CPU = Number(options.cpu);
const RUNS = Number(options.runs);
const KEYS = Number(options.keys);
if (!(KEYS > 0 && BEFORE + KEYS <= TYPED.length)) {
  throw new Error(`--keys takes 1 to ${TYPED.length - BEFORE}: the keys of "${TYPED}" after two`);
}
const comparedShape = options['compare-ours'] ? ourShape : otherShape;
const TOP = Number(options.top);
/** After the first two letters: the form's code, asked for at the first, has started by then. */
const SETTLE_MS = 2500;
const KEY_HOLD_MS = 200;
const CATEGORIES = [
  '__metadata',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'v8.execute',
].join(',');
const WHOLE = 'all (main thread busy)';
const STYLE_PASSES = 'style passes (count)';

/** An event's row: a dispatch by its event's type, a script call by its file's name. */
function rowOf({ event }: TaskNode): string {
  const { type, url } = (event.args as { data?: { type?: string; url?: string } }).data ?? {};
  if (event.name === 'EventDispatch' && type) return `EventDispatch (${type})`;
  if (event.name === 'FunctionCall' && url) {
    return `FunctionCall (${url.split('/').pop()?.split(/[-.]/)[0] ?? ''})`;
  }
  return event.name;
}

async function typeAndTrace(
  browser: Browser,
  url: string,
  shape: SiteShape,
): Promise<Map<string, number>> {
  const { context, page, cdp } = await openSlowPhone(browser, CPU, []);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForTimeout(1000);
  await tapLikeAFinger(page, shape.field);
  await page.keyboard.type(TYPED.slice(0, BEFORE), { delay: KEY_HOLD_MS });
  await page.waitForTimeout(SETTLE_MS);
  const events = await traceWhile(cdp, CATEGORIES, async () => {
    await markTimespanStart(cdp);
    await page.keyboard.type(TYPED.slice(BEFORE, BEFORE + KEYS), { delay: KEY_HOLD_MS });
    await page.waitForTimeout(500);
  });
  await context.close();
  // Lighthouse's reading of the trace: the page's main thread, each task with what it nested.
  const tasks = topLevelTasks({ traceEvents: events } as unknown as Trace);
  const rows = new Map<string, number>();
  for (const task of tasks) selfTimeByLabel(task, rows, rowOf);
  rows.set(
    WHOLE,
    tasks.reduce((sum, task) => sum + task.duration, 0),
  );
  const styled = (task: TaskNode): number =>
    Number(task.event.name === 'UpdateLayoutTree') +
    task.children.reduce((sum, child) => sum + styled(child), 0);
  rows.set(
    STYLE_PASSES,
    tasks.reduce((sum, task) => sum + styled(task), 0),
  );
  return rows;
}

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const tables: string[] = [];
for (const [ours, theirs] of pagePairs(options.pair)) {
  const visits = await visitInTurn(
    RUNS,
    { ours: options.origin + ours, theirs: options.compare + theirs },
    (url, side) => typeAndTrace(browser, url, side === 'ours' ? ourShape : comparedShape),
  );
  // A row a visit did not have counts 0 ms there.
  const typical = (side: Map<string, number>[], row: string) =>
    median(side.map((rows) => rows.get(row) ?? 0));
  const rows = [...new Set([...visits.ours, ...visits.theirs].flatMap((m) => [...m.keys()]))];
  const gap = (row: string) => typical(visits.ours, row) - typical(visits.theirs, row);
  const shown = [
    WHOLE,
    STYLE_PASSES,
    ...rows
      .filter((row) => row !== WHOLE && row !== STYLE_PASSES)
      .sort((a, b) => Math.abs(gap(b)) - Math.abs(gap(a)))
      .slice(0, TOP),
  ];
  tables.push(
    [
      `\n${ours} / ${theirs}\n`,
      '| main thread, own ms over the keys | ours | theirs | difference |',
      '|---|---|---|---|',
      ...shown.map(
        (row) =>
          `| ${row} | ${typical(visits.ours, row).toFixed(1)} | ${typical(visits.theirs, row).toFixed(1)} | ${gap(row) >= 0 ? '+' : ''}${gap(row).toFixed(1)} |`,
      ),
    ].join('\n'),
  );
}
await browser.close();

console.log(
  `\n${KEYS} keys typed, each held ${KEY_HOLD_MS} ms, at ${CPU}× CPU, ${SETTLE_MS / 1000} s after the first two, medians of ${RUNS}, ${new Date().toISOString()}; ours ${options.origin}, theirs ${options.compare}`,
);
console.log(tables.join('\n'));
