/**
 * The retention rule's scheduled Cloud Function: its run against a database kept in memory (the
 * Admin SDK's place), and its schedule as deployed.
 */
import { describe, expect, it } from 'vitest';
import { recountLeads, retentionDaily } from '../../functions/src/index';
import { runRetention, type RetentionDatabase } from '../../functions/src/runRetention';
import { createPushIdGenerator } from '../../src/lib/pushId';
import { retentionCutoff } from '../../src/lib/retention';

const NOW = Date.parse('2026-11-25T02:00:00.000Z');
const DAY = 24 * 3600 * 1000;
const cutoff = retentionCutoff(NOW, 24);
const pushIdAt = (time: number) => createPushIdGenerator(() => time)();

/** A Realtime Database as one object: reads by path, multi-path updates applied at once. */
function memoryDatabase(tree: Record<string, unknown>) {
  const updates: Record<string, unknown>[] = [];
  let key = 0;
  const walk = (path: string) =>
    path
      .split('/')
      .reduce<unknown>(
        (node, part) =>
          node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
        tree,
      );
  const db: RetentionDatabase = {
    read: async (path) => walk(path) ?? null,
    async update(values) {
      updates.push(values);
      for (const [path, value] of Object.entries(values)) {
        const parts = path.split('/');
        const last = parts.pop()!;
        let node = tree;
        for (const part of parts) node = (node[part] ??= {}) as Record<string, unknown>;
        if (value === null) delete node[last];
        else node[last] = value;
      }
    },
    newKey: () => `-Naudit${String(++key).padStart(13, '0')}`,
  };
  return { db, tree, updates };
}

describe('the retention Cloud Function', () => {
  it('erases due leads everywhere in one update, audits how many, and leaves the preview', async () => {
    const old = pushIdAt(cutoff - DAY);
    const dueTomorrow = pushIdAt(cutoff + DAY / 2);
    const fresh = pushIdAt(cutoff + 10 * DAY);
    const lead = { fullName: 'Ada Obi', email: 'ada@example.com', phoneNumber: '08031234567' };
    const { db, tree, updates } = memoryDatabase({
      contactForm: { [old]: lead, [dueTomorrow]: lead, [fresh]: lead },
      trash: { contactForm: { [old]: { ...lead, deletedAt: NOW, deletedBy: 's@example.com' } } },
      spam: { training: { [old]: { ...lead, spamReason: 'honeypot', caughtAt: NOW } } },
    });

    const erased = await runRetention(db, { now: NOW, months: 24, nextRunAt: NOW + DAY });

    expect(erased).toBe(2);
    expect(updates).toHaveLength(1);
    expect(Object.keys(tree.contactForm as object).sort()).toEqual([dueTomorrow, fresh].sort());
    expect(tree.trash).toEqual({ contactForm: {} });
    expect(Object.values(tree.audit as object)).toEqual(
      expect.arrayContaining([
        {
          at: NOW,
          by: 'retention rule',
          action: 'retention',
          collection: 'contactForm',
          detail: '1',
        },
        { at: NOW, by: 'retention rule', action: 'retention', collection: 'training', detail: '1' },
      ]),
    );
    expect(JSON.stringify(tree.audit)).not.toContain('ada@example.com');
    expect(tree.retention).toEqual({ months: 24, nextRunAt: NOW + DAY, due: { contactForm: 1 } });
  });

  it('runs every day at 02:00 Lagos time, an hour before the recount, so the two never race', () => {
    expect(retentionDaily.__endpoint.scheduleTrigger).toMatchObject({
      schedule: 'every day 02:00',
      timeZone: 'Africa/Lagos',
    });
    // Both write counts/ and searchIndex/: the recount follows and counts what retention left.
    expect(recountLeads.__endpoint.scheduleTrigger).toMatchObject({
      schedule: 'every day 03:00',
      timeZone: 'Africa/Lagos',
    });
  });
});
