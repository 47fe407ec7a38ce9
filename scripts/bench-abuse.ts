/**
 * `npm run bench:abuse [-- --repeat=5 --leads=1000 --only=<part of a shape's name>]`
 *
 * The costliest writes this script can construct (issue 33), each at or near the body limit, sent
 * to server/ in this process, one at a time, with the event loop watched: for each, the answer's
 * status, its size, how long it took, and the longest stall of the event loop while it was
 * handled: the longest gap between two ticks of a 1 ms timer, less the 1 ms. A stall is how long
 * every other request waits. Exits 1 when a stall passes 50 ms.
 *
 * Shapes: wide (many children), deep (nesting past the tree's limit), many paths in one update,
 * many records, long text, and the honeypot, from a stranger and from staff. Not part of `npm test`.
 */
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createServer } from '../server/app';
import { DEFAULT_BODY_LIMIT_BYTES } from '../server/http/body';
import { MAX_RECORD_CHILDREN } from '../server/db/policy';
import type { Json } from '../server/db/protocol';
import { MAX_RECORD_CHARS, MAX_ROWS_PER_WRITE } from '../server/db/store';
import { HONEYPOT_FIELD } from '../src/records/collections';
import { createPushIdGenerator } from '../src/lib/pushId';
import { RECEIVED_AT, SERVER_TIMESTAMP } from '../src/records/schemas';
import { arg, printTable, workDir } from './bench-db';

const REPEAT = arg('repeat', 5);
/** `--only=<text>`: just the shapes whose name contains it. */
const ONLY = process.argv.find((value) => value.startsWith('--only='))?.slice('--only='.length);
const LEADS = arg('leads', 1000);
const STALL_BUDGET_MS = 50;
const STAFF = { email: 'bench@example.com', password: 'bench password 123' };
const LIMIT = DEFAULT_BODY_LIMIT_BYTES;

const nextPushId = createPushIdGenerator();
const lead = (name: string) => ({
  fullName: name,
  email: 'ada@example.com',
  phoneNumber: '08012345678',
  subject: 'Website',
  message: 'We would like a new website for our shop in Ikeja.',
  date: new Date().toISOString(),
  [RECEIVED_AT]: SERVER_TIMESTAMP,
});

/** An object of `key(n)` → `value(n)` children, as many as fit in `bytes` of JSON (or `most`). */
function fill(
  bytes: number,
  key: (n: number) => string,
  value: (n: number) => unknown,
  most = Infinity,
) {
  const result: Record<string, unknown> = {};
  let size = 2;
  for (let n = 0; n < most; n += 1) {
    const entry = `${JSON.stringify(key(n))}:${JSON.stringify(value(n))},`;
    if (size + entry.length > bytes) return result;
    result[key(n)] = value(n);
    size += entry.length;
  }
  return result;
}

/** JSON text nested `depth` objects deep, then padded with a long string to `bytes`. */
const deepText = (depth: number) => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;

/** Watches the event loop: `stop()` gives the longest gap between 1 ms ticks, less the 1 ms. */
function watchLoop(): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 1);
    last = now;
  }, 1);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(longest, performance.now() - last - 1, 0);
    },
  };
}

interface Shape {
  name: string;
  who: 'stranger' | 'staff';
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  body: string;
}

async function main() {
  const site = await createServer({
    databaseFile: join(workDir, 'abuse.db'),
    staticDir: null,
    logger: false,
    staff: STAFF,
    // The write limit would refuse the repeats before their cost is seen: off, to measure the worst.
    writeLimit: { limit: 0, windowMs: 60_000 },
    signInLimit: { limit: 0, windowMs: 60_000 },
  });
  const running = await site.listen(0, '127.0.0.1');
  const origin = running.url.replace('localhost', '127.0.0.1');
  try {
    const signIn = await fetch(`${origin}/auth/v1/accounts:signInWithPassword`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...STAFF, returnSecureToken: true }),
    });
    const { idToken } = (await signIn.json()) as { idToken: string };

    // Existing leads for staff's many-path updates (a status each, a move to the trash each).
    const ids = Array.from({ length: LEADS }, () => nextPushId());
    const now = Date.now();
    site.store.apply(
      ids.map((id) => ({
        path: ['contactForm', id],
        value: { ...lead(`Lead ${id}`), [RECEIVED_AT]: now },
      })),
    );
    const hiringId = nextPushId();
    // A lead whose notes already fill it to within one request of the most a record may hold.
    const fullId = nextPushId();
    const note = (n: number) => ({ text: `Note ${n}`, author: STAFF.email, at: now - 1000 });
    site.store.apply([
      { path: ['hiring', hiringId], value: { name: 'Ada', [RECEIVED_AT]: now } },
      {
        path: ['hiring', fullId],
        value: {
          name: 'Ada',
          [RECEIVED_AT]: now,
          notes: fill(MAX_RECORD_CHARS - LIMIT, () => nextPushId(), note) as Json,
        },
      },
    ]);

    const json = (value: unknown) => JSON.stringify(value);
    /** Staff's multi-path update at the root: `key(n)` → `value(n)`, as many as fit (or `most`). */
    const rootPatch = (
      name: string,
      key: (n: number) => string,
      value: (n: number) => unknown,
      most?: number,
    ): Shape => ({
      name,
      who: 'staff',
      method: 'PATCH',
      path: '/',
      body: json(fill(LIMIT, key, value, most)),
    });
    /** A status on each of `most` leads (or as many as fit). */
    const statuses = (which: string, most?: number) =>
      rootPatch(
        `many paths: a status on each of ${which}`,
        (n) => `contactForm/${ids[n % ids.length]}/status`,
        () => 'won',
        most,
      );
    /** A stranger's PATCH of one new record with children `f0`, `f1`… (at most `most`). */
    const wideRecord = (which: string, value: () => unknown, most?: number): Shape => ({
      name: `wide: one record, ${which}`,
      who: 'stranger',
      method: 'PATCH',
      path: `/contactForm/${nextPushId()}`,
      body: json(fill(LIMIT, (n) => `f${n}`, value, most)),
    });
    /** Leads moved to the Trash so far, from the middle of `ids` (the status shapes use the first). */
    let trashed = LEADS / 2;
    const shapes: (() => Shape)[] = [
      () => wideRecord('children to the body limit', () => 1),
      () =>
        wideRecord(
          `${MAX_RECORD_CHILDREN} long children (as wide as a record may be)`,
          () => 'x'.repeat(2000),
          MAX_RECORD_CHILDREN,
        ),
      () => ({
        name: 'deep: nesting to the body limit',
        who: 'stranger',
        method: 'POST',
        path: '/contactForm',
        body: deepText(Math.floor((LIMIT - 10) / 6)),
      }),
      () => ({
        name: 'deep: one key of as many levels as fit',
        who: 'stranger',
        method: 'PATCH',
        path: `/contactForm/${nextPushId()}`,
        body: json({ [Array.from({ length: LIMIT / 2 - 10 }, () => 'a').join('/')]: 1 }),
      }),
      () => ({
        name: 'deep: in a honeypot submission',
        who: 'stranger',
        method: 'POST',
        path: '/contactForm',
        body: `${json({ ...lead('Bot'), [HONEYPOT_FIELD]: 'x' }).slice(0, -1)},"message":${deepText(4000)}}`,
      }),
      () => ({
        name: 'honeypot: as many fields as fit',
        who: 'stranger',
        method: 'POST',
        path: '/contactForm',
        body: json({
          [HONEYPOT_FIELD]: 'x',
          ...fill(
            LIMIT - 20,
            (n) => `f${n}`,
            () => 1,
          ),
        }),
      }),
      () => ({
        name: 'many records: one update at the collection',
        who: 'stranger',
        method: 'PATCH',
        path: '/contactForm',
        body: json(
          fill(
            LIMIT,
            () => nextPushId(),
            (n) => lead(`Lead ${n}`),
          ),
        ),
      }),
      () => ({
        name: 'many paths: fields of many records from the root',
        who: 'stranger',
        method: 'PATCH',
        path: '/',
        body: json(
          fill(
            LIMIT,
            () => `contactForm/${nextPushId()}/fullName`,
            () => 'Ada',
          ),
        ),
      }),
      () => ({
        name: 'long text in every field',
        who: 'stranger',
        method: 'POST',
        path: '/contactForm',
        body: json({ ...lead('x'.repeat(LIMIT / 3)), message: 'y'.repeat(LIMIT / 2) }),
      }),
      () => statuses(`${MAX_ROWS_PER_WRITE} leads (the most allowed)`, MAX_ROWS_PER_WRITE),
      () => statuses('as many leads as fit'),
      () => ({
        name: 'wide: notes added to one lead',
        who: 'staff',
        method: 'PATCH',
        path: `/hiring/${hiringId}/notes`,
        body: json(
          fill(
            LIMIT,
            () => nextPushId(),
            (n) => ({ text: `Note ${n}`, author: STAFF.email, at: Date.now() - 1000 }),
          ),
        ),
      }),
      () => ({
        name: 'wide: notes added to a lead as full as a lead may be',
        who: 'staff',
        method: 'PATCH',
        path: `/hiring/${fullId}/notes`,
        body: json(fill(LIMIT, () => nextPushId(), note)),
      }),
      () => ({
        name: 'wide: one object outside the inbox',
        who: 'staff',
        method: 'PUT',
        path: '/settings',
        body: json(
          fill(
            LIMIT,
            (n) => `k${n}`,
            () => 1,
          ),
        ),
      }),
      () => {
        // The dashboard's largest update: leads moved to the Trash (Clear), as many as fit.
        const first = trashed;
        const moved = fill(
          LIMIT * 0.8,
          (n) => `trash/contactForm/${ids[first + n]}`,
          (n) => ({
            ...lead(`Lead ${ids[first + n]}`),
            [RECEIVED_AT]: now,
            deletedAt: now,
            deletedBy: STAFF.email,
          }),
        );
        trashed += Object.keys(moved).length;
        const removed = Object.keys(moved).map((path) => [path.slice('trash/'.length), null]);
        return {
          name: `many records: ${removed.length} leads moved to the Trash`,
          who: 'staff',
          method: 'PATCH',
          path: '/',
          body: json({ ...Object.fromEntries(removed), ...moved }),
        };
      },
      () =>
        rootPatch(
          'many paths: 31 levels deep each',
          (n) => `settings/${Array.from({ length: 30 }, (_, level) => `${n}l${level}`).join('/')}`,
          () => 1,
        ),
    ];

    const rows: string[][] = [];
    let worst = 0;
    for (const make of shapes) {
      const stalls: number[] = [];
      const times: number[] = [];
      const statuses = new Set<number>();
      let made: Shape | undefined;
      let bytes = 0;
      // One run first, not counted: the server has served such a request before (warm code).
      for (let run = -1; run < REPEAT; run += 1) {
        const shape = make();
        if (ONLY && !shape.name.includes(ONLY)) break;
        made = shape;
        bytes = Buffer.byteLength(shape.body);
        const auth = shape.who === 'staff' ? `?auth=${encodeURIComponent(idToken)}` : '';
        // Let the loop settle, then watch it for exactly this request.
        await new Promise((resolve) => setTimeout(resolve, 20));
        const loop = watchLoop();
        const start = performance.now();
        const response = await fetch(`${origin}/db${shape.path}.json${auth}`, {
          method: shape.method,
          headers: { 'Content-Type': 'application/json' },
          body: shape.body,
        });
        const answer = await response.text();
        if (process.env.BENCH_ABUSE_ERRORS && response.status >= 400) console.error(answer);
        const took = performance.now() - start;
        if (run >= 0) times.push(took);
        const stall = loop.stop();
        statuses.add(response.status);
        if (run < 0) continue;
        stalls.push(stall);
      }
      if (!made) continue;
      const stall = Math.max(...stalls);
      worst = Math.max(worst, stall);
      rows.push([
        made.name,
        made.who,
        `${made.method} ${made.path.replace(/-[-\w]{19}/, '<id>')}`,
        `${(bytes / 1024).toFixed(1)} KB`,
        [...statuses].join(', '),
        `${Math.max(...times).toFixed(1)} ms`,
        `${stall.toFixed(1)} ms`,
      ]);
    }
    const [load] = loadavg();
    console.log(
      `bench:abuse ${new Date().toISOString()}: ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), load ${load?.toFixed(1)}, Node ${process.version}; body limit ${LIMIT} bytes; worst of ${REPEAT} each`,
    );
    printTable([
      ['shape', 'who', 'request', 'body', 'status', 'answer (max)', 'longest stall (max)'],
      ...rows,
    ]);
    const ok = worst <= STALL_BUDGET_MS;
    console.log(
      `\nLongest event-loop stall: ${worst.toFixed(1)} ms (budget ${STALL_BUDGET_MS} ms): ${ok ? 'within' : 'OVER'}`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await running.close();
  }
}

await main();
process.exit(process.exitCode ?? 0);
