/**
 * `npm run bench:streams [-- --streams=100 --writes=2000 --kb=30 --concurrency=4 --stop-at-mb=1500]`
 *
 * What slow stream readers cost server/ (issue 21): `streams` staff streams on `/db/.json`
 * that never read (raw sockets, paused), spread over four staff accounts, then `writes` staff
 * POSTs of `kb` KB each. Prints the server process's resident memory (before the writes, its
 * peak, and after the streams are closed), the POSTs' latency (p50, p99, max), and how many
 * stalled streams the server ended by itself. Not part of `npm test`.
 *
 * Safety on a shared machine: the run stops early, and says so, if the server's memory passes
 * `stop-at-mb` (a server with unbounded stream queues would otherwise take gigabytes).
 */
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { AccountStore } from '../server/auth/accounts';
import { openDatabase } from '../server/db/sqlite';
import { arg, printTable, spawnServer, workDir } from './bench-db';

const STREAMS = arg('streams', 100);
const WRITES = arg('writes', 2000);
const KB = arg('kb', 30);
const CONCURRENCY = arg('concurrency', 4);
const STOP_AT_MB = arg('stop-at-mb', 1500);
const ACCOUNTS = 4;
const PASSWORD = 'bench password 123';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** A stream over a raw socket that reads the answer's first bytes, then stops reading. */
function openStalled(base: string, token: string): Promise<Socket> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `GET /db/.json?auth=${encodeURIComponent(token)} HTTP/1.1\r\nHost: ${hostname}\r\n` +
          'Accept: text/event-stream\r\n\r\n',
      );
      socket.once('data', () => {
        socket.pause();
        resolve(socket);
      });
    });
    socket.once('error', reject);
  });
}

async function main() {
  console.log(
    `bench:streams: ${STREAMS} stalled streams, ${WRITES} POSTs of ${KB} KB, ${CONCURRENCY} at a time, ` +
      `${cpus().length} CPUs, load ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}, node ${process.version}`,
  );
  // Staff accounts made before the server starts (an account may hold a bounded number of streams).
  const databaseFile = join(workDir, 'streams.db');
  const emails = Array.from({ length: ACCOUNTS }, (_, index) => `reader${index}@example.com`);
  const db = openDatabase(databaseFile);
  const accounts = new AccountStore(db);
  for (const email of emails) await accounts.create(email, PASSWORD);
  db.close();

  const { child, base } = await spawnServer(
    {
      DATABASE_FILE: databaseFile,
      STATIC_DIR: join(workDir, 'no-site'),
      WRITE_LIMIT_PER_MINUTE: '0',
      SIGN_IN_LIMIT_PER_10_MINUTES: '0',
    },
    '/db/.json',
  );
  const pid = child.pid!;
  const tokens: string[] = [];
  for (const email of emails) {
    const response = await fetch(`${base}/auth/v1/accounts:signInWithPassword`, {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    });
    tokens.push(((await response.json()) as { idToken: string }).idToken);
  }

  const sockets: Socket[] = [];
  for (let index = 0; index < STREAMS; index += 1) {
    sockets.push(await openStalled(base, tokens[index % ACCOUNTS]!));
  }
  const ended = new Set<Socket>();
  for (const socket of sockets) socket.once('close', () => ended.add(socket));
  await sleep(1000);
  const before = rssMb(pid);

  let peak = before;
  let stopped = false;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
    if (peak > STOP_AT_MB) stopped = true;
  }, 50);

  const body = JSON.stringify({ text: 'x'.repeat(KB * 1024 - 20) });
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const worker = async (token: string) => {
    while (next < WRITES && !stopped) {
      next += 1;
      const started = performance.now();
      const response = await fetch(`${base}/db/load.json?auth=${encodeURIComponent(token)}`, {
        method: 'POST',
        body,
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => worker(tokens[i % ACCOUNTS]!)));
  await sleep(500);
  peak = Math.max(peak, rssMb(pid));

  // The stalled readers read again: a server that gave them up ends their answers.
  for (const socket of sockets) socket.resume();
  const waitUntil = Date.now() + (stopped ? 0 : 30_000);
  while (ended.size < STREAMS && Date.now() < waitUntil) await sleep(200);
  const endedByServer = ended.size;
  for (const socket of sockets) socket.destroy();
  await sleep(2000);
  clearInterval(sampler);
  const after = rssMb(pid);

  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const mb = (value: number) => `${Math.round(value)} MB`;
  printTable([
    ['measure', 'value'],
    [
      'POSTs answered',
      `${latencies.length} of ${WRITES}${failures ? ` (${failures} not 200)` : ''}`,
    ],
    ['server RSS with the streams open, before the writes', mb(before)],
    ['server RSS peak during the writes', mb(peak)],
    ['server RSS 2 s after the streams closed', mb(after)],
    ['POST latency p50', ms(percentile(sorted, 50))],
    ['POST latency p99', ms(percentile(sorted, 99))],
    ['POST latency max', ms(sorted.at(-1) ?? NaN)],
    ['stalled streams the server had ended (read within 30 s)', `${endedByServer} of ${STREAMS}`],
  ]);
  if (stopped) console.log(`\nStopped early: the server passed ${STOP_AT_MB} MB.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
