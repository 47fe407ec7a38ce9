/**
 * The measurement tools (scripts/perf/package.json), for the scripts outside this folder that use
 * them: resolved from this folder's own node_modules, which `npm run` installs first.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const requireHere = createRequire(import.meta.url);

/** autocannon, typed as the caller uses it. */
export const autocannon = <T>(): T => requireHere('autocannon') as T;

/** json-server 0.17's command, the baseline the database benchmarks compare against. */
export const jsonServerBin = fileURLToPath(
  new URL('node_modules/.bin/json-server', import.meta.url),
);
