/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { isStaffSource } from './src/config/staffCode';

const isCss = (id: string) => /\.css(?:\?|$)/.test(id);

/** What every browser-side (jsdom) test file runs with. */
const domTests = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/setup/console.ts', 'tests/setup/dom.ts', 'tests/setup/matchers.ts'],
  restoreMocks: true,
  // Sized for a loaded two-core machine, where rendering a whole page can take seconds.
  testTimeout: 20_000,
};

/** The one module a prerendered page runs at once (decision 0027). */
const VISIT = fileURLToPath(new URL('./src/visit.ts', import.meta.url));

/** The chunk of what the visit imports (grouped below), which the forms' code shares. */
const VISIT_IMPORTS = 'attribution';

/**
 * The visit's chunks (its entry and what it imports) run on every public page and their listeners
 * answer a visitor's first tap and key. The comment, before a file's code, has Chromium compile
 * each function as the file loads instead of at its first call, which was in that tap or key
 * (decision 0058). Other browsers read a comment.
 */
const VISIT_CHUNKS = new Set(['visit', VISIT_IMPORTS]);
const COMPILE_AS_LOADED = '//# allFunctionsCalledOnLoad';

/** The form's code (decision 0051): loaded by the visit's script when a visitor reaches a form. */
const FORM_CODE = fileURLToPath(new URL('./src/features/forms/live/index.ts', import.meta.url));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** `root` and every module it imports, statically, found in the build's module graph. */
function importedBy(root: string, graph: ModuleGraph): Set<string> {
  const modules = new Set<string>();
  const pending = graph.getModuleInfo(root) ? [root] : [];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (modules.has(id)) continue;
    modules.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return modules;
}

/**
 * A chunk group whose chunk holds exactly what `root` imports (decision 0052), and `root` too
 * unless it is an entry (a page's script tag names an entry's chunk): nothing another part of the
 * site shares with it is pulled in beside it (the dashboard's records, the app's React), and a
 * module it starts to import joins it without a list to keep.
 */
function importsOf(root: string, chunk: string, { entry = false } = {}) {
  const byPass = new WeakMap<ModuleGraph, Set<string>>();
  return (id: string, graph: ModuleGraph) => {
    const modules = byPass.get(graph) ?? importedBy(root, graph);
    byPass.set(graph, modules);
    return modules.has(id) && !(entry && id === root) ? chunk : null;
  };
}

/** What every server-side test file runs with. */
const serverTests = {
  environment: 'node' as const,
  setupFiles: ['tests/setup/console.ts'],
  testTimeout: 30000,
  hookTimeout: 30000,
};

/**
 * Browser-side test files that need a module graph of their own: they render on the server
 * (react-dom/server leaves React's contexts marked as its own, and the next client render in the
 * same graph warns), mock a module (vi.mock) or reload one (vi.resetModules).
 */
const ownDomGraph = [
  'tests/components/accordion.test.tsx',
  'tests/components/carousel.test.tsx',
  'tests/components/sections.test.tsx',
  'tests/content/companyPages.test.tsx',
  'tests/forms/about.test.tsx',
  'tests/forms/forms.test.tsx',
  'tests/forms/hydration.test.tsx',
  'tests/forms/newsConsent.test.tsx',
  'tests/forms/preselect.test.tsx',
  'tests/forms/privacyNote.test.tsx',
  'tests/forms/receipt.test.tsx',
  'tests/lib/session.test.ts',
  'tests/pages/home.test.tsx',
  'tests/pages/services.test.tsx',
  'tests/pages/servicesDevelopers.test.tsx',
  'tests/pages/training.test.tsx',
];

/** Server-side test files that mock a module (vi.mock) or reload the client (vi.resetModules). */
const ownModuleGraph = [
  'tests/server/signInStart.test.ts',
  'tests/server/client.test.ts',
  'tests/server/personData.test.ts',
  'tests/build/formModulesLoadCost.test.ts',
];

export default defineConfig({
  plugins: [react()],
  // SITE_URL (the public origin) is read at build time by src/config/site.ts.
  envPrefix: ['VITE_', 'SITE_URL'],
  server: {
    // The dev server talks to a locally running `npm run serve` for /db and /auth.
    proxy: {
      '/db': 'http://localhost:8080',
      '/auth': 'http://localhost:8080',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // scripts/prerender.ts reads the manifest to link each page's CSS and JS chunks.
    manifest: true,
    // Two stylesheets (decision 0038): the site's one, every public page's styles in a single
    // render-blocking request that later pages find cached (the `app` group below takes every
    // public CSS module), and the dashboard's, loaded with its chunk so no public page carries it.
    cssCodeSplit: true,
    rolldownOptions: {
      // visit: the one module a prerendered page runs at once (src/visit.ts, decision 0027).
      input: { index: 'index.html', visit: 'src/visit.ts' },
      output: {
        // After minification, which would drop the comment. In the visit's entry Vite then puts
        // its own helper (the list of the form's files) above it; every function of ours is below.
        postBanner: (chunk) => (VISIT_CHUNKS.has(chunk.name) ? COMPILE_AS_LOADED : ''),
        codeSplitting: {
          groups: [
            // Everything the entry loads (React, the router, the layout) in one chunk, not ten.
            // Not the visit entry, which a page runs at once: it stays a chunk of its own.
            {
              name: 'app',
              tags: ['$initial'],
              // Only the libraries and the app's own folder: a module the forms' code shares
              // with it (the company's details, say) must not bring React to a public page.
              test: (id: string) => /\/node_modules\/|\/src\/(?:app\/|main\.tsx)/.test(id),
              priority: 2,
            },
            // Every public stylesheet goes with the app chunk, so its CSS is the site's one file.
            { name: 'app', test: (id) => isCss(id) && !isStaffSource(id), priority: 4 },
            { name: 'dashboard-styles', test: (id) => isCss(id) && isStaffSource(id), priority: 4 },
            // What the app's layout and a form's code both use (the company's details, the
            // site's paths): a chunk of their own, or the form's code would bring the app's
            // (React) with them.
            {
              name: 'shared',
              test: /\/src\/(?:content\/company|config\/paths|config\/site)\.ts$/,
              priority: 3,
            },
            // What the visit imports, in one chunk that the forms share; taken first.
            { name: importsOf(VISIT, VISIT_IMPORTS, { entry: true }), priority: 3 },
            // With Vite's helper for the visit's one lazy import (the forms' code), which would
            // otherwise go with the app.
            { name: VISIT_IMPORTS, test: (id) => id.includes('vite/preload-helper'), priority: 3 },
            // A form's code in one chunk, not eight (decision 0052): each chunk is a preload the
            // import inserts, about 2 ms of a slow phone's main thread each, when it is asked for.
            // The dashboard, which shares much of it (the records, zod), imports it too.
            { name: importsOf(FORM_CODE, 'live'), priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    // Vitest's default is one worker fewer than the cores: on CI's two cores that ran every test
    // file one after another. The files share nothing (each server test has its own port and
    // temporary database), so both cores take files.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          ...domTests,
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/server/**', 'tests/functions/**', 'tests/build/**', ...ownDomGraph],
          // One jsdom and one module graph per worker, not per file: half of this project's time
          // went to setting up a fresh jsdom and importing React for each file (175 s to 78 s
          // here). Each test still starts from an empty document (cleanup after each test).
          isolate: false,
        },
      },
      { extends: true, test: { ...domTests, name: 'unit-own-modules', include: ownDomGraph } },
      {
        extends: true,
        test: {
          ...serverTests,
          name: 'server',
          include: [
            'tests/server/**/*.test.ts',
            'tests/functions/**/*.test.ts',
            'tests/build/**/*.test.ts',
          ],
          exclude: ownModuleGraph,
          // One module graph per worker, not per file: each file starts its own server on its
          // own port and database, so they share nothing, and importing the server once per
          // worker saved a fifth of the project's time (108 s to 86 s here).
          isolate: false,
        },
      },
      {
        extends: true,
        // Files that mock a module or load a fresh copy of the client need their own graph.
        test: { ...serverTests, name: 'server-own-modules', include: ownModuleGraph },
      },
    ],
  },
});
