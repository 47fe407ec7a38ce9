/**
 * `npm run perf:idle -- --origin <ours> --compare <theirs> --pair /=/ …`: what a page
 * costs a slow phone's main thread while the visitor only looks at it. Each page is loaded on the
 * visit tool's phone (`slowPhone.ts`), left 1.5 s after its load event, then traced for 2 s in
 * which nobody touches it; printed per page, ours beside its pair (in turn, medians of `--runs`):
 * the renderer main thread's busy milliseconds and the frames it made (style passes). A page
 * whose animations the compositor runs makes none; one that animates a property on the main
 * thread restyles every frame (decision 0052). Not part of `npm test`: it measures.
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, findChromium } from '../browser.mjs';
import { median } from './noise';
import { pagePairs, visitInTurn } from './site';
import { openSlowPhone } from './slowPhone';
import { traceWhile } from './trace';

const { values: options } = parseArgs({
  options: {
    origin: { type: 'string' },
    compare: { type: 'string' },
    pair: { type: 'string', multiple: true, default: [] },
    cpu: { type: 'string', default: '4' },
    runs: { type: 'string', default: '3' },
  },
});
if (!options.origin || !options.compare || options.pair.length === 0) {
  throw new Error('usage: idle.ts --origin <url> --compare <url> --pair <ours>=<theirs> …');
}
const CPU = Number(options.cpu);
const RUNS = Number(options.runs);
const SETTLE_MS = 1500;
const WATCH_MS = 2000;

interface Idle {
  busyMs: number;
  frames: number;
}

async function watch(browser: Browser, url: string): Promise<Idle> {
  const { context, page, cdp } = await openSlowPhone(browser, CPU, []);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForTimeout(SETTLE_MS);
  const events = await traceWhile(
    cdp,
    'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,__metadata',
    () => page.waitForTimeout(WATCH_MS),
  );
  await context.close();
  const main = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const onMain = events.filter(
    (event) => main && event.pid === main.pid && event.tid === main.tid && event.ph === 'X',
  );
  return {
    busyMs:
      onMain
        .filter((event) => event.name === 'RunTask')
        .reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000,
    frames: onMain.filter((event) => event.name === 'UpdateLayoutTree').length,
  };
}

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const rows: string[] = [];
for (const [ours, theirs] of pagePairs(options.pair)) {
  const visits = await visitInTurn(
    RUNS,
    { ours: options.origin + ours, theirs: options.compare + theirs },
    (url) => watch(browser, url),
  );
  const cell = (pick: (idle: Idle) => number) =>
    `${Math.round(median(visits.ours.map(pick)))} / ${Math.round(median(visits.theirs.map(pick)))}`;
  rows.push(
    `| ${ours} / ${theirs} | ${cell((idle) => idle.busyMs)} | ${cell((idle) => idle.frames)} |`,
  );
}
await browser.close();

console.log(
  `\nAn idle page at ${CPU}× CPU: ${WATCH_MS / 1000} s watched from ${SETTLE_MS / 1000} s after the load, medians of ${RUNS}, ${new Date().toISOString()}; each cell ours / ${options.compare}\n`,
);
console.log('| page | main thread busy ms | frames restyled |');
console.log('|---|---|---|');
console.log(rows.join('\n'));
