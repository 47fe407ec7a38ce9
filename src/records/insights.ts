/**
 * `insights`: what the Insights view in /DC shows, kept by the database from the records so the
 * view never reads a record (like `counts`, src/records/derived.ts; decision 0018). Staff read it,
 * nobody writes it: server/ computes it on read from SQLite indexes (server/db/insightsView.ts), on
 * hosted Firebase the Cloud Function's trigger keeps it and the daily recount corrects it.
 *
 * - `weeks/{YYYY-MM-DD}/{collection}`: leads received in the week starting that Monday (Lagos
 *   time), by type, from the receive time (`receivedAt`); older records without one are left out;
 * - `sources/{key}`: leads by where they came from (`sourceKeyOf`), all leads held;
 * - `landings/{key}`: leads by the first page of their visit, all leads held;
 * - `stale`: `{ due, stillNew }`, the leads received more than 48 hours ago (older records
 *   without a receive time included) and how many of them are still New (`stageOf`);
 * - `responses/{YYYY-MM-DD}/{collection}`: the leads received that week, by their time to first
 *   response (src/records/responseTime.ts): `working/{range}` and `plain/{range}` count those
 *   answered, by working and by plain time; `unanswered` those not answered yet (decision 0035);
 * - `funnel/sources/{key}/{stage}`, `funnel/landings/{key}/{stage}`: leads by source and by
 *   landing page (as above), each at the stage of the pipeline it is at now (`stageOf`);
 * - `owners/{key}/{stage}`: leads by owner (a staff e-mail; `%none`: nobody's yet), by stage.
 * Keys are encoded (`encodeInsightKey`): a Firebase key cannot hold `.`, `/`, `#`, `$`, `[`, `]`.
 */
import type { Collection } from './collections';
import { DEFAULT_STATUS, leadStatuses, STAFF_FIELDS, type LeadStatus } from './lead';
import {
  bucketKey,
  plainMsBetween,
  responseBucket,
  workingMsBetween,
  type ResponseHistogram,
} from './responseTime';
import { RECEIVED_AT } from './schemas';
import { sourceOf } from './source';
import { isObject } from '../lib/tree';

export const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;
/** Lagos is UTC+1 all year (West Africa Time). */
export const LAGOS_OFFSET_MS = HOUR_MS;
/** The epoch (1 January 1970) was a Thursday: weeks start four days later, on a Monday. */
export const MONDAY_SHIFT_MS = 4 * DAY_MS;
/** How many weeks the view shows, this one included. */
export const INSIGHT_WEEKS = 12;
/** A lead still New this long after it arrived is waiting too long. */
export const STALE_AFTER_MS = 48 * HOUR_MS;

export interface StaleLeads {
  due: number;
  stillNew: number;
}

/** Leads by the stage of the pipeline they are at now. */
export type StageCounts = Partial<Record<LeadStatus, number>>;

/** One week's leads of one type by their time to first response. */
export interface ResponseCounts {
  working?: ResponseHistogram;
  plain?: ResponseHistogram;
  unanswered?: number;
}

export interface Insights {
  weeks: Record<string, Partial<Record<Collection, number>>>;
  sources: Record<string, number>;
  landings: Record<string, number>;
  stale: StaleLeads;
  responses: Record<string, Partial<Record<Collection, ResponseCounts>>>;
  funnel: { sources: Record<string, StageCounts>; landings: Record<string, StageCounts> };
  owners: Record<string, StageCounts>;
}

/** The week a time falls in, as the number of whole weeks since the first Monday (Lagos time). */
export const weekIndexOf = (ms: number): number =>
  Math.floor((ms + LAGOS_OFFSET_MS - MONDAY_SHIFT_MS) / WEEK_MS);

/** A week's key: the date of its Monday, "2026-11-23". */
export const weekKeyOf = (index: number): string =>
  new Date(index * WEEK_MS + MONDAY_SHIFT_MS).toISOString().slice(0, 10);

/** The keys of the weeks the view shows, oldest first, ending with the week of `now`. */
export function insightWeeks(now: number): string[] {
  const current = weekIndexOf(now);
  return Array.from({ length: INSIGHT_WEEKS }, (_, i) =>
    weekKeyOf(current - INSIGHT_WEEKS + 1 + i),
  );
}

/**
 * How a record's source is grouped: its campaign's `utm_source`, else the referrer's host, else
 * '' (came straight to the site); null when it has no source (older records). server/ groups by
 * the same expression in SQL (server/db/insightsSql.ts).
 */
export function sourceKeyOf(record: unknown): string | null {
  const source = sourceOf(record);
  if (!source) return null;
  return source.utmSource ?? source.referrer ?? '';
}

/** The first page of the record's visit; null when it has none. */
export const landingKeyOf = (record: unknown): string | null => sourceOf(record)?.landing ?? null;

/** A group with no value (no source): a key `encodeURIComponent` never makes (`%` + non-hex). */
const NONE_KEY = '%none';

/** A group as a Firebase key. */
export const encodeInsightKey = (value: string | null): string =>
  value === null ? NONE_KEY : encodeURIComponent(value).replace(/\./g, '%2E') || '%20';

/** A Firebase key back to its group (null: no source recorded). */
export function decodeInsightKey(key: string): string | null {
  if (key === NONE_KEY) return null;
  if (key === '%20') return '';
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

const numberAt = (record: unknown, field: string): number | undefined => {
  const value = isObject(record) ? record[field] : undefined;
  return typeof value === 'number' ? value : undefined;
};
const receivedAtOf = (record: unknown) => numberAt(record, RECEIVED_AT);

/** The stage of the pipeline a lead is at: its status, New when it has none (or an unknown one). */
export function stageOf(record: unknown): LeadStatus {
  const status = isObject(record) ? record[STAFF_FIELDS.status] : undefined;
  return leadStatuses.find((stage) => stage === status) ?? 'new';
}

/** Whose a lead is: its owner's e-mail, null when nobody's. */
export function ownerKeyOf(record: unknown): string | null {
  const owner = isObject(record) ? record[STAFF_FIELDS.owner] : undefined;
  return typeof owner === 'string' ? owner : null;
}

/** Where a lead received at `at` counts by its time to first response (below `responses/…`). */
function responsePaths(record: unknown, at: number): string[] {
  const answeredAt = numberAt(record, STAFF_FIELDS.firstResponseAt);
  if (answeredAt === undefined) return ['unanswered'];
  return [
    `working/${bucketKey(responseBucket(workingMsBetween(at, answeredAt)))}`,
    `plain/${bucketKey(responseBucket(plainMsBetween(at, answeredAt)))}`,
  ];
}

/** Whether a record arrived more than 48 hours before `now` (one without a receive time did). */
export const isPastDue = (record: unknown, now: number): boolean => {
  const at = receivedAtOf(record);
  return at === undefined || Math.floor(at) <= now - STALE_AFTER_MS;
};

/**
 * What one record adds to the insights, as the paths under `insights` it counts in (each +1).
 * A write's change is the paths of the record after it (+1) and before it (−1).
 */
export function insightPaths(collection: Collection, record: unknown, now: number): string[] {
  if (record === null || record === undefined) return [];
  const source = encodeInsightKey(sourceKeyOf(record));
  const landing = encodeInsightKey(landingKeyOf(record));
  const stage = stageOf(record);
  const paths = [
    `sources/${source}`,
    `landings/${landing}`,
    `funnel/sources/${source}/${stage}`,
    `funnel/landings/${landing}/${stage}`,
    `owners/${encodeInsightKey(ownerKeyOf(record))}/${stage}`,
  ];
  const at = receivedAtOf(record);
  if (at !== undefined) {
    const week = weekKeyOf(weekIndexOf(at));
    paths.push(`weeks/${week}/${collection}`);
    for (const path of responsePaths(record, at))
      paths.push(`responses/${week}/${collection}/${path}`);
  }
  if (isPastDue(record, now)) {
    paths.push('stale/due');
    if (stageOf(record) === DEFAULT_STATUS) paths.push('stale/stillNew');
  }
  return paths;
}

/** Insights with nothing counted yet. */
export const emptyInsights = (): Insights => ({
  weeks: {},
  sources: {},
  landings: {},
  stale: { due: 0, stillNew: 0 },
  responses: {},
  funnel: { sources: {}, landings: {} },
  owners: {},
});

/** The groups counted by the week of their leads' receive time: the view shows the last 12 (a
 * receive time in a later week, as from a wrong clock, is left out until its week comes). */
const BY_WEEK = new Set(['weeks', 'responses']);

/** Every collection's records as stored, counted into insights (the daily recount). */
export function countInsights(stored: Partial<Record<Collection, unknown>>, now: number): Insights {
  const insights = emptyInsights();
  const lastWeek = weekKeyToMs(weekIndexOf(now));
  const firstWeek = weekKeyToMs(weekIndexOf(now) - INSIGHT_WEEKS + 1);
  const shown = (week: string) => Date.parse(week) >= firstWeek && Date.parse(week) <= lastWeek;
  for (const [collection, records] of Object.entries(stored) as [Collection, unknown][]) {
    if (typeof records !== 'object' || records === null) continue;
    for (const record of Object.values(records)) {
      for (const path of insightPaths(collection, record, now)) {
        const keys = path.split('/');
        if (BY_WEEK.has(keys[0]!) && !shown(keys[1]!)) continue;
        increment(insights as unknown as Record<string, unknown>, keys);
      }
    }
  }
  return insights;
}

/** Adds one at `keys` in a tree of counts, making the objects on the way. */
function increment(tree: Record<string, unknown>, keys: string[]): void {
  let node = tree;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  const last = keys.at(-1)!;
  node[last] = ((node[last] as number | undefined) ?? 0) + 1;
}

/** The UTC midnight of a week's Monday, as its key is written (for comparing keys as times). */
const weekKeyToMs = (index: number): number => Date.parse(weekKeyOf(index));
