/**
 * What a visitor's browser fetches when they reach for a form (decisions 0051 and 0052): the
 * form's code in one chunk, beside the visit's own and a shared one or two, with no module the
 * form's code does not import (none that only the dashboard uses, say). Each chunk is a preload
 * the import inserts on a slow phone's main thread when the code is asked for. And the visit's
 * chunks marked to be compiled as they load.
 */
import { resolve } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

const FORM_CODE = resolve('src/features/forms/live/index.ts');
const VISIT = resolve('src/visit.ts');

/** The modules each of the two imports, statically, read from the build's own module graph. */
const reachable = { form: new Set<string>(), visit: new Set<string>() };
const moduleGraph: Plugin = {
  name: 'module-graph',
  generateBundle() {
    const from = (root: string, into: Set<string>) => {
      const pending = [root];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (into.has(id)) continue;
        into.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    };
    from(FORM_CODE, reachable.form);
    from(VISIT, reachable.visit);
  },
};

const result = (await build({
  logLevel: 'silent',
  plugins: [moduleGraph],
  build: { write: false, emptyOutDir: false },
})) as Rollup.RollupOutput | Rollup.RollupOutput[];
const chunks = (Array.isArray(result) ? result : [result])
  .flatMap((output) => output.output)
  .filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));

/** A chunk and every chunk it imports, statically. */
function withImports(chunk: Rollup.OutputChunk, into = new Set<Rollup.OutputChunk>()) {
  if (into.has(chunk)) return into;
  into.add(chunk);
  chunk.imports.forEach((file) => withImports(byFile.get(file)!, into));
  return into;
}

const visitChunks = withImports(chunks.find((chunk) => chunk.facadeModuleId === VISIT)!);
// The form's code is a group's chunk, not a facade of its own: the one that holds its module.
const formChunk = chunks.find((chunk) => FORM_CODE in chunk.modules)!;
const formChunks = [...withImports(formChunk)].filter((chunk) => !visitChunks.has(chunk));

describe("a form's code, as the build splits it", () => {
  it('is one chunk, fetched with at most two small shared ones', () => {
    expect(formChunks.map((chunk) => chunk.fileName)).toContain(formChunk.fileName);
    expect(formChunks.length).toBeLessThanOrEqual(3);
  });

  it('holds only what the form or the visit imports: nothing only the dashboard uses', () => {
    const strays = formChunks
      .flatMap((chunk) => Object.keys(chunk.modules))
      .filter((id) => id.includes('/src/') || id.includes('/node_modules/'))
      .filter((id) => !reachable.form.has(id) && !reachable.visit.has(id));
    expect(strays).toEqual([]);
  });
});

describe("the visit's script, as the build splits it", () => {
  it('fetches only what it imports: never the app (React) or a form', () => {
    const strays = [...visitChunks]
      .flatMap((chunk) => Object.keys(chunk.modules))
      .filter((id) => id.includes('/src/') || id.includes('/node_modules/'))
      .filter((id) => !reachable.visit.has(id));
    expect(strays).toEqual([]);
  });

  // Compiled as they load, not in the visitor's first tap or key (decision 0058): the comment
  // comes before any of a chunk's own code (the visit's has Vite's list of the form's files first).
  it('has every chunk compiled as it loads, and no form chunk (run only when reached)', () => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    const beforeHint = (chunk: Rollup.OutputChunk) =>
      chunk.code.includes(hint) ? chunk.code.slice(0, chunk.code.indexOf(hint)) : undefined;
    for (const chunk of visitChunks) {
      expect(beforeHint(chunk), chunk.fileName).toMatch(/^(?:const __vite__mapDeps=[^\n]*\n)?$/);
    }
    for (const chunk of formChunks) expect(beforeHint(chunk), chunk.fileName).toBeUndefined();
  });
});
