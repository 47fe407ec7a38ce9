/**
 * The counts and search index the Cloud Function keeps on hosted Firebase, worked out offline:
 * they follow creates, status changes, deletes, restores and clears, and index older shapes.
 */
import { describe, expect, it } from 'vitest';
import * as triggers from '../../functions/src/index';
import { collections } from '../../src/records/collections';
import {
  countsDelta,
  insightsDelta,
  recount,
  searchIndexEntry,
  withDelta,
} from '../../functions/src/leadIndex';
import { countInsights, encodeInsightKey } from '../../src/records/insights';
import { formValues } from '../support/leads';

const lead = formValues('contactForm', {
  email: 'Ada@Example.com',
  phoneNumber: '+234 801 234 5678',
});

describe('counts kept by the Cloud Function', () => {
  it('follow creates, status changes, deletes, restores and clears, never below zero', () => {
    let counts = withDelta(null, countsDelta(null, lead));
    counts = withDelta(counts, countsDelta(null, { ...lead, status: 'new' }));
    expect(counts).toEqual({ total: 2, new: 2 });
    counts = withDelta(counts, countsDelta(lead, { ...lead, status: 'won' }));
    expect(counts).toEqual({ total: 2, new: 1 });
    // A note or another status change of a worked-on lead counts nothing.
    expect(countsDelta({ ...lead, status: 'won' }, { ...lead, status: 'lost' })).toEqual({
      total: 0,
      new: 0,
    });
    counts = withDelta(counts, countsDelta({ ...lead, status: 'won' }, null)); // deleted
    expect(counts).toEqual({ total: 1, new: 1 });
    counts = withDelta(counts, countsDelta(null, { ...lead, status: 'won' })); // restored
    expect(counts).toEqual({ total: 2, new: 1 });
    // Clear all: each record's delete is its own trigger.
    counts = withDelta(counts, countsDelta(lead, null));
    counts = withDelta(counts, countsDelta({ ...lead, status: 'won' }, null));
    expect(counts).toEqual({ total: 0, new: 0 });
    expect(withDelta({ total: 0, new: 0 }, countsDelta(lead, null))).toEqual({ total: 0, new: 0 });
  });

  it('are checked by a recount of what is stored', () => {
    expect(recount({ a: lead, b: { ...lead, status: 'contacted' }, c: { name: 'X' } })).toEqual({
      counts: { total: 3, new: 2 },
      index: {
        a: { name: 'ada obi', email: 'ada@example.com', phone: '2348012345678' },
        b: { name: 'ada obi', email: 'ada@example.com', phone: '2348012345678' },
        c: { name: 'x' },
      },
    });
    expect(recount(null)).toEqual({ counts: { total: 0, new: 0 }, index: null });
  });
});

describe('search index entries', () => {
  it('index older shapes (name, phone) and leave the record as sent', () => {
    const legacy = {
      name: ' Chiamaka OKAFOR',
      phone: '0803-555-0101',
      email: 'C.Okafor@Example.COM',
    };
    expect(searchIndexEntry(legacy)).toEqual({
      name: 'chiamaka okafor',
      email: 'c.okafor@example.com',
      phone: '08035550101',
    });
    expect(legacy.name).toBe(' Chiamaka OKAFOR');
    expect(searchIndexEntry(null)).toBeNull();
    expect(searchIndexEntry({ message: 'no contact fields' })).toBeNull();
  });
});

describe('the triggers', () => {
  it('follow every write of a record in each of the six collections, and recount daily', () => {
    const written = Object.entries(triggers)
      .filter(([name]) => name.startsWith('index'))
      .map(([, trigger]) => trigger.__endpoint.eventTrigger);
    expect(written.map((trigger) => trigger?.eventFilterPathPatterns?.ref).sort()).toEqual(
      collections.map((collection) => `${collection}/{id}`).sort(),
    );
    expect(new Set(written.map((trigger) => trigger?.eventType))).toEqual(
      new Set(['google.firebase.database.ref.v1.written']),
    );
    expect(triggers.recountLeads.__endpoint.scheduleTrigger?.schedule).toBe('every day 03:00');
  });
});

describe('insights kept by the Cloud Function', () => {
  const NOW = Date.parse('2026-11-25T10:00:00Z');
  const source = { utmSource: 'whatsapp', landing: '/', page: '/training/cyber-security' };
  const fresh = { ...lead, source, receivedAt: NOW - 3_600_000 };
  const old = { ...lead, receivedAt: NOW - 72 * 3_600_000 };

  it('a new lead counts in its week, its source and its landing page', () => {
    expect(insightsDelta('training', null, fresh, NOW)).toEqual({
      'weeks/2026-11-23/training': 1,
      'sources/whatsapp': 1,
      [`landings/${encodeInsightKey('/')}`]: 1,
    });
  });

  it('a status change counts only in the leads still New after 48 hours; a delete takes it all back', () => {
    expect(insightsDelta('training', fresh, { ...fresh, status: 'won' }, NOW)).toEqual({});
    expect(insightsDelta('training', old, { ...old, status: 'won' }, NOW)).toEqual({
      'stale/stillNew': -1,
    });
    expect(insightsDelta('contactForm', old, null, NOW)).toEqual({
      'weeks/2026-11-16/contactForm': -1,
      [`sources/${encodeInsightKey(null)}`]: -1,
      [`landings/${encodeInsightKey(null)}`]: -1,
      'stale/due': -1,
      'stale/stillNew': -1,
    });
  });

  it('the daily recount counts every lead, past 48 hours too, in the last 12 weeks only', () => {
    const ancient = { ...lead, receivedAt: NOW - 20 * 7 * 86_400_000, status: 'won' };
    expect(
      countInsights({ training: { a: fresh, b: old }, contactForm: { c: ancient } }, NOW),
    ).toEqual({
      weeks: { '2026-11-23': { training: 1 }, '2026-11-16': { training: 1 } },
      sources: { whatsapp: 1, [encodeInsightKey(null)]: 2 },
      landings: { [encodeInsightKey('/')]: 1, [encodeInsightKey(null)]: 2 },
      stale: { due: 2, stillNew: 1 },
    });
  });
});
