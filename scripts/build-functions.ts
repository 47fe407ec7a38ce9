/**
 * Bundles functions/src into functions/lib/index.js (`npm run build:functions`, firebase.json's
 * predeploy): one CommonJS file for Node 22, the three packages functions/package.json locks
 * left outside. zod's namespaces `z` and `z.core` re-export every translation of its error
 * messages (`locales`, a third of the bundle), and a bundler cannot drop part of a namespace the
 * code uses whole: the module that gathers them becomes an empty one. Nothing here reads
 * `locales`; zod's English messages, the ones the functions produce, come from their own module,
 * which stays.
 */
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';

const withoutZodLocales: Plugin = {
  name: 'without-zod-locales',
  setup(bundler) {
    bundler.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer }) =>
      /[\\/]zod[\\/]v4[\\/]/.test(importer)
        ? { path: 'zod-locales', namespace: 'without-zod-locales' }
        : undefined,
    );
    bundler.onLoad({ filter: /.*/, namespace: 'without-zod-locales' }, () => ({
      contents: 'export {};',
    }));
  },
};

export const functionsBuild: BuildOptions = {
  entryPoints: [fileURLToPath(new URL('../functions/src/index.ts', import.meta.url))],
  outfile: fileURLToPath(new URL('../functions/lib/index.js', import.meta.url)),
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  external: ['firebase-functions', 'firebase-admin', 'nodemailer'],
  plugins: [withoutZodLocales],
  logLevel: 'info',
};

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await build(functionsBuild);
