/**
 * The retention rule (src/lib/retention.ts) on a fixed clock: which leads are due, in every place
 * a lead is kept, by the best time each record carries; what the audit keeps; the preview.
 */
import { describe, expect, it } from 'vitest';
import { createPushIdGenerator } from '../../src/lib/pushId';
import {
  leadReceivedAt,
  planRetention,
  retentionAudit,
  retentionCutoff,
  retentionPreview,
} from '../../src/lib/retention';
import { formValues } from '../support/leads';

const NOW = Date.parse('2026-11-25T10:00:00.000Z');
const DAY = 24 * 3600 * 1000;
const cutoff = Date.parse('2024-11-25T10:00:00.000Z');
const pushIdAt = (time: number) => createPushIdGenerator(() => time)();

const oldKey = pushIdAt(cutoff - DAY);
const freshKey = pushIdAt(cutoff + DAY);
const botKey = pushIdAt(cutoff - 1);
const ada = formValues('contactForm', { phoneNumber: '08031234567' });

/** A database as nested objects, read by path. */
const reader = (tree: Record<string, unknown>) => (path: readonly string[]) =>
  path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    tree,
  );

describe('the retention cutoff', () => {
  it('is the same instant RETENTION_MONTHS calendar months earlier', () => {
    expect(retentionCutoff(NOW, 24)).toBe(cutoff);
    expect(new Date(retentionCutoff(NOW, 1)).toISOString()).toBe('2026-10-25T10:00:00.000Z');
  });
});

describe("a lead's receive time", () => {
  it('is the time the database set, then the push ID, then the time the form sent', () => {
    expect(leadReceivedAt('contactForm', freshKey, { ...ada, receivedAt: 5 })).toBe(5);
    expect(leadReceivedAt('contactForm', oldKey, ada)).toBe(cutoff - DAY);
    expect(
      leadReceivedAt('hiring', 'legacy-1', { name: 'Old', timestamp: '2023-04-01T09:00:00.000Z' }),
    ).toBe(Date.parse('2023-04-01T09:00:00.000Z'));
  });

  it('is unknown for a record with no readable time, which is then kept', () => {
    expect(
      leadReceivedAt('contactForm', 'legacy-2', { name: 'Old', date: 'soon' }),
    ).toBeUndefined();
    const plan = planRetention(
      reader({ contactForm: { 'legacy-2': { name: 'Old', date: 'soon' } } }),
      NOW,
      24,
    );
    expect(plan.deletions).toEqual({});
  });
});

describe('planning a run', () => {
  const tree = {
    contactForm: {
      [oldKey]: {
        ...ada,
        status: 'won',
        notes: { n1: { text: 'Called Ada', author: 's', at: 1 } },
      },
      [freshKey]: { ...ada, fullName: 'Fresh Lead' },
    },
    // A legacy-shaped record: no push ID, the old `data` field and the form's own time.
    training: {
      'legacy-7': { name: 'Old Student', phone: '0801', date: '2023-01-05T09:00:00.000Z' },
    },
    trash: {
      contactForm: { [oldKey]: { ...ada, deletedAt: NOW - DAY, deletedBy: 'staff@example.com' } },
      quoteForm: { [freshKey]: { ...ada, deletedAt: NOW - DAY, deletedBy: 'staff@example.com' } },
    },
    spam: {
      hiring: { [botKey]: { name: 'Bot', spamReason: 'honeypot', caughtAt: 1 } },
    },
  };

  it('erases a due lead everywhere it is kept, with its notes, and keeps the rest', () => {
    const plan = planRetention(reader(tree), NOW, 24);
    expect(Object.keys(plan.deletions).sort()).toEqual(
      [
        `contactForm/${oldKey}`,
        `trash/contactForm/${oldKey}`,
        'training/legacy-7',
        `spam/hiring/${botKey}`,
      ].sort(),
    );
    expect(Object.values(plan.deletions).every((value) => value === null)).toBe(true);
    // A lead in its list and in the Trash counts once.
    expect(plan.counts).toHaveLength(3);
    expect(plan.counts).toEqual(
      expect.arrayContaining([
        { collection: 'contactForm', count: 1 },
        { collection: 'training', count: 1 },
        { collection: 'hiring', count: 1 },
      ]),
    );
  });

  it('keeps a lead received exactly at the cutoff', () => {
    const atCutoff = pushIdAt(cutoff);
    const plan = planRetention(reader({ contactForm: { [atCutoff]: ada } }), NOW, 24);
    expect(plan.deletions).toEqual({});
  });

  it('writes an audit line per type with the number erased and nothing about the people', () => {
    const lines = retentionAudit(planRetention(reader(tree), NOW, 24).counts, NOW);
    expect(lines).toContainEqual({
      at: NOW,
      by: 'retention rule',
      action: 'retention',
      collection: 'contactForm',
      detail: '1',
    });
    const text = JSON.stringify(lines);
    for (const personal of ['Ada', 'ada@example.com', '0803', 'Old Student', oldKey, 'legacy-7'])
      expect(text).not.toContain(personal);
  });

  it('previews what the next run erases: leads that will be past the cutoff by then', () => {
    const dueTomorrow = pushIdAt(cutoff + DAY / 2);
    const preview = retentionPreview(
      reader({ contactForm: { [dueTomorrow]: ada, [freshKey]: ada } }),
      NOW + DAY,
      24,
    );
    expect(preview).toEqual({ months: 24, nextRunAt: NOW + DAY, due: { contactForm: 1 } });
  });
});
