// @vitest-environment node
/**
 * What deciding a write costs (issue 33): a visitor's body shaped wider than any record, or nested
 * deeper than the tree allows, is refused before anything walks it; the permission and schema
 * checks and the store's write grow with the write's size, not its square or cube; and a key of
 * the sender's choosing still gets the database's receive time, which retention goes by.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '../../src/records/collections';
import { RECEIVED_AT } from '../../src/records/schemas';
import { ANYONE, authorizeWrite, MAX_RECORD_CHILDREN, type Who } from '../../server/db/policy';
import { applyRetention } from '../../server/db/applyRetention';
import { applyEdits } from '../../server/db/protocol';
import { nextPushId } from './abuse.support';
import {
  keptRecords,
  STAFF_EMAIL,
  startTestServer,
  validRecords,
  type TestServer,
} from './support';

const records = validRecords();
const STAFF: Who = { kind: 'staff', uid: 'staff-uid', email: STAFF_EMAIL, role: 'admin' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** `{"f0": 1, "f1": 1, …}`: `count` children. */
const wide = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`f${index}`, 1]));

/** A record's JSON text whose `field` holds a value nested `depth` objects deep. */
const nestedIn = (record: object, field: string, depth: number) =>
  `${JSON.stringify(record).slice(0, -1)},${JSON.stringify(field)}:${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}}`;

/** How long `work` takes, in ms, with its result. */
const timedSync = <T>(work: () => T) => {
  const start = performance.now();
  const result = work();
  return { result, ms: performance.now() - start };
};

const timed = async <T>(work: () => Promise<T> | T) => {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
};

describe("a visitor's write that cannot be a record", () => {
  it('is refused before its children are examined, however many it has (800 children took minutes)', async () => {
    const before = JSON.stringify(server.site.store.get([]));
    for (const count of [MAX_RECORD_CHILDREN + 1, 800, 3200]) {
      const { result: response, ms } = await timed(() =>
        server.request('PATCH', `/contactForm/${nextPushId()}`, wide(count)),
      );
      expect(response.status, `${count} children`).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(
        `Invalid data: a record has at most ${MAX_RECORD_CHILDREN} fields`,
      );
      expect(ms, `${count} children answered in`).toBeLessThan(1000);
    }
    expect(JSON.stringify(server.site.store.get([]))).toBe(before);
  });

  it('is refused, as one key of thousands of levels, before the key is walked (it took 2 s)', async () => {
    const key = Array.from({ length: 16_000 }, () => 'a').join('/');
    const { result: response, ms } = await timed(() =>
      server.request('PATCH', `/contactForm/${nextPushId()}`, { [key]: 1 }),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(
      'Invalid data: paths are limited to 32 levels',
    );
    expect(ms).toBeLessThan(500);
    const onePastTheLimit = Array.from({ length: 31 }, () => 'a').join('/');
    const refused = await server.request('PATCH', `/contactForm/${nextPushId()}`, {
      [onePastTheLimit]: 1,
    });
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Invalid data: paths are limited to 32 levels',
    );
  });

  it('holds as wide a record as any form sends', async () => {
    const response = await server.request('POST', '/training', {
      ...records.training,
      newsConsent: true,
      newsConsentAt: { '.sv': 'timestamp' },
      source: { page: '/training', landing: '/', referrer: 'l.wa.me', utmSource: 'whatsapp' },
    });
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it('nested deeper than the tree allows is refused with 400, the honeypot too (it answered 500)', async () => {
    const bot = { ...records.contactForm, [HONEYPOT_FIELD]: 'http://spam.example' };
    for (const body of [
      nestedIn(records.contactForm, 'message', 5000),
      nestedIn(bot, 'message', 5000),
      nestedIn(records.contactForm, 'message', 40),
    ]) {
      const response = await server.request('POST', '/contactForm', body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(
        'Invalid data: the tree is limited to 32 levels',
      );
    }
  });
});

describe('deciding and applying a write', () => {
  /** `count` notes added to one record in one update, as staff. */
  const notes = (id: string, count: number) =>
    Array.from({ length: count }, (_, index) => ({
      path: ['hiring', id, 'notes', `-Nnote${String(index).padStart(14, '0')}`],
      value: { text: `Note ${index}`, author: STAFF_EMAIL, at: Date.now() - 1000 },
    }));

  it('grows with the size of the update, not its square (4,000 paths into one record)', async () => {
    const id = nextPushId();
    server.site.store.apply([{ path: ['hiring', id], value: keptRecords().hiring }]);
    const store = server.site.store;
    const small = await timed(() => authorizeWrite(store, STAFF, notes(id, 2000)));
    const large = await timed(() => authorizeWrite(store, STAFF, notes(id, 4000)));
    // Twice the paths: about twice the time (quadratic would be four times, cubic eight).
    expect(large.ms).toBeLessThan(small.ms * 3 + 50);
    expect(large.ms).toBeLessThan(1000);
    const applied = await timed(() => store.apply(notes(id, 4000)));
    expect(applied.ms).toBeLessThan(1000);
    expect(Object.keys(store.get(['hiring', id, 'notes']) as object)).toHaveLength(4000);
  });

  it('applies many edits of one tree exactly as one edit at a time would', () => {
    const edits = [
      { path: ['a', 'b'], value: 1 },
      { path: ['a', 'c', 'd'], value: 2 },
      { path: ['a', 'b'], value: null },
      { path: ['e'], value: { f: 3 } },
      { path: ['e', 'f'], value: null },
      { path: ['a', 'c', 'd', 'deeper'], value: 4 },
      { path: ['x', 'y'], value: null },
    ];
    const start = { a: { keep: true }, g: 'scalar' };
    const oneAtATime = edits.reduce<ReturnType<typeof applyEdits>>(
      (tree, edit) => applyEdits(tree, [edit]),
      start,
    );
    expect(applyEdits(start, edits)).toEqual(oneAtATime);
    expect(oneAtATime).toEqual({ a: { keep: true, c: { d: { deeper: 4 } } }, g: 'scalar' });
    // The input is never changed.
    expect(start).toEqual({ a: { keep: true }, g: 'scalar' });
    expect(applyEdits({ a: { b: 1 } }, [{ path: ['a', 'b'], value: null }])).toBeNull();
  });

  it("decides a stranger's write of 40 records at once in a fraction of a request's time", () => {
    const ids = Array.from({ length: 40 }, () => nextPushId());
    const now = Date.now();
    const { result: decided, ms } = timedSync(() =>
      authorizeWrite(
        server.site.store,
        ANYONE,
        ids.map((id) => ({
          path: ['contactForm', id],
          value: keptRecords(now).contactForm,
        })),
        now,
      ),
    );
    expect(decided.length).toBeGreaterThanOrEqual(40);
    expect(ms).toBeLessThan(500);
  });
});

describe('a key of the sender’s choosing', () => {
  it('still carries the database’s receive time, and retention erases it when that is old', async () => {
    const key = 'zzzzzzzzzzzzzzzzzzzz';
    const response = await server.request('PUT', `/contactForm/${key}`, records.contactForm);
    expect(response.status, await response.clone().text()).toBe(200);
    const stored = server.site.store.get(['contactForm', key]) as Record<string, unknown>;
    const receivedAt = stored[RECEIVED_AT] as number;
    expect(Math.abs(receivedAt - Date.now())).toBeLessThan(60_000);

    const months = 24;
    const later = receivedAt + (months + 1) * 31 * 24 * 3600 * 1000;
    applyRetention(server.site.store, {
      now: later,
      months,
      nextRunAt: later + 24 * 3600 * 1000,
      nextPushId,
    });
    expect(server.site.store.get(['contactForm', key])).toBeNull();
  });
});
