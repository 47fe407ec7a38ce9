/**
 * `npm run bench:streams [-- --leads=100000 --posts=200 --streams=100 --writes=2000 --kb=30
 *   --seed-kb=1024 --concurrency=4 --stop-at-mb=1500]`
 *
 * What live streams cost server/ (issues 21 and 33), in two parts, each on its own server:
 *
 * 1. Followed streams: `leads` contact leads (a minute apart, by receive time), then `posts`
 *    lead POSTs one at a time with no stream open, with five staff streams on different queries
 *    (`orderBy="receivedAt"` from five receive times, one with `limitToLast`) that read all they
 *    are sent, and with none again. Prints the POSTs' latency (p50, p95) side by side, the
 *    events each stream got, and the server's memory.
 * 2. Stalled streams: `streams` staff streams on `/db/contactForm.json`, seeded with `seed-kb`
 *    contact leads of about 1 KB each, that never read (raw sockets, paused), spread over four
 *    staff accounts, then `writes` staff writes of `kb` KB each: notes of at most NOTE_MAX
 *    characters added to the seeded leads in one PATCH, each sent to every stream. Prints the
 *    server process's resident memory (before the writes, its peak, and after the streams are
 *    closed), the writes' latency (p50, p99, max), and how many stalled streams the server ended
 *    by itself.
 *
 * Not part of `npm test`. Safety on a shared machine: part 2 stops early, and says so, if the
 * server's memory passes `stop-at-mb` (a server with unbounded stream queues would otherwise
 * take gigabytes). Every stream and write is on a declared path with data its declaration accepts
 * (server/db/access.ts): the root and undeclared paths are refused, even to staff.
 */
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { AccountStore } from '../server/auth/accounts';
import { openDatabase } from '../server/db/sqlite';
import { TreeStore } from '../server/db/store';
import { createPushIdGenerator } from '../src/lib/pushId';
import { NOTE_MAX } from '../src/records/lead';
import { RECEIVED_AT, SERVER_TIMESTAMP } from '../src/records/schemas';
import { arg, printTable, spawnServer, workDir } from './bench-db';

const LEADS = arg('leads', 100_000);
const POSTS = arg('posts', 200);
const STREAMS = arg('streams', 100);
const WRITES = arg('writes', 2000);
const KB = arg('kb', 30);
const SEED_KB = arg('seed-kb', 1024);
const CONCURRENCY = arg('concurrency', 4);
const STOP_AT_MB = arg('stop-at-mb', 1500);
const ACCOUNTS = 4;
const PASSWORD = 'bench password 123';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const sortedOf = (values: number[]) => [...values].sort((a, b) => a - b);
const ms = (value: number) => `${value.toFixed(1)} ms`;
const mb = (value: number) => `${Math.round(value)} MB`;

const MESSAGE = 'We would like a quote for a website with online admissions and payments.';

/** A lead as the contact form sends it; `message` as long as asked (the form allows 5,000). */
const lead = (index: number, time: number, message = MESSAGE) => ({
  fullName: `Bench Lead ${index}`,
  email: `lead${index}@bench.example.com`,
  phoneNumber: '08012345678',
  subject: 'A website for our school',
  message,
  date: new Date(time).toISOString(),
});

/** `length` characters of a lead's or a note's text. */
const textOf = (length: number) =>
  `${MESSAGE} `
    .repeat(Math.ceil(length / (MESSAGE.length + 1)))
    .slice(0, length)
    .trim();

/**
 * A database file with staff accounts made (an account may hold a bounded number of streams)
 * and `value` written at `path`, made before its server starts.
 */
async function prepare(name: string, accounts: number, path: string[], value: unknown) {
  const file = join(workDir, name);
  const emails = Array.from({ length: accounts }, (_, index) => `reader${index}@example.com`);
  const db = openDatabase(file);
  const store = new AccountStore(db);
  for (const email of emails) await store.create(email, PASSWORD);
  new TreeStore(db).apply([{ path, value: value as never }]);
  db.close();
  return { file, emails };
}

async function startServer(file: string, emails: string[]) {
  const { child, base } = await spawnServer(
    {
      DATABASE_FILE: file,
      STATIC_DIR: join(workDir, 'no-site'),
      WRITE_LIMIT_PER_MINUTE: '0',
      SIGN_IN_LIMIT_PER_10_MINUTES: '0',
    },
    '/db/.json?shallow=true',
  );
  const tokens: string[] = [];
  for (const email of emails) {
    const response = await fetch(`${base}/auth/v1/accounts:signInWithPassword`, {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    });
    tokens.push(((await response.json()) as { idToken: string }).idToken);
  }
  return { child, base, tokens, pid: child.pid! };
}

/** A stream that reads all it is sent and counts its events; `ready` once the snapshot is in. */
async function follow(base: string, token: string, query: Record<string, string>) {
  const params = new URLSearchParams({ ...query, auth: token });
  const response = await fetch(`${base}/db/contactForm.json?${params}`, {
    headers: { Accept: 'text/event-stream' },
  });
  if (response.status !== 200) throw new Error(`stream refused: ${response.status}`);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const counts = { events: 0, cancelled: false };
  /** The text of the event being received, in parts (one string would be copied at each). */
  let parts: string[] = [];
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const ended = (text: string) => {
    const event = /^event: (.*)$/m.exec(text.slice(0, 100))?.[1];
    if (event === 'put' || event === 'patch') counts.events += 1;
    if (event === 'cancel') counts.cancelled = true;
    markReady();
  };
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) break;
      const text = decoder.decode(chunk.value, { stream: true });
      const previous = parts.at(-1) ?? '';
      // An event's end may fall across two chunks.
      if (!(previous.endsWith('\n') && text.startsWith('\n')) && !text.includes('\n\n')) {
        parts.push(text);
        continue;
      }
      const events = (parts.join('') + text).split('\n\n');
      parts = [events.pop() ?? ''];
      for (const event of events) ended(event);
    }
    markReady();
  })();
  return { counts, ready, close: () => reader.cancel() };
}

/** `count` lead POSTs one at a time; their latencies in ms. */
async function postLeads(base: string, count: number, from: number) {
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/db/contactForm.json`, {
      method: 'POST',
      body: JSON.stringify({
        ...lead(from + index, Date.now()),
        [RECEIVED_AT]: SERVER_TIMESTAMP,
      }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`POST answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

/** Part 1: lead POSTs with no stream, with five staff streams on different queries, with none. */
async function followedStreams() {
  const now = Date.now();
  const start = now - LEADS * MINUTE;
  let time = start;
  const nextPushId = createPushIdGenerator(() => time);
  const leads: Record<string, unknown> = {};
  for (let index = 1; index <= LEADS; index += 1) {
    time = start + index * MINUTE;
    leads[nextPushId()] = { ...lead(index, time), [RECEIVED_AT]: time };
  }
  const { file, emails } = await prepare('followed.db', 1, ['contactForm'], leads);
  const server = await startServer(file, emails);
  const token = server.tokens[0]!;
  const receivedAt = JSON.stringify(RECEIVED_AT);
  const queries: [string, Record<string, string>][] = [
    ['startAt 0 (every lead)', { orderBy: receivedAt, startAt: '0' }],
    ['startAt 30 days back', { orderBy: receivedAt, startAt: String(now - 30 * DAY) }],
    ['startAt 7 days back', { orderBy: receivedAt, startAt: String(now - 7 * DAY) }],
    ['startAt 1 day back', { orderBy: receivedAt, startAt: String(now - DAY) }],
    [
      'startAt 60 days back, limitToLast 50',
      { orderBy: receivedAt, startAt: String(now - 60 * DAY), limitToLast: '50' },
    ],
  ];

  await postLeads(server.base, 50, 0); // warm up
  const none = await postLeads(server.base, POSTS, LEADS);
  const streams = [];
  for (const [, query] of queries) streams.push(await follow(server.base, token, query));
  await Promise.all(streams.map((stream) => stream.ready));
  await sleep(2000); // the snapshots' garbage collected, as in a dashboard left open
  const rssWithStreams = rssMb(server.pid);
  const before = streams.map((stream) => stream.counts.events);
  const withStreams = await postLeads(server.base, POSTS, LEADS + POSTS);
  await sleep(500);
  const events = streams.map((stream, index) => stream.counts.events - before[index]!);
  const cancelled = streams.filter((stream) => stream.counts.cancelled).length;
  await Promise.all(streams.map((stream) => stream.close()));
  await sleep(500);
  const noneAgain = await postLeads(server.base, POSTS, LEADS + 2 * POSTS);
  server.child.kill('SIGKILL');

  const rounds = [none, withStreams, noneAgain].map(sortedOf);
  const [a, b, c] = rounds as [number[], number[], number[]];
  const baseline = percentile(sortedOf([...none, ...noneAgain]), 50);
  printTable([
    ['measure', 'no streams', '5 staff streams', 'no streams again'],
    ['POST latency p50', ms(percentile(a, 50)), ms(percentile(b, 50)), ms(percentile(c, 50))],
    ['POST latency p95', ms(percentile(a, 95)), ms(percentile(b, 95)), ms(percentile(c, 95))],
    [
      'p50 against no streams (both rounds)',
      '1.00×',
      `${(percentile(b, 50) / baseline).toFixed(2)}×`,
      `${(percentile(c, 50) / baseline).toFixed(2)}×`,
    ],
  ]);
  printTable([
    ['stream (orderBy="receivedAt")', `events for ${POSTS} POSTs`],
    ...queries.map(([label], index) => [label, String(events[index])]),
  ]);
  console.log(
    `\nserver RSS with the 5 streams open: ${mb(rssWithStreams)}; streams cancelled: ${cancelled}`,
  );
}

/** A stream over a raw socket that reads the answer's first bytes, then stops reading. */
function openStalled(base: string, token: string): Promise<Socket> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `GET /db/contactForm.json?auth=${encodeURIComponent(token)} HTTP/1.1\r\nHost: ${hostname}\r\n` +
          'Accept: text/event-stream\r\n\r\n',
      );
      socket.once('data', (head: Buffer) => {
        socket.pause();
        // A refused stream would measure nothing: the path must be one staff may read.
        const status = head.toString('latin1', 0, 20);
        if (status.startsWith('HTTP/1.1 200')) resolve(socket);
        else reject(new Error(`stream refused: ${status}`));
      });
    });
    socket.once('error', reject);
  });
}

/**
 * One write of about `kb` KB as staff send it: notes (at most NOTE_MAX characters each, by the
 * writer) added to a lead in one PATCH of its `notes`.
 */
function notesOf(kb: number, author: string, nextPushId: () => string): string {
  const count = Math.max(1, Math.round((kb * 1024) / NOTE_MAX));
  const text = textOf(Math.min(NOTE_MAX, kb * 1024 - 100));
  const at = Date.now();
  return JSON.stringify(
    Object.fromEntries(
      Array.from({ length: count }, () => [nextPushId(), { text, author, at }] as const),
    ),
  );
}

/** Part 2: stalled streams on `seed-kb` KB of contact leads, then `writes` staff writes. */
async function stalledStreams() {
  const now = Date.now();
  const nextPushId = createPushIdGenerator();
  const ids = Array.from({ length: SEED_KB }, () => nextPushId());
  // About 1 KB each: the lead's other fields and receive time are some 200 bytes.
  const seed = Object.fromEntries(
    ids.map((id, index) => [id, { ...lead(index, now, textOf(800)), [RECEIVED_AT]: now }]),
  );
  const { file, emails } = await prepare('stalled.db', ACCOUNTS, ['contactForm'], seed);
  const { child, base, tokens, pid } = await startServer(file, emails);

  const sockets: Socket[] = [];
  for (let index = 0; index < STREAMS; index += 1) {
    sockets.push(await openStalled(base, tokens[index % ACCOUNTS]!));
  }
  const ended = new Set<Socket>();
  for (const socket of sockets) socket.once('close', () => ended.add(socket));
  await sleep(1000);
  const before = rssMb(pid);
  // Past the grace time for an untaken snapshot, and the grace time to read `cancel`.
  await sleep(10_000);
  const givenUp = rssMb(pid);
  const endedBeforeWrites = ended.size;

  let peak = before;
  let stopped = false;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
    if (peak > STOP_AT_MB) stopped = true;
  }, 50);

  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  let refusal = '';
  const worker = async (account: number) => {
    const token = tokens[account]!;
    while (next < WRITES && !stopped) {
      const id = ids[next % ids.length]!;
      next += 1;
      const body = notesOf(KB, emails[account]!, nextPushId);
      const started = performance.now();
      const response = await fetch(
        `${base}/db/contactForm/${id}/notes.json?auth=${encodeURIComponent(token)}`,
        { method: 'PATCH', body },
      );
      const answer = await response.text();
      latencies.push(performance.now() - started);
      if (response.status !== 200) {
        failures += 1;
        refusal ||= `${response.status} ${answer.slice(0, 200)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => worker(i % ACCOUNTS)));
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

  const sorted = sortedOf(latencies);
  printTable([
    ['measure', 'value'],
    [
      'writes answered',
      `${latencies.length} of ${WRITES}${failures ? ` (${failures} not 200)` : ''}`,
    ],
    ['server RSS 1 s after the streams opened, before the writes', mb(before)],
    ['server RSS 11 s after the streams opened, before the writes', mb(givenUp)],
    [
      'stalled streams the server had ended before the writes',
      `${endedBeforeWrites} of ${STREAMS}`,
    ],
    ['server RSS peak during the writes', mb(peak)],
    ['server RSS 2 s after the streams closed', mb(after)],
    ['write latency p50', ms(percentile(sorted, 50))],
    ['write latency p99', ms(percentile(sorted, 99))],
    ['write latency max', ms(sorted.at(-1) ?? NaN)],
    ['stalled streams the server had ended (read within 30 s)', `${endedByServer} of ${STREAMS}`],
  ]);
  if (stopped) console.log(`\nStopped early: the server passed ${STOP_AT_MB} MB.`);
  if (refusal) console.log(`\nFirst write refused: ${refusal}`);
  child.kill('SIGKILL');
}

async function main() {
  console.log(
    `bench:streams: ${cpus().length} CPUs, load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}, node ${process.version}`,
  );
  console.log(
    `\n1. ${LEADS} leads; ${POSTS} lead POSTs one at a time without streams, with 5 staff ` +
      'streams on different queries, and without again',
  );
  await followedStreams();
  console.log(
    `\n2. ${STREAMS} stalled streams on /db/contactForm.json of ${SEED_KB} KB of leads; ` +
      `${WRITES} writes of ${KB} KB of notes, ${CONCURRENCY} at a time`,
  );
  await stalledStreams();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
