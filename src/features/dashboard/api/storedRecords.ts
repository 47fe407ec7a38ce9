/**
 * Records as the database answers them, in the dashboard's one order: newest receive time first.
 * Pure: no request here.
 */
import { RECEIVED_AT } from '../../../records/schemas';
import { isObject } from '../../../lib/tree';

/** One record as the database holds it, under its key. */
export interface StoredRecord {
  id: string;
  stored: unknown;
}

/**
 * The child records are ordered and paged by: the receive time the database itself set
 * (RECEIVED_AT), which no visitor can choose, unlike a key. A record without it (older ones)
 * comes after every stamped one, by key: Firebase orders a missing child first, then by key.
 */
export const LIST_ORDER_CHILD = RECEIVED_AT;

/** A record's place in the order: its receive time, or null when it has none. */
export function orderValue(record: StoredRecord): number | null {
  const value = isObject(record.stored) ? record.stored[LIST_ORDER_CHILD] : undefined;
  return typeof value === 'number' ? value : null;
}

const newestKeyFirst = (a: StoredRecord, b: StoredRecord): number =>
  a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

/** Latest receive time first; records without one after, newest key first (push IDs start with their time). */
export function newestFirst(a: StoredRecord, b: StoredRecord): number {
  const [orderA, orderB] = [orderValue(a), orderValue(b)];
  if (orderA !== orderB) {
    if (orderA === null) return 1;
    if (orderB === null) return -1;
    return orderB - orderA;
  }
  return newestKeyFirst(a, b);
}

/**
 * A collection as Firebase answers it (an object keyed by ID or, for integer keys, an
 * array; null when empty) as a list of records, newest first.
 */
export function storedRecords(collection: unknown): StoredRecord[] {
  if (collection === null || typeof collection !== 'object') return [];
  const entries = Array.isArray(collection)
    ? collection.map((value: unknown, index) => [String(index), value] as const)
    : Object.entries(collection as Record<string, unknown>);
  return entries
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([id, stored]) => ({ id, stored }))
    .sort(newestFirst);
}
