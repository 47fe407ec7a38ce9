// @vitest-environment node
/**
 * The retention rule on server/: at startup (and once a day) leads received more than
 * RETENTION_MONTHS ago are erased from their list, Trash and Spam; the audit trail keeps how many,
 * not who; staff can read what the next run will erase.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { applyRetention } from '../../server/db/applyRetention';
import { createPushIdGenerator } from '../../src/lib/pushId';
import { planRetention, retentionCutoff } from '../../src/lib/retention';
import { openDatabase } from '../../server/db/sqlite';
import { TreeStore } from '../../server/db/store';
import { startTestServer, validRecords, type TestServer } from './support';

const DAY = 24 * 3600 * 1000;
const MONTH = 31 * DAY;
const records = validRecords();
const pushIdAt = (time: number) => createPushIdGenerator(() => time)();

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

async function serverOn(databaseFile: string, options: { retentionMonths?: number } = {}) {
  const server = await startTestServer({ databaseFile, ...options });
  servers.push(server);
  return server;
}

describe('the retention rule on server/', () => {
  it('erases old leads everywhere at startup and audits only how many', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'retention-test-'));
    try {
      const databaseFile = join(dir, 'site.db');
      const old = pushIdAt(Date.now() - 25 * MONTH);
      const fresh = pushIdAt(Date.now() - 23 * MONTH);
      const first = await serverOn(databaseFile);
      first.site.store.apply([
        {
          path: [],
          value: {
            contactForm: {
              [old]: { ...records.contactForm, status: 'won' },
              [fresh]: records.contactForm,
            },
            trash: {
              contactForm: {
                [old]: { ...records.contactForm, deletedAt: Date.now(), deletedBy: 'a@b.c' },
              },
            },
            spam: {
              training: {
                [old]: { ...records.training, spamReason: 'honeypot', caughtAt: Date.now() },
              },
            },
            // A legacy-shaped record: its own key, its time in the form's field.
            hiring: {
              'legacy-1': { name: 'Old', phone: '0801', timestamp: '2020-01-01T00:00:00.000Z' },
            },
          },
        },
      ]);
      await first.close();
      servers = [];

      const second = await serverOn(databaseFile);
      const auth = await second.staffToken();
      const read = async (path: string) =>
        (await second.request('GET', path, undefined, { auth })).json() as Promise<unknown>;
      expect(Object.keys((await read('/contactForm')) as object)).toEqual([fresh]);
      expect(await read('/trash')).toBeNull();
      expect(await read('/spam')).toBeNull();
      expect(await read('/hiring')).toBeNull();

      const audit = Object.values((await read('/audit')) as Record<string, object>);
      expect(audit).toHaveLength(3);
      expect(audit).toContainEqual({
        at: expect.any(Number),
        by: 'retention rule',
        action: 'retention',
        collection: 'contactForm',
        detail: '1',
      });
      const trail = JSON.stringify(audit);
      for (const personal of [old, 'legacy-1', records.contactForm.email, records.training.email])
        expect(trail).not.toContain(personal);

      expect(await read('/retention')).toEqual({ months: 24, nextRunAt: expect.any(Number) });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('says what the next run will erase, and strangers cannot read it', async () => {
    const server = await serverOn(join(mkdtempSync(join(tmpdir(), 'retention-test-')), 'site.db'));
    const now = Date.now();
    const dueTomorrow = pushIdAt(retentionCutoff(now, 24) + 12 * 3600 * 1000);
    server.site.store.apply([{ path: ['quoteForm', dueTomorrow], value: records.quoteForm }]);
    applyRetention(server.site.store, {
      now,
      months: 24,
      nextRunAt: now + DAY,
      nextPushId: createPushIdGenerator(),
    });
    // Not yet due today: still there, and announced for tomorrow's run.
    expect(server.site.store.get(['quoteForm', dueTomorrow])).not.toBeNull();
    const auth = await server.staffToken();
    const preview = await (await server.request('GET', '/retention', undefined, { auth })).json();
    expect(preview).toEqual({ months: 24, nextRunAt: now + DAY, due: { quoteForm: 1 } });
    expect((await server.request('GET', '/retention')).status).toBe(401);
  });

  it('RETENTION_MONTHS defaults to 24', () => {
    expect(readConfig({}).options.retentionMonths).toBe(24);
    expect(readConfig({ RETENTION_MONTHS: '6' }).options.retentionMonths).toBe(6);
    expect(() => readConfig({ RETENTION_MONTHS: '0' })).toThrow(/RETENTION_MONTHS/);
  });

  it('reads only the records that can be due, and erases what a whole read would', () => {
    const now = Date.UTC(2026, 10, 25);
    const cutoff = retentionCutoff(now, 24);
    const old = cutoff - 5 * DAY;
    const recent = now - DAY;
    const store = new TreeStore(openDatabase(':memory:'));
    const contact = {
      [pushIdAt(old)]: { ...records.contactForm, receivedAt: old },
      [pushIdAt(recent)]: { ...records.contactForm, receivedAt: recent },
      // Legacy shapes: no receive time (by push ID), or an odd one (by push ID, then form time).
      [pushIdAt(old - DAY)]: { ...records.contactForm },
      [pushIdAt(recent - DAY)]: { ...records.contactForm },
      [pushIdAt(old - 2 * DAY)]: { ...records.contactForm, receivedAt: 'yesterday' },
      'imported-1': {
        ...records.contactForm,
        receivedAt: { at: 1 },
        date: new Date(old).toISOString(),
      },
      'imported-2': {
        ...records.contactForm,
        receivedAt: true,
        date: new Date(recent).toISOString(),
      },
    };
    store.apply([{ path: ['contactForm'], value: contact }]);
    const whole = planRetention((path) => store.get([...path]), now, 24);
    expect(Object.keys(whole.deletions)).toHaveLength(4);

    const read: string[] = [];
    const get = store.get.bind(store);
    store.get = (path) => {
      read.push(path.join('/'));
      return get(path);
    };
    applyRetention(store, {
      now,
      months: 24,
      nextRunAt: now + DAY,
      nextPushId: createPushIdGenerator(),
    });
    // The collection was never read whole: only Trash, Spam and single paths.
    expect(read).not.toContain('contactForm');
    const left = Object.keys((get(['contactForm']) ?? {}) as object).sort();
    const expected = Object.keys(contact)
      .filter((id) => !(`contactForm/${id}` in whole.deletions))
      .sort();
    expect(left).toEqual(expected);
  });
});
