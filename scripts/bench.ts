/**
 * `npm run bench [-- --requests=10000 --connections=100]`: measured, not part of `npm test`.
 *
 * 1. Load: N contact-form submissions (each with a unique subject) at C concurrent connections
 *    against server/ (server/main.ts in its own process, default synchronous=FULL), then the
 *    same against json-server 0.17. Prints p50/p99 latency and throughput side by side, and
 *    checks that every submission server/ acknowledged is stored, with zero errors.
 * 2. Kill: the same load against a fresh server/, killed with SIGKILL once half the
 *    submissions are acknowledged, then restarted on the same file: counts the acknowledged
 *    records that are missing (must be zero). The same is done to json-server for comparison.
 *
 * Exits 1 if server/ lost or refused anything. The server processes come from bench-db.ts.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { startJsonServer, startOurs } from './bench-db';
import { RECEIVED_AT, SERVER_TIMESTAMP } from '../src/records/schemas';
import { autocannon as loadAutocannon } from './perf/tools';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface Result {
  requests: Histogram & { total: number; sent: number };
  latency: Histogram;
  throughput: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
}
interface Options {
  url: string;
  connections: number;
  amount: number;
  idReplacement: boolean;
  requests: {
    method: string;
    headers: Record<string, string>;
    body: string;
    onResponse: (status: number, body: string) => void;
  }[];
}
interface Instance {
  stop(): void;
}
type Autocannon = (
  options: Options,
  done: (error: Error | null, result: Result) => void,
) => Instance;
/** Loaded when first run: the benchmarks that only import this file's helpers do not need it. */
const autocannon: Autocannon = (...args: Parameters<Autocannon>) =>
  loadAutocannon<Autocannon>()(...args);

const arg = (name: string, fallback: number) => {
  const found = process.argv.find((value) => value.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
};
const REQUESTS = arg('requests', 10_000);
const CONNECTIONS = arg('connections', 100);

/** A contact-form record; autocannon puts a unique ID in place of [<id>]. */
const body = JSON.stringify({
  fullName: 'Ada Obi',
  email: 'ada@example.com',
  phoneNumber: '08012345678',
  subject: 'Bench [<id>]',
  message: 'We would like a new website for our shop in Ikeja, with online payments.',
  date: new Date().toISOString(),
  // The database's receive time, as the forms send it.
  [RECEIVED_AT]: SERVER_TIMESTAMP,
});

interface Load {
  result: Result;
  /** What each acknowledged submission was answered: our push ID, json-server's numeric id. */
  acknowledged: Set<string>;
}

/**
 * Sends the submissions; `onAcknowledged(count)` after each 2xx. Calling the returned `stop`
 * ends the run early (after a kill).
 */
function load(
  url: string,
  onAcknowledged?: (count: number, stop: () => void) => void,
): Promise<Load> {
  const acknowledged = new Set<string>();
  return new Promise((resolve, reject) => {
    // Called from responses only, after autocannon() has returned the instance.
    const stop = () => instance.stop();
    const instance: Instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        amount: REQUESTS,
        idReplacement: true,
        requests: [
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body,
            onResponse: (status, text) => {
              if (status < 200 || status > 299) return;
              const answer = JSON.parse(text) as { name?: string; id?: number };
              acknowledged.add(String(answer.name ?? answer.id));
              onAcknowledged?.(acknowledged.size, stop);
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, acknowledged })),
    );
  });
}

async function storedInOurs(base: string, token: string): Promise<Set<string>> {
  const response = await fetch(`${base}/db/contactForm.json?auth=${token}&shallow=true`);
  return new Set(Object.keys(((await response.json()) ?? {}) as object));
}

async function storedInJsonServer(base: string): Promise<Set<string>> {
  const list = (await (await fetch(`${base}/contactForm`)).json()) as { id: number }[];
  return new Set(list.map((item) => String(item.id)));
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

const missing = (acknowledged: Set<string>, stored: Set<string>) =>
  [...acknowledged].filter((id) => !stored.has(id)).length;

interface Row {
  server: string;
  load: Load;
  stored: number;
}

function printLoadTable(rows: Row[]) {
  const table = [
    ['server', 'sent', 'answered 2xx', 'stored', 'errors', 'p50 ms', 'p99 ms', 'req/s', 'total s'],
    ...rows.map(({ server, load: { result }, stored }) => [
      server,
      String(result.requests.sent),
      String(result['2xx']),
      String(stored),
      String(result.errors + result.timeouts + result.non2xx),
      String(result.latency.p50),
      String(result.latency.p99),
      String(Math.round(result.requests.average)),
      result.duration.toFixed(1),
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const [index, row] of table.entries()) {
    console.log('| ' + row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ') + ' |');
    if (index === 0)
      console.log('|' + widths.map((width) => '-'.repeat(width + 2)).join('|') + '|');
  }
}

async function main(): Promise<number> {
  console.log(
    `bench: ${REQUESTS} submissions at ${CONNECTIONS} connections; ${cpus().length} CPUs, load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}, node ${process.version}\n`,
  );
  const failures: string[] = [];

  // 1. Load.
  const rows: Row[] = [];
  {
    const ours = await startOurs('bench-load', 'FULL');
    process.stdout.write('  server/ (synchronous=FULL) ...');
    const run = await load(`${ours.base}/db/contactForm.json`);
    const stored = await storedInOurs(ours.base, ours.token);
    console.log(` ${Math.round(run.result.requests.average)} req/s`);
    rows.push({ server: 'server/ (synchronous=FULL)', load: run, stored: stored.size });
    const errors = run.result.errors + run.result.timeouts + run.result.non2xx;
    if (errors > 0) failures.push(`server/: ${errors} errors or non-2xx answers`);
    if (run.acknowledged.size !== REQUESTS)
      failures.push(`server/: ${run.acknowledged.size} of ${REQUESTS} acknowledged`);
    if (stored.size !== REQUESTS || missing(run.acknowledged, stored) > 0) {
      failures.push(
        `server/: ${stored.size} stored, ${missing(run.acknowledged, stored)} acknowledged but missing`,
      );
    }
    ours.child.kill('SIGTERM');
    await killed(ours.child);
  }
  {
    const peer = await startJsonServer({ contactForm: [] });
    process.stdout.write('  json-server 0.17 ...');
    const run = await load(`${peer.base}/contactForm`);
    const stored = await storedInJsonServer(peer.base);
    console.log(` ${Math.round(run.result.requests.average)} req/s`);
    rows.push({ server: 'json-server 0.17', load: run, stored: stored.size });
    peer.child.kill('SIGTERM');
    await killed(peer.child);
  }
  console.log('');
  printLoadTable(rows);

  // 2. Kill halfway, restart on the same file, count what was acknowledged but is gone.
  console.log(
    `\nkill -9 once ${REQUESTS / 2} submissions are acknowledged, then restart on the same file:\n`,
  );
  const half = REQUESTS / 2;
  const killRows: string[][] = [
    ['server', 'acknowledged', 'stored after restart', 'acknowledged but missing'],
  ];
  {
    const ours = await startOurs('bench-kill', 'FULL');
    const run = await load(`${ours.base}/db/contactForm.json`, (count, stop) => {
      if (count === half) {
        ours.child.kill('SIGKILL');
        stop();
      }
    });
    await killed(ours.child);
    const again = await startOurs('bench-kill', 'FULL');
    const stored = await storedInOurs(again.base, again.token);
    const lost = missing(run.acknowledged, stored);
    killRows.push([
      'server/ (synchronous=FULL)',
      String(run.acknowledged.size),
      String(stored.size),
      String(lost),
    ]);
    if (lost > 0) failures.push(`server/ after kill -9: ${lost} acknowledged records missing`);
    again.child.kill('SIGTERM');
    await killed(again.child);
  }
  {
    const peer = await startJsonServer({ contactForm: [] });
    const run = await load(`${peer.base}/contactForm`, (count, stop) => {
      if (count === half) {
        peer.child.kill('SIGKILL');
        stop();
      }
    });
    await killed(peer.child);
    let row: string[];
    try {
      const data = JSON.parse(readFileSync(peer.file, 'utf8')) as { contactForm: unknown[] };
      const again = await startJsonServer(data);
      const stored = await storedInJsonServer(again.base);
      row = [
        'json-server 0.17',
        String(run.acknowledged.size),
        String(stored.size),
        String(missing(run.acknowledged, stored)),
      ];
      again.child.kill('SIGTERM');
      await killed(again.child);
    } catch (error) {
      row = [
        'json-server 0.17',
        String(run.acknowledged.size),
        `unreadable (${(error as Error).message.slice(0, 40)})`,
        String(run.acknowledged.size),
      ];
    }
    killRows.push(row);
  }
  const widths = killRows[0]!.map((_, column) =>
    Math.max(...killRows.map((row) => row[column]!.length)),
  );
  for (const [index, row] of killRows.entries()) {
    console.log('| ' + row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ') + ' |');
    if (index === 0)
      console.log('|' + widths.map((width) => '-'.repeat(width + 2)).join('|') + '|');
  }

  if (failures.length > 0) {
    console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  console.log(
    `\nserver/: all ${REQUESTS} stored, zero errors; nothing acknowledged was lost to kill -9.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
