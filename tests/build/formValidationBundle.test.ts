/**
 * What a visitor downloads to have a form checked (decision 0050): the record schemas with zod's
 * functional build, `zod/mini`, bundled by Vite as the site's build bundles them. zod's classic
 * build carries every method on every schema, and a bundler cannot leave any of it out: one
 * import of it in the records would add about 11 KB compressed to every form visit.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

const output = (await build({
  configFile: false,
  logLevel: 'silent',
  build: {
    write: false,
    minify: true,
    sourcemap: false,
    lib: { entry: 'src/records/schemas.ts', formats: ['es'], fileName: 'schemas' },
  },
})) as Rollup.RollupOutput[];
const chunk = output[0]!.output.find((file): file is Rollup.OutputChunk => file.type === 'chunk')!;
const contact = {
  fullName: 'Ada Obi',
  email: 'ada@example.com',
  phoneNumber: '0803 123 4567',
  subject: '',
  message: '',
};
const zodModules = Object.keys(chunk.modules).filter((id) => /node_modules\/zod\//.test(id));

describe('the forms’ validation, as the site’s build bundles it', () => {
  it('is built on zod/mini, with none of zod’s classic build or its translations', () => {
    expect(zodModules.some((id) => /zod\/v4\/mini\//.test(id))).toBe(true);
    expect(zodModules.filter((id) => /zod\/v4\/(classic|locales\/(?!en))/.test(id))).toEqual([]);
  });

  it('words its own messages in English, as the classic build did', () => {
    // In a process of its own: zod keeps its settings on the global object, and the classic
    // build, loaded by another test file in this worker, sets English messages for every copy.
    const folder = mkdtempSync(join(tmpdir(), 'form-validation-'));
    try {
      const file = join(folder, 'schemas.mjs');
      writeFileSync(file, chunk.code);
      const script = `import(${JSON.stringify(pathToFileURL(file).href)}).then(({ formSchemas }) => {
        const result = formSchemas.contactForm.safeParse(${JSON.stringify({ ...contact, extra: 1 })});
        console.log(JSON.stringify(result.error.issues.map((issue) => issue.message)));
      })`;
      const output = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
      expect(JSON.parse(output)).toEqual(['Unrecognized key: "extra"']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('stays within its budget compressed', () => {
    const size = gzipSync(chunk.code).length;
    // 22.0 KB on zod/mini, 39.5 KB on the classic build (2026-11-29).
    expect(size).toBeLessThan(24_000);
  });
});
