// @vitest-environment node
/**
 * The lead inbox on server/ (issue 19): a staff change is one multi-location update, all or
 * nothing; trash and spam older than TRASH_DAYS are purged with an audit entry.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../server/config';
import { DAY_MS, purgeExpired } from '../../server/db/purgeExpired';
import { TreeStore } from '../../server/db/store';
import { createPushIdGenerator } from '../../src/lib/pushId';
import { STAFF_EMAIL, startTestServer, keptRecords, type TestServer, resetData } from './support';

let server: TestServer;
let auth: string;
const records = keptRecords();
const ID = '-Nlead00000000000001';
const AUDIT_ID = '-Naudit0000000000001';

beforeAll(async () => {
  server = await startTestServer();
  auth = await server.staffToken();
});
afterAll(() => server.close());
beforeEach(() => {
  resetData(server.site, { contactForm: { [ID]: records.contactForm } });
});

const now = () => Date.now() - 1000;
const moveToTrash = () => ({
  [`contactForm/${ID}`]: null,
  [`trash/contactForm/${ID}`]: { ...records.contactForm, deletedAt: now(), deletedBy: STAFF_EMAIL },
  [`audit/${AUDIT_ID}`]: {
    at: now(),
    by: STAFF_EMAIL,
    action: 'delete',
    collection: 'contactForm',
    ids: [ID],
  },
});
const tree = () => server.site.store.get([]);

describe('a multi-location PATCH at the root', () => {
  it('moves a record to the trash and appends its audit entry in one update', async () => {
    const response = await server.request('PATCH', '/', moveToTrash(), { auth });
    expect(response.status, await response.clone().text()).toBe(200);
    const stored = tree() as Record<string, Record<string, unknown>>;
    expect(stored.contactForm).toBeUndefined();
    expect(stored.trash).toEqual({
      contactForm: { [ID]: expect.objectContaining(records.contactForm) },
    });
    expect(
      await (await server.request('GET', `/audit/${AUDIT_ID}/ids`, undefined, { auth })).json(),
    ).toEqual([ID]);
  });

  it('changes nothing when one of its paths is refused (an audit entry in another name)', async () => {
    const before = tree();
    const body = moveToTrash();
    body[`audit/${AUDIT_ID}`] = { ...body[`audit/${AUDIT_ID}`]!, by: 'someone@example.com' };
    const response = await server.request('PATCH', '/', body, { auth });
    expect(response.status).toBe(400);
    expect(tree()).toEqual(before);
  });

  it('changes nothing when one of its paths is not allowed at all', async () => {
    const before = tree();
    // A field of the record instead of the record itself: staff may not change it.
    const body: Record<string, unknown> = {
      ...moveToTrash(),
      [`contactForm/${ID}/email`]: 'x@example.com',
    };
    body[`contactForm/${ID}`] = undefined; // not sent
    const response = await server.request('PATCH', '/', body, { auth });
    expect(response.status).toBe(401);
    expect(tree()).toEqual(before);
  });

  it('changes nothing when storing fails half way through', async () => {
    const before = tree();
    const store = server.site.store as unknown as { setAt(...args: unknown[]): void };
    const original = store.setAt.bind(store);
    let calls = 0;
    const spy = vi.spyOn(store, 'setAt').mockImplementation((...args: unknown[]) => {
      calls += 1;
      if (calls === 2) throw new Error('disk gone');
      original(...args);
    });
    try {
      const response = await server.request('PATCH', '/', moveToTrash(), { auth });
      expect(response.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(tree()).toEqual(before);
  });
});

describe('purging trash and spam', () => {
  it('deletes entries older than TRASH_DAYS and appends one audit entry per collection', () => {
    const store = server.site.store as TreeStore;
    const at = Date.now();
    const old = at - 31 * DAY_MS;
    const fresh = at - 29 * DAY_MS;
    store.apply([
      {
        path: [],
        value: {
          trash: {
            contactForm: {
              '-Nold0000000000000001': {
                ...records.contactForm,
                deletedAt: old,
                deletedBy: STAFF_EMAIL,
              },
              '-Nnew0000000000000001': {
                ...records.contactForm,
                deletedAt: fresh,
                deletedBy: STAFF_EMAIL,
              },
            },
          },
          spam: {
            hiring: {
              '-Nold0000000000000002': { name: 'bot', spamReason: 'honeypot', caughtAt: old },
            },
          },
        },
      },
    ]);
    purgeExpired(store, { now: at, trashDays: 30, nextPushId: createPushIdGenerator() });
    const stored = store.get([]) as Record<string, Record<string, unknown>>;
    expect(stored.trash).toEqual({ contactForm: { '-Nnew0000000000000001': expect.anything() } });
    expect(stored.spam).toBeUndefined();
    const audit = Object.values(stored.audit ?? {}).map((entry) => ({
      ...(entry as object),
    }));
    expect(audit).toEqual(
      expect.arrayContaining([
        {
          at,
          by: 'server',
          action: 'purge',
          collection: 'contactForm',
          ids: { 0: '-Nold0000000000000001' },
          detail: 'trash',
        },
        {
          at,
          by: 'server',
          action: 'purge',
          collection: 'hiring',
          ids: { 0: '-Nold0000000000000002' },
          detail: 'spam',
        },
      ]),
    );
    expect(audit).toHaveLength(2);
    // Nothing left to purge: no further audit entry.
    purgeExpired(store, { now: at, trashDays: 30, nextPushId: createPushIdGenerator() });
    expect(Object.keys(store.get(['audit']) as object)).toHaveLength(2);
  });

  it('TRASH_DAYS defaults to 30', () => {
    expect(readConfig({}).options.trashDays).toBe(30);
    expect(readConfig({ TRASH_DAYS: '7' }).options.trashDays).toBe(7);
  });
});
