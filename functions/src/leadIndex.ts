/**
 * What the Cloud Function keeps beside the records on hosted Firebase (src/records/derived.ts):
 * each collection's counts and each record's search-index entry. Worked out here, without the
 * database, so the rules of the count are tested offline; index.ts writes the results.
 */
import type { Collection } from '../../src/records/collections';
import { insightPaths } from '../../src/records/insights';
import {
  isNewLead,
  searchEntryOf,
  type LeadCounts,
  type SearchEntry,
} from '../../src/records/derived';

const present = (record: unknown) => record !== null && record !== undefined;

/** How one record's write (before → after; null when absent) changes its collection's counts. */
export function countsDelta(before: unknown, after: unknown): LeadCounts {
  return {
    total: Number(present(after)) - Number(present(before)),
    new: Number(present(after) && isNewLead(after)) - Number(present(before) && isNewLead(before)),
  };
}

/** Stored counts (or none yet) with a change applied, never below zero. */
export function withDelta(current: unknown, delta: LeadCounts): LeadCounts {
  const stored = (current ?? {}) as Partial<LeadCounts>;
  const at = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);
  return {
    total: Math.max(0, at(stored.total) + delta.total),
    new: Math.max(0, at(stored.new) + delta.new),
  };
}

/** The search-index entry of the record at `id` (its reference at least); null when it is gone. */
export const searchIndexEntry = (id: string, record: unknown): SearchEntry | null =>
  present(record) ? searchEntryOf(id, record) : null;

/** A whole collection as stored, counted and indexed again (the daily check, and older records). */
export function recount(records: unknown): {
  counts: LeadCounts;
  index: Record<string, SearchEntry> | null;
} {
  const entries = typeof records === 'object' && records !== null ? Object.entries(records) : [];
  const counts = { total: 0, new: 0 };
  const index: Record<string, SearchEntry> = {};
  for (const [id, record] of entries) {
    if (!present(record)) continue;
    counts.total += 1;
    if (isNewLead(record)) counts.new += 1;
    const entry = searchIndexEntry(id, record);
    if (entry) index[id] = entry;
  }
  return { counts, index: Object.keys(index).length > 0 ? index : null };
}

/**
 * How one record's write (before → after) changes `insights`: each path under it and by how much
 * (only those that change). A lead crossing the 48-hour mark with no write is counted by the
 * daily recount (countInsights), which also drops weeks older than the view shows.
 */
export function insightsDelta(
  collection: Collection,
  before: unknown,
  after: unknown,
  now: number,
): Record<string, number> {
  const delta: Record<string, number> = {};
  for (const path of insightPaths(collection, after, now)) delta[path] = (delta[path] ?? 0) + 1;
  for (const path of insightPaths(collection, before, now)) delta[path] = (delta[path] ?? 0) - 1;
  return Object.fromEntries(Object.entries(delta).filter(([, change]) => change !== 0));
}
