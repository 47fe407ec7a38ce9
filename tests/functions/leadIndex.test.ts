/**
 * The counts and search index the Cloud Function keeps on hosted Firebase, worked out offline:
 * they follow creates, status changes, deletes, restores and clears, and index older shapes, by
 * the table server/ passes too (tests/server/derived.cases.ts).
 */
import { describe, expect, it } from 'vitest';
import * as triggers from '../../functions/src/index';
import { collections, type Collection } from '../../src/records/collections';
import { PREFIX_END, type LeadCounts } from '../../src/records/derived';
import {
  countsDelta,
  insightsDelta,
  recount,
  searchIndexEntry,
  withDelta,
} from '../../functions/src/leadIndex';
import {
  countInsights,
  emptyInsights,
  encodeInsightKey,
  insightWeeks,
} from '../../src/records/insights';
import { expectedInsights, insightLeads, NOW, workedLeads } from '../server/insights.cases';
import { derivedSteps, type PrefixSearch, type SearchEntry } from '../server/derived.cases';
import { formValues } from '../support/leads';

const lead = formValues('contactForm', {
  email: 'Ada@Example.com',
  phoneNumber: '+234 801 234 5678',
});

/** What a Firebase query `orderBy` field from `prefix` to `prefix\uf8ff` finds among `entries`. */
function prefixSearch(entries: Record<string, SearchEntry>, { field, prefix }: PrefixSearch) {
  const end = `${prefix}${PREFIX_END}`;
  const found: [string, string][] = [];
  for (const [id, entry] of Object.entries(entries)) {
    const key = entry[field];
    if (key !== undefined && key >= prefix && key <= end) found.push([key, id]);
  }
  const byKeyThenId = ([a, aId]: [string, string], [b, bId]: [string, string]) =>
    a < b ? -1 : a > b ? 1 : aId < bId ? -1 : aId > bId ? 1 : 0;
  return found.sort(byKeyThenId).map(([, id]) => id);
}

describe('counts and the search index, by the table both backends pass (derived.cases.ts)', () => {
  it('follow each step write by write (each its own trigger), and a recount agrees', () => {
    const stored: Partial<Record<Collection, Record<string, unknown>>> = {};
    const counts: Partial<Record<Collection, LeadCounts>> = {};
    const index: Partial<Record<Collection, Record<string, SearchEntry>>> = {};
    for (const step of derivedSteps) {
      for (const { collection, id, value } of step.writes) {
        const records = (stored[collection] ??= {});
        const entries = (index[collection] ??= {});
        const sent = JSON.stringify(value);
        counts[collection] = withDelta(counts[collection], countsDelta(records[id] ?? null, value));
        const entry = searchIndexEntry(id, value);
        if (entry) entries[id] = entry;
        else delete entries[id];
        if (value === null) delete records[id];
        else records[id] = value;
        // The record is left as it was sent.
        expect(JSON.stringify(value), step.does).toBe(sent);
      }
      for (const [name, expected] of Object.entries(step.counts)) {
        const collection = name as Collection;
        expect(withDelta(counts[collection], { total: 0, new: 0 }), step.does).toEqual(expected);
        expect(recount(stored[collection]).counts, `${step.does} (recount)`).toEqual(expected);
      }
      for (const [name, expected] of Object.entries(step.index)) {
        const entries = index[name as Collection] ?? {};
        expect(Object.keys(entries).length > 0 ? entries : null, step.does).toEqual(expected);
        expect(recount(stored[name as Collection]).index, `${step.does} (recount)`).toEqual(
          expected,
        );
      }
      for (const search of step.searches ?? []) {
        expect(
          prefixSearch(index[search.collection] ?? {}, search),
          `${step.does}: ${search.field} from ${search.prefix}`,
        ).toEqual(search.ids);
      }
    }
  });
});

describe('counts kept by the Cloud Function', () => {
  it('never go below zero', () => {
    expect(withDelta({ total: 0, new: 0 }, countsDelta(lead, null))).toEqual({ total: 0, new: 0 });
  });

  it('are checked by a recount of what is stored', () => {
    expect(recount({ a: lead, b: { ...lead, status: 'contacted' }, c: { name: 'X' } })).toEqual({
      counts: { total: 3, new: 2 },
      index: {
        a: {
          name: 'ada obi',
          email: 'ada@example.com',
          phone: '2348012345678',
          reference: '00000016',
        },
        b: {
          name: 'ada obi',
          email: 'ada@example.com',
          phone: '2348012345678',
          reference: '00000017',
        },
        c: { name: 'x', reference: '00000018' },
      },
    });
    expect(recount(null)).toEqual({ counts: { total: 0, new: 0 }, index: null });
  });
});

describe('search index entries', () => {
  it('none for a record that is gone; its reference for one without contact fields', () => {
    expect(searchIndexEntry('-Nada0000000000000001', null)).toBeNull();
    expect(searchIndexEntry('-Nada0000000000000001', { message: 'no contact fields' })).toEqual({
      reference: '210G8422',
    });
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

  const NONE = encodeInsightKey(null);
  const HOME = encodeInsightKey('/');

  it("a new lead counts in its week, its source and its landing page, New, nobody's, not answered", () => {
    expect(insightsDelta('training', null, fresh, NOW)).toEqual({
      'weeks/2026-11-23/training': 1,
      'sources/whatsapp': 1,
      [`landings/${HOME}`]: 1,
      'funnel/sources/whatsapp/new': 1,
      [`funnel/landings/${HOME}/new`]: 1,
      [`owners/${NONE}/new`]: 1,
      'responses/2026-11-23/training/unanswered': 1,
    });
  });

  it('an answer moves a lead to its response-time ranges; an owner moves its count', () => {
    const answered = {
      ...fresh,
      firstResponseAt: fresh.receivedAt + 90_000,
      owner: 'ada@example.com',
    };
    expect(insightsDelta('training', fresh, answered, NOW)).toEqual({
      'responses/2026-11-23/training/unanswered': -1,
      'responses/2026-11-23/training/working/m5': 1,
      'responses/2026-11-23/training/plain/m5': 1,
      [`owners/${NONE}/new`]: -1,
      [`owners/${encodeInsightKey('ada@example.com')}/new`]: 1,
    });
  });

  it('a status change moves the lead along the funnel, and out of the leads still New after 48 hours; a delete takes it all back', () => {
    const moved = {
      'funnel/sources/whatsapp/new': -1,
      'funnel/sources/whatsapp/won': 1,
      [`funnel/landings/${HOME}/new`]: -1,
      [`funnel/landings/${HOME}/won`]: 1,
      [`owners/${NONE}/new`]: -1,
      [`owners/${NONE}/won`]: 1,
    };
    expect(insightsDelta('training', fresh, { ...fresh, status: 'won' }, NOW)).toEqual(moved);
    expect(insightsDelta('training', old, { ...old, status: 'won' }, NOW)).toEqual({
      'stale/stillNew': -1,
      [`funnel/sources/${NONE}/new`]: -1,
      [`funnel/sources/${NONE}/won`]: 1,
      [`funnel/landings/${NONE}/new`]: -1,
      [`funnel/landings/${NONE}/won`]: 1,
      [`owners/${NONE}/new`]: -1,
      [`owners/${NONE}/won`]: 1,
    });
    expect(insightsDelta('contactForm', old, null, NOW)).toEqual({
      'weeks/2026-11-16/contactForm': -1,
      'responses/2026-11-16/contactForm/unanswered': -1,
      [`sources/${NONE}`]: -1,
      [`landings/${NONE}`]: -1,
      [`funnel/sources/${NONE}/new`]: -1,
      [`funnel/landings/${NONE}/new`]: -1,
      [`owners/${NONE}/new`]: -1,
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
      sources: { whatsapp: 1, [NONE]: 2 },
      landings: { [HOME]: 1, [NONE]: 2 },
      stale: { due: 2, stillNew: 1 },
      responses: {
        '2026-11-23': { training: { unanswered: 1 } },
        '2026-11-16': { training: { unanswered: 1 } },
      },
      funnel: {
        sources: { whatsapp: { new: 1 }, [NONE]: { new: 1, won: 1 } },
        landings: { [HOME]: { new: 1 }, [NONE]: { new: 1, won: 1 } },
      },
      owners: { [NONE]: { new: 2, won: 1 } },
    });
  });
});

describe('insights from leads with known answers (tests/server/insights.cases.ts)', () => {
  /** What the Cloud Function holds, with the counts that went back to 0 left out. */
  const nonZero = (tree: unknown): unknown => {
    if (typeof tree !== 'object' || tree === null) return tree;
    const kept = Object.entries(tree)
      .map(([key, value]) => [key, nonZero(value)] as const)
      .filter(
        ([, value]) =>
          value !== 0 && !(typeof value === 'object' && Object.keys(value as object).length === 0),
      );
    return Object.fromEntries(kept);
  };

  it('the triggers follow each lead write by write (created, then answered, assigned, moved on)', () => {
    const held: Record<string, number> = {};
    const apply = (delta: Record<string, number>) => {
      for (const [path, change] of Object.entries(delta)) held[path] = (held[path] ?? 0) + change;
    };
    for (const { collection, received, worked } of insightLeads) {
      apply(insightsDelta(collection, null, received, NOW));
      let record = received;
      for (const [field, value] of Object.entries(worked)) {
        const next = { ...record, [field]: value };
        apply(insightsDelta(collection, record, next, NOW));
        record = next;
      }
    }
    const tree: Record<string, unknown> = { ...emptyInsights() };
    const shown = insightWeeks(NOW);
    for (const [path, count] of Object.entries(held)) {
      const keys = path.split('/');
      // The view reads the last 12 weeks only; the daily recount drops the older ones.
      if ((keys[0] === 'weeks' || keys[0] === 'responses') && !shown.includes(keys[1]!)) continue;
      let node = tree;
      for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      node[keys.at(-1)!] = count;
    }
    expect(nonZero(tree)).toEqual(nonZero(expectedInsights));
  });

  it('the daily recount gives them exactly', () => {
    expect(countInsights(workedLeads(), NOW)).toEqual(expectedInsights);
  });
});
