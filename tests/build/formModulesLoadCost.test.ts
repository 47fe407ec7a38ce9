/**
 * What the modules a form page loads do as they load, on a slow phone's main thread: no date
 * formatter is made until a date is shown. Making one loads time-zone data, about 13 ms each at a
 * 4× CPU slowdown; four made by `lagosTime.ts` as it loaded cost a form visit 52 ms (issue 38).
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** How many date formatters `module` makes as it loads, counted in a fresh process. */
function formattersMadeLoading(module: string): number {
  const script = `
    let made = 0;
    const Made = Intl.DateTimeFormat;
    Intl.DateTimeFormat = function (...args) { made += 1; return new Made(...args); };
    await import(${JSON.stringify(module)});
    console.log(made);`;
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { encoding: 'utf8' },
  );
  return Number(output.trim());
}

describe('the modules a form page loads', () => {
  it.each(['./src/records/lagosTime.ts', './src/records/schemas.ts'])(
    '%s makes no date formatter as it loads',
    (module) => {
      expect(formattersMadeLoading(module)).toBe(0);
    },
  );
});
