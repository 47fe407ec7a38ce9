/**
 * The counts and search index the Cloud Function keeps on hosted Firebase, worked out offline:
 * they follow creates, status changes, deletes, restores and clears, and index older shapes.
 */
import { describe, expect, it } from 'vitest';
import * as triggers from '../../functions/src/index';
import { collections } from '../../src/records/collections';
import { countsDelta, recount, searchIndexEntry, withDelta } from '../../functions/src/leadIndex';

const lead = { fullName: 'Ada Obi', email: 'Ada@Example.com', phoneNumber: '+234 801 234 5678' };

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
