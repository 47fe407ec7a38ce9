/**
 * The server as plain JavaScript, for a machine that installs only the production packages
 * (`npm ci --omit=dev`, decision 0048): `server/main.ts` and the command-line tools each become
 * one file under `dist-server/`, with our own modules bundled in and every package left to
 * `node_modules`. `npm run build` calls this after the site.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build } from 'esbuild';

export const SERVER_OUT_DIR = resolve('dist-server');

/** What `npm run serve` and the CLIs of package.json run, relative to server/. */
export const SERVER_ENTRIES = [
  'main',
  'cli/staff',
  'cli/export',
  'cli/import',
  'cli/backup',
  'cli/restore',
] as const;

export async function buildServer(outDir = SERVER_OUT_DIR): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: SERVER_ENTRIES.map((entry) => `server/${entry}.ts`),
    outdir: outDir,
    outbase: 'server',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}
