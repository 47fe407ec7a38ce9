/**
 * What the modules a form page loads do as they load, on a slow phone's main thread: no date
 * formatter is made until a date is shown. Making one loads time-zone data, about 13 ms each at a
 * 4× CPU slowdown; four made by `lagosTime.ts` as it loaded cost a form visit 52 ms (issue 38).
 * And no schema is built: the source schema, built as the form's code loaded, was half its
 * evaluation (decision 0054). This file mocks a module: it runs in a module graph of its own
 * (`ownModuleGraph` in vite.config.ts), where no earlier file has loaded zod unmocked.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';

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

/** Calls into zod (each builds a schema or a check) while the modules load. */
const zodCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/records/zod', async (importOriginal) => {
  const { z } = await importOriginal<typeof import('../../src/records/zod')>();
  const counted = new Proxy(z, {
    get(target, key) {
      const value = Reflect.get(target, key) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        zodCalls.count += 1;
        return (value as (...args: unknown[]) => unknown)(...args);
      };
    },
  });
  return { z: counted };
});

describe("a form's code", () => {
  // Building a schema is most of the form code's evaluation on a slow phone, and the browser
  // evaluates the code whenever it arrives, maybe under a key; its start waits for a quiet
  // moment between keys (src/lib/formCode.ts), so the schemas are built there or at sending.
  it('builds no schema as it loads', async () => {
    await import('../../src/features/forms/live');
    expect(zodCalls.count).toBe(0);
  });
});
