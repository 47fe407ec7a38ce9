// @vitest-environment node
/**
 * The bundle `npm run build:functions` deploys: zod's translations left out (a third of its
 * size), its English messages kept, and every function still there.
 */
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
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

  it('loads, and exports the functions (loading the sources too would set their options twice)', () => {
    const bundle = createRequire(import.meta.url)(join(process.cwd(), outfile)) as Record<
      string,
      { __endpoint?: unknown }
    >;
    expect(Object.keys(bundle)).toContain('notifyContactForm');
    expect(Object.values(bundle).every((trigger) => trigger.__endpoint !== undefined)).toBe(true);
  });
});
