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
 *   without a receive time included) and how many of them are still New.
 * Keys are encoded (`encodeInsightKey`): a Firebase key cannot hold `.`, `/`, `#`, `$`, `[`, `]`.
 */
import type { Collection } from './collections';
import { isNewLead } from './derived';
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

export interface Insights {
  weeks: Record<string, Partial<Record<Collection, number>>>;
  sources: Record<string, number>;
  landings: Record<string, number>;
  stale: StaleLeads;
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

const receivedAtOf = (record: unknown): number | undefined => {
  const value = isObject(record) ? record[RECEIVED_AT] : undefined;
  return typeof value === 'number' ? value : undefined;
};

/** Whether a record arrived more than 48 hours before `now` (one without a receive time did). */
export const isPastDue = (record: unknown, now: number): boolean => {
  const at = receivedAtOf(record);
  return at === undefined || at <= now - STALE_AFTER_MS;
};

/**
 * What one record adds to the insights, as the paths under `insights` it counts in (each +1).
 * A write's change is the paths of the record after it (+1) and before it (−1).
 */
export function insightPaths(collection: Collection, record: unknown, now: number): string[] {
  if (record === null || record === undefined) return [];
  const paths = [
    `sources/${encodeInsightKey(sourceKeyOf(record))}`,
    `landings/${encodeInsightKey(landingKeyOf(record))}`,
  ];
  const at = receivedAtOf(record);
  if (at !== undefined) paths.push(`weeks/${weekKeyOf(weekIndexOf(at))}/${collection}`);
  if (isPastDue(record, now)) {
    paths.push('stale/due');
    if (isNewLead(record)) paths.push('stale/stillNew');
  }
  return paths;
}

/** Insights with nothing counted yet. */
export const emptyInsights = (): Insights => ({
  weeks: {},
  sources: {},
  landings: {},
  stale: { due: 0, stillNew: 0 },
});

/** Every collection's records as stored, counted into insights (the daily recount). */
export function countInsights(stored: Partial<Record<Collection, unknown>>, now: number): Insights {
  const insights = emptyInsights();
  const firstWeek = weekIndexOf(now) - INSIGHT_WEEKS + 1;
  for (const [collection, records] of Object.entries(stored) as [Collection, unknown][]) {
    if (typeof records !== 'object' || records === null) continue;
    for (const record of Object.values(records)) {
      for (const path of insightPaths(collection, record, now)) {
        const [group, key, type] = path.split('/') as [keyof Insights, string, Collection?];
        if (group === 'weeks') {
          if (Date.parse(key) < weekKeyToMs(firstWeek)) continue;
          const week = (insights.weeks[key] ??= {});
          week[type!] = (week[type!] ?? 0) + 1;
        } else if (group === 'stale') {
          insights.stale[key as keyof StaleLeads] += 1;
        } else {
          insights[group][key] = (insights[group][key] ?? 0) + 1;
        }
      }
    }
  }
  return insights;
}

/** The UTC midnight of a week's Monday, as its key is written (for comparing keys as times). */
const weekKeyToMs = (index: number): number => Date.parse(weekKeyOf(index));
