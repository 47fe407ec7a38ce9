/**
 * `npm run bench:static [-- --duration=10 --connections=10]`: static file throughput of
 * server/ (server/main.ts in its own process) on the built site. Run `npm run build` first.
 * Not part of `npm test`.
 *
 * Before measuring, every text file is asked for once in brotli and once in gzip, so the
 * compression the server does at startup is finished and no run competes with it. Then:
 * the home page and /contact (prerendered HTML), the app chunk (the largest script), the
 * app chunk revalidated with its ETag (304), and the first 64 KiB of the video (a byte range
 * streamed from disk). Prints one table, with the date, the commit and the machine's load.
 * Besides requests per second, which the machine's other work sways, it gives the server's CPU
 * time per request (from /proc, on Linux), which it sways much less.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { arg, printTable, spawnServer } from './bench-db';
import { runScript } from './runScript';
import { autocannon as loadAutocannon } from './perf/tools';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;
/** Loaded when first run: the benchmarks that only import this file's helpers do not need it. */
const autocannon: Autocannon = (...args: Parameters<Autocannon>) =>
  loadAutocannon<Autocannon>()(...args);

const root = fileURLToPath(new URL('..', import.meta.url));
const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 10);
const site = resolve(root, process.env.BUILD_DIR ?? 'dist');
const TEXT = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}
/** CPU time (user + system) a process has used so far, in ms; null where /proc is missing. */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime (fields 14 and 15 of the whole line), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

const urlPath = (file: string) => '/' + relative(site, file).split('\\').join('/');

async function main() {
  let home: string;
  try {
    home = readFileSync(join(site, 'index.html'), 'utf8');
  } catch {
    throw new Error(`No built site in ${site}: run \`npm run build\` first`);
  }
  const appChunk = /\/assets\/app-[\w-]+\.js/.exec(home)?.[0];
  const files = filesUnder(site);
  const video = files.find((file) => file.endsWith('.mp4'));
  if (!appChunk || !video) throw new Error('The built site has no app chunk or no video');

  const { child, base } = await spawnServer(
    {
      STATIC_DIR: site,
      DATABASE_FILE: ':memory:',
      STAFF_EMAIL: 'bench@example.com',
      STAFF_PASSWORD: 'bench password 123',
    },
    '/robots.txt',
  );

  for (const file of files.filter((name) => TEXT.has(extname(name)))) {
    for (const encoding of ['br', 'gzip']) {
      await (
        await fetch(base + urlPath(file), { headers: { 'Accept-Encoding': encoding } })
      ).arrayBuffer();
    }
  }
  const etag = (await fetch(base + appChunk, { headers: { 'Accept-Encoding': 'br' } })).headers.get(
    'etag',
  );
  if (!etag) throw new Error(`${appChunk} has no ETag`);

  const br = { 'Accept-Encoding': 'br' };
  const workloads: [string, string, Record<string, string>][] = [
    ['/ (prerendered HTML, br)', '/', br],
    ['/contact (prerendered HTML, br)', '/contact', br],
    [`${appChunk} (br)`, appChunk, br],
    [`${appChunk} (If-None-Match: 304)`, appChunk, { ...br, 'If-None-Match': etag }],
    [`${urlPath(video)} (Range: first 64 KiB)`, urlPath(video), { Range: 'bytes=0-65535' }],
  ];

  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root })
    .toString()
    .trim();
  const edited = execFileSync('git', ['status', '--porcelain', 'server'], { cwd: root }).toString();
  console.log(
    `bench:static ${new Date().toISOString()}, commit ${commit}${edited ? ' + uncommitted server/ changes' : ''}, ` +
      `${DURATION}s per run, ${CONNECTIONS} connections, ${cpus().length} CPUs, ` +
      `load ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}, node ${process.version}`,
  );
  const table = [
    ['workload', 'req/s', 'p50 ms', 'p99 ms', 'MB/s', 'CPU µs/req', 'statuses', 'errors'],
  ];
  for (const [label, path, headers] of workloads) {
    process.stdout.write(`  ${label} ...`);
    const cpuBefore = cpuMs(child.pid!);
    const result = await autocannon({
      url: base + path,
      connections: CONNECTIONS,
      duration: DURATION,
      headers,
    });
    const cpuAfter = cpuMs(child.pid!);
    const answered = Object.values(result.statusCodeStats).reduce(
      (sum, { count }) => sum + count,
      0,
    );
    process.stdout.write(` ${Math.round(result.requests.average)} req/s\n`);
    table.push([
      label,
      String(Math.round(result.requests.average)),
      String(result.latency.p50),
      String(result.latency.p99),
      (result.throughput.average / 1e6).toFixed(1),
      cpuBefore === null || cpuAfter === null
        ? '?'
        : String(Math.round(((cpuAfter - cpuBefore) * 1000) / answered)),
      Object.entries(result.statusCodeStats)
        .map(([status, { count }]) => `${status}×${count}`)
        .join(' '),
      String(result.errors + result.timeouts),
    ]);
  }
  child.kill('SIGTERM');

  printTable(table);
}

runScript(main);
