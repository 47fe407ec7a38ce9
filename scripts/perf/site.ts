/**
 * The site as the measurements see it: built into its own folder with `npm run build` and served
 * by server/ on a port of its own, with a throwaway database; and which of its pages stand beside
 * which of another site's. Used by `npm run perf`, `npm run perf:tasks`, `npm run perf:visit`, `perf:idle` and `perf:keys`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { routeEntries } from '../../src/app/routeTable';

export interface ServedSite {
  origin: string;
  outDir: string;
  stop(): void;
}

/** Builds into `.tmp/dist-<name>` and serves it on `port`; resolves once every asset is ready. */
export async function buildAndServe(name: string, port: number): Promise<ServedSite> {
  const outDir = resolve(`.tmp/dist-${name}`);
  const build = spawnSync('npm', ['run', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, BUILD_DIR: outDir },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_DIR: outDir,
      DATABASE_FILE: `.tmp/${name}/site.db`,
      STAFF_EMAIL: 'perf@example.com',
      STAFF_PASSWORD: 'perf-password-not-secret',
    },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const site = { origin, outDir, stop: () => server.kill('SIGTERM') };
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      if (tries > 100) {
        site.stop();
        throw new Error('server/ did not start');
      }
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  // server/ compresses the site at startup: wait for every script and style to be ready, so no
  // measured load pays for it.
  for (const file of readdirSync(join(outDir, 'assets')).filter((f) => /\.(js|css)$/.test(f))) {
    await (
      await fetch(`${origin}/assets/${file}`, { headers: { 'accept-encoding': 'br' } })
    ).arrayBuffer();
  }
  return site;
}

/**
 * `runs` visits of each of two pages, in turn, the order swapped every run so neither site always
 * goes first (a machine warms up and cools down); what each visit measured, per side.
 */
export async function visitInTurn<T>(
  runs: number,
  urls: { ours: string; theirs: string },
  visit: (url: string, side: 'ours' | 'theirs') => Promise<T>,
): Promise<{ ours: T[]; theirs: T[] }> {
  const visits: { ours: T[]; theirs: T[] } = { ours: [], theirs: [] };
  for (let run = 0; run < runs; run += 1) {
    const order = run % 2 === 0 ? (['ours', 'theirs'] as const) : (['theirs', 'ours'] as const);
    for (const side of order) visits[side].push(await visit(urls[side], side));
  }
  return visits;
}

/** `--pair <our path>=<their path>` options as a map: our route → the other site's page. */
export function pagePairs(options: readonly string[]): Map<string, string> {
  return new Map(
    options.map((pair) => {
      const [ours, theirs] = pair.split('=');
      if (!ours?.startsWith('/') || !theirs?.startsWith('/')) {
        throw new Error(`--pair takes <our path>=<their path>, both starting with /: got ${pair}`);
      }
      return [ours, theirs] as const;
    }),
  );
}

/**
 * The public routes to measure: `--routes all`, the routes `--routes` names, or else the paired
 * routes when there are pairs, or else every one.
 */
export function measuredRoutes(routes: string | undefined, pairs: Map<string, string>): string[] {
  const named = routes === 'all' ? undefined : routes?.split(',');
  const only = routes ? named : pairs.size > 0 ? [...pairs.keys()] : undefined;
  return routeEntries
    .filter((entry) => !entry.noindex && !entry.canonicalPath)
    .map((entry) => entry.path)
    .filter((path) => !only || only.includes(path));
}
