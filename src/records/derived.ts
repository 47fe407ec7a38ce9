/**
 * What the database keeps from the leads so the dashboard never has to download a collection to
 * count it or search it. Staff read these paths; nobody writes them: on hosted Firebase the Cloud
 * Function keeps them (functions/src/leadIndex.ts), on server/ they are computed from SQLite
 * indexes on every read (server/db/derivedViews.ts).
 *
 * - `counts/{collection}`: `{ total, new }`, how many records the collection holds and how many
 *   of them are New (no status, or status `new`).
 * - `searchIndex/{collection}/{id}`: `{ name?, email?, phone?, reference }`, each a search key:
 *   the visitor's value normalised (see `searchKey`), and the eight digits of the record's
 *   reference (src/records/reference.ts, from its key), indexed (`.indexOn`) for prefix queries.
 *   The record itself is never changed.
 */
import { storedNamesOf } from './fields';
import { DEFAULT_STATUS, STAFF_FIELDS } from './lead';
import { referenceDigits } from './reference';
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

/** The search keys taken from what the visitor sent. */
export const contactSearchFields = ['name', 'email', 'phone'] as const;
export type ContactSearchField = (typeof contactSearchFields)[number];
/** Every key of a search-index entry: the visitor's fields, then the reference (from the key). */
export const searchFields = [...contactSearchFields, 'reference'] as const;
export type SearchField = (typeof searchFields)[number];
/** One record's entry in `searchIndex`. */
export type SearchEntry = Partial<Record<SearchField, string>>;

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
export function searchKey(field: ContactSearchField, text: string): string {
  if (field === 'phone')
    return PHONE_SEPARATORS.reduce((key, cut) => key.split(cut).join(''), text);
  return text.replace(/^ +| +$/g, '').replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/**
 * The phone search keys that mean the same Nigerian number, from the key of what staff typed:
 * `0803…`, `234803…` (how numbers are stored now, `+` left out) and `2340803…` (a `(0)` kept by
 * older records), and a whole number without its 0. A prefix works too (`0803` also looks for
 * `234803`). Other keys stand alone.
 */
export function phoneSearchKeys(key: string): string[] {
  const national = /^2340?(\d+)$/.exec(key)?.[1] ?? /^0(\d+)$/.exec(key)?.[1];
  if (national === undefined) return [key];
  const variants = [`0${national}`, `234${national}`, `2340${national}`];
  // A whole number typed without its 0, as the old forms let it be stored (803 123 4567).
  return national.length >= 10 ? [...variants, national] : variants;
}

/** The phone search keys a search for `text` looks under: none when `text` cannot start a number. */
export function phoneSearchPrefixes(text: string): string[] {
  const key = searchKey('phone', text);
  return /^\d+$/.test(key) ? phoneSearchKeys(key) : [];
}

/** A record's search keys, from whichever of its field's stored names it has (older shapes too). */
export function searchKeysOf(record: unknown): Partial<Record<ContactSearchField, string>> {
  const keys: Partial<Record<ContactSearchField, string>> = {};
  if (!isObject(record)) return keys;
  for (const field of contactSearchFields) {
    const stored = storedNamesOf(field)
      .map((name) => record[name])
      .find((value): value is string => typeof value === 'string');
    const key = stored === undefined ? '' : searchKey(field, stored);
    if (key !== '') keys[field] = key;
  }
  return keys;
}

/**
 * The search-index entry of the record stored at `id`: its search keys and its reference's
 * digits. Every record has one (a reference comes from the key, whatever the record holds).
 */
export const searchEntryOf = (id: string, record: unknown): SearchEntry => ({
  ...searchKeysOf(record),
  reference: referenceDigits(id),
});

/** A record is New until staff give it another status. */
export const isNewLead = (record: unknown): boolean => {
  if (!isObject(record)) return true;
  const status = record[STAFF_FIELDS.status];
  return status === undefined || status === DEFAULT_STATUS;
};

/** The last character Firebase sorts: `endAt` = prefix + this selects every key with the prefix. */
export const PREFIX_END = '\uf8ff';
