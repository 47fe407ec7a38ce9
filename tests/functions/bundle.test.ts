// @vitest-environment node
/**
 * The bundle `npm run build:functions` deploys: zod's translations left out (a third of its
 * size), its English messages kept, and every function still there.
 */
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { functionsBuild } from '../../scripts/build-functions';

// Beside the real bundle (in a folder git ignores), finding the packages it leaves outside as the
// real one does.
mkdirSync(join('functions', 'lib'), { recursive: true });
const folder = mkdtempSync(join('functions', 'lib', 'test-'));
const outfile = join(folder, 'index.js');
const built = await build({ ...functionsBuild, outfile, metafile: true, logLevel: 'silent' });

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the functions’ bundle', () => {
  it('holds zod’s English messages and none of its other languages', () => {
    const locales = Object.keys(built.metafile.inputs)
      .filter((input) => /zod\/v4\/locales\//.test(input))
      .map((input) => input.replace(/.*zod\/v4\/locales\//, ''));
    expect(locales).toEqual(['en.js']);
    expect(statSync(outfile).size).toBeLessThan(800_000);
  });

  it('loads, and exports the functions, in a process of its own', () => {
    // Its own process: the test runner shares loaded packages between test files, and a
    // firebase-functions another file loaded would have its global options set already.
    const script = `const bundle = require(${JSON.stringify(join(process.cwd(), outfile))});
      console.log(JSON.stringify(Object.entries(bundle).map(([name, f]) => [name, f.__endpoint !== undefined])));`;
    const output = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    const exported = JSON.parse(output) as [string, boolean][];
    expect(exported.map(([name]) => name)).toContain('notifyContactForm');
    expect(exported.every(([, isTrigger]) => isTrigger)).toBe(true);
  });
});
