/**
 * `npm run bench:db [-- --duration=10 --connections=10 --records=1000]`
 *
 * Create and list throughput and latency (autocannon) of server/ and of json-server
 * 0.17 (the familiar peer), each in its own process, printed side by side. Not part
 * of `npm test`. Both servers get the same record and the same number of stored
 * records for the list runs; server/'s write limit is switched off for the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RECEIVED_AT, SERVER_TIMESTAMP } from '../src/records/schemas';
import { autocannon as loadAutocannon, jsonServerBin } from './perf/tools';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
}
interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}
type Autocannon = (options: AutocannonOptions) => Promise<AutocannonResult>;
/** Loaded when first run: the benchmarks that only import this file's helpers do not need it. */
const autocannon: Autocannon = (...args: Parameters<Autocannon>) =>
  loadAutocannon<Autocannon>()(...args);

const root = fileURLToPath(new URL('..', import.meta.url));
/** A `--name=number` option of the command line. */
export const arg = (name: string, fallback: number) => {
  const found = process.argv.find((value) => value.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};

/** Prints rows (the first one the header) as a Markdown table. */
export function printTable(table: string[][]): void {
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  console.log('');
  for (const [index, row] of table.entries()) {
    console.log('| ' + row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ') + ' |');
    if (index === 0)
      console.log('|' + widths.map((width) => '-'.repeat(width + 2)).join('|') + '|');
  }
}

const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 10);
const RECORDS = arg('records', 1000);
const PAGE = 20;
const STAFF = { email: 'bench@example.com', password: 'bench password 123' };

const record = {
  fullName: 'Ada Obi',
  email: 'ada@example.com',
  phoneNumber: '08012345678',
  subject: 'Website',
  message: 'We would like a new website for our shop in Ikeja, with online payments.',
  date: new Date().toISOString(),
  // The database's receive time, as the forms send it.
  [RECEIVED_AT]: SERVER_TIMESTAMP,
};

const work = mkdtempSync(join(tmpdir(), 'bench-db-'));
/** The run's scratch folder (removed at exit). */
export const workDir = work;
const children: ChildProcess[] = [];
const cleanup = () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
};
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`Nothing answered at ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * server/main.ts in its own process on a free port with these settings, once `readyPath`
 * answers; it is killed when the bench exits.
 */
export async function spawnServer(env: Record<string, string>, readyPath: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: 'ignore',
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base + readyPath);
  return { child, base };
}

/** server/main.ts in a child process; the same label reopens the same database file. */
export async function startOurs(label: string, synchronous: 'FULL' | 'NORMAL') {
  const { child, base } = await spawnServer(
    {
      DATABASE_FILE: join(work, `${label}.db`),
      STATIC_DIR: join(work, 'no-site'),
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      WRITE_LIMIT_PER_MINUTE: '0',
      BODY_LIMIT_BYTES: String(64 * 1024 * 1024),
      DATABASE_SYNCHRONOUS: synchronous,
    },
    '/db/.json',
  );
  const signIn = await fetch(`${base}/auth/v1/accounts:signInWithPassword`, {
    method: 'POST',
    body: JSON.stringify({ ...STAFF, returnSecureToken: true }),
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  return { child, base, token: idToken };
}

export async function startJsonServer(data: unknown) {
  const port = await freePort();
  const file = join(work, `json-server-${port}.json`);
  writeFileSync(file, JSON.stringify(data));
  const child = spawn(
    jsonServerBin,
    ['--port', String(port), '--host', '127.0.0.1', '--quiet', file],
    { cwd: work, stdio: 'ignore' },
  );
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/contactForm`);
  return { child, base, file };
}

interface Row {
  workload: string;
  server: string;
  result: AutocannonResult;
  note?: string;
}
const rows: Row[] = [];

async function run(
  workload: string,
  server: string,
  options: Omit<AutocannonOptions, 'connections' | 'duration'>,
  note?: string,
) {
  process.stdout.write(`  ${workload} / ${server} ...`);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  process.stdout.write(` ${Math.round(result.requests.average)} req/s\n`);
  rows.push({ workload, server, result, ...(note && { note }) });
  return result;
}

const jsonHeaders = { 'Content-Type': 'application/json' };

async function main() {
  console.log(
    `bench:db: ${DURATION}s per run, ${CONNECTIONS} connections, ${cpus().length} CPUs, load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}, node ${process.version}`,
  );

  // Create: POST one record.
  for (const synchronous of ['FULL', 'NORMAL'] as const) {
    const ours = await startOurs(`create-${synchronous}`, synchronous);
    const result = await run('create (POST one record)', `server/ (synchronous=${synchronous})`, {
      url: `${ours.base}/db/contactForm.json`,
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify(record),
    });
    const stored = (await (
      await fetch(`${ours.base}/db/contactForm.json?auth=${ours.token}&shallow=true`)
    ).json()) as object | null;
    const count = Object.keys(stored ?? {}).length;
    const last = rows[rows.length - 1]!;
    last.note = `${count} stored, ${result['2xx']} answered 2xx`;
    ours.child.kill('SIGTERM');
  }
  {
    const peer = await startJsonServer({ contactForm: [] });
    const result = await run('create (POST one record)', 'json-server 0.17', {
      url: `${peer.base}/contactForm`,
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify(record),
    });
    const stored = (await (await fetch(`${peer.base}/contactForm`)).json()) as unknown[];
    rows[rows.length - 1]!.note = `${stored.length} stored, ${result['2xx']} answered 2xx`;
    peer.child.kill('SIGTERM');
  }

  // List: the same N records in both.
  const ours = await startOurs('list', 'FULL');
  const keyed: Record<string, unknown> = {};
  const listed: unknown[] = [];
  for (let i = 0; i < RECORDS; i += 1) {
    keyed[`-N${String(i).padStart(18, '0')}`] = { ...record, subject: `#${i}` };
    listed.push({ id: i + 1, ...record, subject: `#${i}` });
  }
  // Staff may add records but not replace a collection (the lead inbox keeps what visitors sent).
  const seeded = await fetch(`${ours.base}/db/contactForm.json?auth=${ours.token}&print=silent`, {
    method: 'PATCH',
    headers: jsonHeaders,
    body: JSON.stringify(keyed),
  });
  if (seeded.status !== 204)
    throw new Error(`Seeding server/ failed: ${seeded.status} ${await seeded.text()}`);
  const peer = await startJsonServer({ contactForm: listed });

  const newest = `newest ${PAGE} of ${RECORDS} (a dashboard page)`;
  await run(newest, 'server/', {
    url: `${ours.base}/db/contactForm.json?orderBy=%22%24key%22&limitToLast=${PAGE}&auth=${ours.token}`,
  });
  await run(newest, 'json-server 0.17', {
    url: `${peer.base}/contactForm?_sort=id&_order=desc&_limit=${PAGE}`,
  });
  const all = `all ${RECORDS} records`;
  await run(all, 'server/', { url: `${ours.base}/db/contactForm.json?auth=${ours.token}` });
  await run(all, 'json-server 0.17', { url: `${peer.base}/contactForm` });

  const table = [
    ['workload', 'server', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'note'],
    ...rows.map(({ workload, server, result, note }) => [
      workload,
      server,
      String(Math.round(result.requests.average)),
      String(result.latency.p50),
      String(result.latency.p99),
      String(result.non2xx),
      String(result.errors + result.timeouts),
      note ?? '',
    ]),
  ];
  printTable(table);
}

// Run only as a script: scripts/bench.ts imports the helpers above.
const isEntry =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry)
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
