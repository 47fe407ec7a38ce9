/**
 * `npm run perf:first-paint -- --origin <ours> --compare <other build> [--routes /,/contact]
 * [--cpu 4,8] [--runs 7] [--link fast|slow] [--wide]`: when a page is first painted, when its
 * largest element is, and how many loads moved something while loading (a layout shift), on the
 * visit tool's phone (`slowPhone.ts`) or, with `--wide`, a 1,280 px screen with the same CPU.
 * Both sites in turn (the order swapped every run), medians of `--runs`, printed side by side. A
 * page painted before it is parsed whole shows on a fast link and a slow CPU (decision 0055). Not
 * part of `npm test`: it measures.
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, findChromium } from '../browser.mjs';
import { median } from './noise';
import { instrument, readRecord, type PageRecord } from './pageRecord';
import { openSlowPhone, WIDE } from './slowPhone';

type Load = Pick<PageRecord, 'firstPaint' | 'largestPaint' | 'cls'>;

const { values: options } = parseArgs({
  options: {
    origin: { type: 'string' },
    compare: { type: 'string' },
    routes: { type: 'string', default: '/,/contact,/training/cyber-security' },
    cpu: { type: 'string', default: '4,8' },
    runs: { type: 'string', default: '7' },
    link: { type: 'string', default: 'fast' },
    wide: { type: 'boolean', default: false },
  },
});
if (!options.origin || !options.compare) {
  throw new Error('usage: first-paint.ts --origin <url> --compare <url> [--routes …] [--wide]');
}
const RUNS = Number(options.runs);
/** After the first paint: late shifts and the largest paint settle within this. */
const SETTLE_MS = 1500;

async function load(browser: Browser, url: string, cpu: number): Promise<Load> {
  const { context, page } = await openSlowPhone(browser, cpu, [instrument], {
    slowLink: options.link !== 'fast',
    wide: options.wide,
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForFunction(() =>
    Number.isFinite((window as unknown as { __visit: PageRecord }).__visit.firstPaint),
  );
  await page.waitForTimeout(SETTLE_MS);
  const { firstPaint, largestPaint, cls } = await page.evaluate(readRecord);
  await context.close();
  return { firstPaint, largestPaint, cls };
}

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const summary = (loads: Load[]) =>
  `${Math.round(median(loads.map((one) => one.firstPaint)))} | ` +
  `${Math.round(median(loads.map((one) => one.largestPaint)))} | ` +
  `${loads.filter((one) => one.cls > 0).length} of ${loads.length}`;
console.log(
  `\n${options.wide ? `${WIDE.width} px screen` : 'phone'}, ${options.link} link, medians of ${RUNS}, ` +
    `${new Date().toISOString()}; ours ${options.origin}, the other ${options.compare}\n`,
);
console.log(
  '| CPU | page | first paint ms | largest paint ms | loads with a shift | the other: first paint ms | largest paint ms | loads with a shift |',
);
console.log('|---|---|---|---|---|---|---|---|');
try {
  for (const cpu of options.cpu.split(',').map(Number)) {
    for (const path of options.routes.split(',')) {
      const ours: Load[] = [];
      const theirs: Load[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const loadOurs = async () => ours.push(await load(browser, options.origin + path, cpu));
        const loadTheirs = async () =>
          theirs.push(await load(browser, options.compare + path, cpu));
        if (run % 2 === 0) await loadOurs().then(loadTheirs);
        else await loadTheirs().then(loadOurs);
      }
      console.log(`| ${cpu}× | ${path} | ${summary(ours)} | ${summary(theirs)} |`);
    }
  }
} finally {
  await browser.close();
}
