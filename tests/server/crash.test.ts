// @vitest-environment node
/**
 * Crash safety, beyond process.test.ts (which kills one server during anonymous contact
 * posts): the real entry point, with its default synchronous=FULL, takes a mixed stream of
 * writes (anonymous POSTs to all six collections; staff PUTs, PATCHes and DELETEs) and is
 * killed with SIGKILL while requests are in flight, three times on the same file.
 * After each kill the file passes SQLite's integrity_check and, once restarted:
 * - every acknowledged create is there, exactly as sent (no torn record);
 * - every acknowledged PATCH is visible (or a later one sent to the same record);
 * - every acknowledged DELETE stays deleted;
 * - nothing is there that was never sent.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { collections, type Collection } from '../../src/records/collections';
import { createPushIdGenerator } from '../../src/lib/pushId';
import { STAFF_EMAIL, STAFF_PASSWORD, validRecords, visitorFields } from './support';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'site-crash-'));
const databaseFile = join(dir, 'site.db');
const children = new Set<ChildProcessWithoutNullStreams>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const records = validRecords() as unknown as Record<Collection, Record<string, string>>;
/** The free-text field of each record that carries a unique marker. */
const markerField: Record<Collection, string> = {
  contactForm: 'subject',
  quoteForm: 'location',
  bookSession: 'message',
  hiring: 'organization',
  techTalent: 'organizationName',
  training: 'message',
};
const nextPushId = createPushIdGenerator();

interface Server {
  child: ChildProcessWithoutNullStreams;
  url: string;
  exited: Promise<void>;
}

/** `node --import tsx server/main.ts` on the shared file, with the default synchronous=FULL. */
async function start(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_FILE: databaseFile,
      STATIC_DIR: join(dir, 'no-site'),
      STAFF_EMAIL,
      STAFF_PASSWORD,
      WRITE_LIMIT_PER_MINUTE: '0',
    },
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No URL printed:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[\w.]+:\d+)/.exec(output);
      if (match?.[1] && output.includes('staff sign-in')) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`Exited early:\n${output}`)));
  });
  return { child, url, exited };
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/auth/v1/accounts:signInWithPassword`, {
    method: 'POST',
    body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD, returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

/** What the clients were told, and what they sent without hearing back. */
interface Ledger {
  /** Every record body ever sent, by marker: whatever is stored must be one of these. */
  sent: Map<string, Record<string, string>>;
  /** Acknowledged creates: collection/id → marker. */
  created: Map<string, string>;
  /** Acknowledged status changes: collection/id → the status acknowledged and those sent after it. */
  patched: Map<string, { acknowledged: string; later: Set<string> }>;
  /** Deletes sent (acknowledged or not: an unanswered one may have happened). */
  deleting: Set<string>;
  /** Acknowledged deletes. */
  deleted: Set<string>;
}

const ledger: Ledger = {
  sent: new Map(),
  created: new Map(),
  patched: new Map(),
  deleting: new Set(),
  deleted: new Set(),
};
/** The status changes staff make to each record they create. */
const STATUS_CHANGES = ['contacted', 'won'] as const;
let serial = 0;
const marker = (prefix: string) => `${prefix}-${(serial += 1)}`;
const body = (collection: Collection, mark: string) => {
  const record = { ...records[collection], [markerField[collection]]: mark };
  ledger.sent.set(mark, visitorFields(record));
  return record;
};

/** Runs writers against `url` until `stop()`; counts acknowledgements and requests in flight. */
function writeStream(url: string, token: string) {
  let stopped = false;
  let acknowledged = 0;
  let inFlight = 0;
  const send = async (method: string, path: string, payload: unknown, auth: boolean) => {
    inFlight += 1;
    try {
      const response = await fetch(`${url}/db${path}.json${auth ? `?auth=${token}` : ''}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(payload !== undefined && { body: JSON.stringify(payload) }),
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      acknowledged += 1;
      return JSON.parse(text) as unknown;
    } finally {
      inFlight -= 1;
    }
  };
  /** A network error after the kill ends the writer; any other failure fails the test. */
  const loop = async (step: () => Promise<void>) => {
    while (!stopped) {
      try {
        await step();
      } catch (error) {
        if (stopped || (error instanceof TypeError && /fetch failed/.test(error.message))) return;
        throw error;
      }
    }
  };
  const publicWriter = (collection: Collection) =>
    loop(async () => {
      const mark = marker(collection);
      const { name } = (await send('POST', `/${collection}`, body(collection, mark), false)) as {
        name: string;
      };
      ledger.created.set(`${collection}/${name}`, mark);
    });
  const staffWriter = (collection: Collection) =>
    loop(async () => {
      // Create at a chosen ID, change its status twice (what the visitor sent is never
      // changed), and delete every other one.
      const id = nextPushId();
      const key = `${collection}/${id}`;
      const mark = marker(`${collection}-staff`);
      await send('PUT', `/${collection}/${id}`, body(collection, mark), true);
      ledger.created.set(key, mark);
      for (const next of STATUS_CHANGES) {
        ledger.patched.get(key)?.later.add(next);
        await send('PATCH', `/${collection}/${id}`, { status: next }, true);
        ledger.patched.set(key, { acknowledged: next, later: new Set() });
      }
      if (serial % 2 === 0) {
        ledger.deleting.add(key);
        await send('DELETE', `/${collection}/${id}`, undefined, true);
        ledger.deleted.add(key);
      }
    });
  const writers = [
    ...collections.map(publicWriter),
    ...collections.map(publicWriter),
    staffWriter('contactForm'),
    staffWriter('hiring'),
    staffWriter('training'),
  ];
  return {
    acknowledged: () => acknowledged,
    inFlight: () => inFlight,
    stop: async () => {
      stopped = true;
      await Promise.all(writers);
    },
  };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Every promise of the ledger, against what a restarted server holds. */
async function checkLedger(url: string, token: string): Promise<number> {
  const stored = new Map<string, Record<string, string>>();
  for (const collection of collections) {
    const response = await fetch(`${url}/db/${collection}.json?auth=${token}`);
    const value = ((await response.json()) ?? {}) as Record<string, Record<string, string>>;
    for (const [id, record] of Object.entries(value)) stored.set(`${collection}/${id}`, record);
  }
  const problems: string[] = [];
  for (const [key, mark] of ledger.created) {
    if (ledger.deleting.has(key)) continue;
    const record = stored.get(key);
    if (!record) problems.push(`acknowledged create ${key} (${mark}) is missing`);
  }
  for (const key of ledger.deleted) {
    if (stored.has(key)) problems.push(`acknowledged delete ${key} came back`);
  }
  for (const [key, { acknowledged, later }] of ledger.patched) {
    if (ledger.deleting.has(key)) continue;
    const value = stored.get(key)?.status;
    if (value !== acknowledged && !later.has(value ?? '')) {
      problems.push(`acknowledged change ${key} → ${acknowledged} is lost (found ${value})`);
    }
  }
  for (const [key, record] of stored) {
    const collection = key.split('/')[0] as Collection;
    const sent = ledger.sent.get(record[markerField[collection]] ?? '');
    if (!sent) problems.push(`${key} holds a record that was never sent`);
    else if (canonical(withoutStatus(record)) !== canonical(sent)) {
      problems.push(`${key} is not what was sent: ${JSON.stringify(record)}`);
    }
  }
  expect(problems).toEqual([]);
  return stored.size;
}

/** What the visitor sent of a stored record: without staff's status and the receive time. */
const withoutStatus = ({ status: _status, receivedAt: _at, ...record }: Record<string, string>) =>
  record;
const canonical = (record: Record<string, string>) => JSON.stringify(Object.entries(record).sort());

function integrityCheck(): string {
  const db = new Database(databaseFile);
  try {
    return db.pragma('integrity_check', { simple: true }) as string;
  } finally {
    db.close();
  }
}

describe('kill -9 during a stream of mixed writes, three times on one file', () => {
  it('keeps every acknowledged create, change and delete, and the file stays sound', async () => {
    let server = await start();
    for (let round = 1; round <= 3; round += 1) {
      const token = await signIn(server.url);
      const stream = writeStream(server.url, token);
      const killAfter = stream.acknowledged() + 150 + Math.floor(Math.random() * 250);
      await until(() => stream.acknowledged() >= killAfter, 30_000);
      await until(() => stream.inFlight() >= 5, 5_000);
      const inFlightAtKill = stream.inFlight();
      server.child.kill('SIGKILL');
      await stream.stop();
      await server.exited;
      expect(
        inFlightAtKill,
        'requests were in flight when the process died',
      ).toBeGreaterThanOrEqual(5);

      expect(integrityCheck(), `integrity_check after kill ${round}`).toBe('ok');
      server = await start();
      const count = await checkLedger(server.url, await signIn(server.url));
      expect(count).toBeGreaterThan(0);
    }
    server.child.kill('SIGTERM');
    await server.exited;
    expect(integrityCheck()).toBe('ok');
  }, 120_000);
});
