/**
 * What the database keeps from the leads so the dashboard never has to download a collection to
 * count it or search it. Staff read these paths; nobody writes them: on hosted Firebase the Cloud
 * Function keeps them (functions/src/leadIndex.ts), on server/ they are computed from SQLite
 * indexes on every read (server/db/derivedViews.ts).
 *
 * - `counts/{collection}`: `{ total, new }`, how many records the collection holds and how many
 *   of them are New (no status, or status `new`).
 * - `searchIndex/{collection}/{id}`: `{ name?, email?, phone? }`, each a search key: the
 *   visitor's value normalised (see `searchKey`), indexed (`.indexOn`) for prefix queries.
 *   The record itself is never changed.
 */
import { storedNamesOf } from './fields';
import { DEFAULT_STATUS, STAFF_FIELDS } from './lead';
import { isObject } from '../lib/tree';

export const DERIVED_ROOTS = {
  counts: 'counts',
  searchIndex: 'searchIndex',
  /** What the Insights view shows (src/records/insights.ts). */
  insights: 'insights',
} as const;

const derivedRoots: readonly string[] = Object.values(DERIVED_ROOTS);

/** `counts`, `searchIndex` or `insights`: a root the database keeps from the records. */
export const isDerivedRoot = (key: string | undefined): boolean =>
  key !== undefined && derivedRoots.includes(key);

export const searchFields = ['name', 'email', 'phone'] as const;
export type SearchField = (typeof searchFields)[number];

/** One collection's counts. */
export interface LeadCounts {
  total: number;
  new: number;
}

/** What a phone number's search key leaves out: "+234 (803) 555-0101" is "2348035550101". */
export const PHONE_SEPARATORS = [' ', '-', '+', '(', ')', '.', '/'] as const;

/**
 * A value as its search key: names and e-mails without spaces around them and with A–Z
 * lower-cased, phone numbers without separators. Only what SQLite's own `trim`, `lower` and
 * `replace` do, so server/ indexes exactly these keys (server/db/searchKeySql.ts).
 */
export function searchKey(field: SearchField, text: string): string {
  if (field === 'phone')
    return PHONE_SEPARATORS.reduce((key, cut) => key.split(cut).join(''), text);
  return text.replace(/^ +| +$/g, '').replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** A record's search keys, from whichever of its field's stored names it has (older shapes too). */
export function searchKeysOf(record: unknown): Partial<Record<SearchField, string>> {
  const keys: Partial<Record<SearchField, string>> = {};
  if (!isObject(record)) return keys;
  for (const field of searchFields) {
    const stored = storedNamesOf(field)
      .map((name) => record[name])
      .find((value): value is string => typeof value === 'string');
    const key = stored === undefined ? '' : searchKey(field, stored);
    if (key !== '') keys[field] = key;
  }
  return keys;
}

/** A record is New until staff give it another status. */
export const isNewLead = (record: unknown): boolean => {
  if (!isObject(record)) return true;
  const status = record[STAFF_FIELDS.status];
  return status === undefined || status === DEFAULT_STATUS;
};

/** The last character Firebase sorts: `endAt` = prefix + this selects every key with the prefix. */
export const PREFIX_END = '\uf8ff';
