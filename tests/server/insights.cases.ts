/**
 * Insights from leads with known answers, worked out by hand (decision 0035): both backends must
 * give exactly these, server/ from its SQLite indexes (insights.test.ts) and the Cloud Function
 * write by write and by its daily recount (tests/functions/leadIndex.test.ts).
 *
 * Lagos is UTC+1: each time is written in UTC with its Lagos time beside it. Working time runs
 * Monday to Saturday, 9:00 to 17:00 Lagos time.
 */
import type { Collection } from '../../src/records/collections';
import { encodeInsightKey, type Insights } from '../../src/records/insights';
import type { JsonObject } from '../../server/db/protocol';
import { keptRecords } from './support';

/** Wednesday 25 November 2026, 11:00 in Lagos. */
export const NOW = Date.parse('2026-11-25T10:00:00Z');

const at = (utc: string) => Date.parse(`${utc}Z`);
const kept = keptRecords(NOW);
const ADA = 'ada@example.com';
const BOLA = 'bola@example.com';

const whatsapp = (landing: string) => ({ utmSource: 'whatsapp', landing, page: landing });
const google = (landing: string) => ({ referrer: 'www.google.com', landing, page: landing });
const direct = (landing: string) => ({ landing, page: landing });

/** A lead as received, and what staff did with it since. */
export interface CaseLead {
  collection: Collection;
  id: string;
  received: JsonObject;
  worked: JsonObject;
}

const lead = (
  collection: Collection,
  id: string,
  received: Record<string, unknown>,
  worked: Record<string, unknown> = {},
): CaseLead => ({
  collection,
  id,
  received: { ...kept[collection], ...received } as JsonObject,
  worked: worked as JsonObject,
});

export const insightLeads: CaseLead[] = [
  // Week of Monday 16 November, training (one working day promised: 480 working minutes).
  // Saturday 16:30 → Monday 9:30: half an hour on Saturday, half on Monday: 1 working hour.
  // Plain: 41 hours (2,460 minutes: in the range up to 2,880).
  lead(
    'training',
    '-Nt1',
    { receivedAt: at('2026-11-21T15:30:00'), source: whatsapp('/training/cyber-security') },
    { firstResponseAt: at('2026-11-23T08:30:00'), status: 'contacted', owner: ADA },
  ),
  // Sunday 12:00 → Monday 10:00: Sunday counts nothing: 1 working hour; plain 22 hours (1,320).
  lead(
    'training',
    '-Nt2',
    { receivedAt: at('2026-11-22T11:00:00'), source: google('/') },
    { firstResponseAt: at('2026-11-23T09:00:00'), status: 'qualified', owner: ADA },
  ),
  // Monday 7:00 (before 9:00) → 9:10: 10 working minutes; plain 130 minutes (up to 180).
  lead(
    'training',
    '-Nt3',
    { receivedAt: at('2026-11-16T06:00:00'), source: whatsapp('/training/cyber-security') },
    { firstResponseAt: at('2026-11-16T08:10:00'), status: 'won', owner: BOLA },
  ),
  // Tuesday 14:00 → 14:00:30, a reply in the same minute: within 1 minute both ways. No source.
  lead(
    'training',
    '-Nt4',
    { receivedAt: at('2026-11-17T13:00:00') },
    { firstResponseAt: at('2026-11-17T13:00:30'), status: 'lost', owner: BOLA },
  ),
  // Wednesday 16:00 → Friday 11:00: 1 + 8 + 2 = 11 working hours (660 minutes: up to 720, past
  // the promise); plain 43 hours (2,580: up to 2,880). Nobody's.
  lead(
    'training',
    '-Nt5',
    { receivedAt: at('2026-11-18T15:00:00'), source: direct('/') },
    { firstResponseAt: at('2026-11-20T10:00:00'), status: 'contacted' },
  ),
  // Thursday 10:00, not answered, still New, nobody's.
  lead('training', '-Nt6', { receivedAt: at('2026-11-19T09:00:00'), source: whatsapp('/') }),
  // Twenty weeks earlier: outside the 12 weeks, but in the funnel, the owners and the 48 hours.
  lead(
    'training',
    '-Nt7',
    { receivedAt: at('2026-07-06T09:00:00'), source: whatsapp('/training/cyber-security') },
    { firstResponseAt: at('2026-07-06T10:00:00'), status: 'won' },
  ),
  // Week of Monday 23 November, contact form (one working day).
  // Monday 17:30 (after hours) → Tuesday 16:59: 7 h 59 min (479, up to 480: within the
  // promise); plain 23 h 29 min (1,409: up to 1,440).
  lead(
    'contactForm',
    '-Nc1',
    { receivedAt: at('2026-11-23T16:30:00'), source: google('/contact') },
    { firstResponseAt: at('2026-11-24T15:59:00'), status: 'contacted', owner: ADA },
  ),
  // Tuesday 8:00 → Wednesday 9:00: all of Tuesday, exactly 480 working minutes, still within;
  // plain 25 hours (1,500: up to 2,160).
  lead(
    'contactForm',
    '-Nc2',
    { receivedAt: at('2026-11-24T07:00:00'), source: direct('/contact') },
    { firstResponseAt: at('2026-11-25T08:00:00'), status: 'won', owner: ADA },
  ),
  // Wednesday 9:30, half an hour ago: not answered yet, not yet 48 hours old.
  lead(
    'contactForm',
    '-Nc3',
    { receivedAt: at('2026-11-25T08:30:00'), source: whatsapp('/contact') },
    { owner: BOLA },
  ),
  // An older record: no receive time, no source; New.
  {
    collection: 'contactForm',
    id: 'legacy-1',
    received: { fullName: 'Old', email: 'old@example.com' },
    worked: {},
  },
];

const NONE = encodeInsightKey(null);
const key = (value: string) => encodeInsightKey(value);

/** What both backends answer at NOW for the leads above, once worked. */
export const expectedInsights: Insights = {
  weeks: { '2026-11-16': { training: 6 }, '2026-11-23': { contactForm: 3 } },
  sources: { whatsapp: 5, [key('www.google.com')]: 2, [key('')]: 2, [NONE]: 2 },
  landings: {
    [key('/training/cyber-security')]: 3,
    [key('/')]: 3,
    [key('/contact')]: 3,
    [NONE]: 2,
  },
  // Received up to Monday 23 November 10:00 UTC, or at no known time: the first 7 and legacy-1.
  stale: { due: 8, stillNew: 2 },
  responses: {
    '2026-11-16': {
      training: {
        working: { m1: 1, m15: 1, m60: 2, m720: 1 },
        plain: { m1: 1, m180: 1, m1440: 1, m2880: 2 },
        unanswered: 1,
      },
    },
    '2026-11-23': {
      contactForm: { working: { m480: 2 }, plain: { m1440: 1, m2160: 1 }, unanswered: 1 },
    },
  },
  funnel: {
    sources: {
      whatsapp: { contacted: 1, won: 2, new: 2 },
      [key('www.google.com')]: { qualified: 1, contacted: 1 },
      [key('')]: { contacted: 1, won: 1 },
      [NONE]: { lost: 1, new: 1 },
    },
    landings: {
      [key('/training/cyber-security')]: { contacted: 1, won: 2 },
      [key('/')]: { qualified: 1, contacted: 1, new: 1 },
      [key('/contact')]: { contacted: 1, won: 1, new: 1 },
      [NONE]: { lost: 1, new: 1 },
    },
  },
  owners: {
    [key(ADA)]: { contacted: 2, qualified: 1, won: 1 },
    [key(BOLA)]: { won: 1, lost: 1, new: 1 },
    [NONE]: { contacted: 1, new: 2, won: 1 },
  },
};

/** The leads above as stored once worked, by collection. */
export function workedLeads(): Partial<Record<Collection, Record<string, JsonObject>>> {
  const stored: Partial<Record<Collection, Record<string, JsonObject>>> = {};
  for (const { collection, id, received, worked } of insightLeads) {
    (stored[collection] ??= {})[id] = { ...received, ...worked };
  }
  return stored;
}
