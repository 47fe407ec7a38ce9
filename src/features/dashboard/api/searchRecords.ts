/** Leads found by the database's search index (`searchIndex`), never by reading a collection. */
import { readValue } from '../../../lib/db';
import { isObject } from '../../../lib/tree';
import {
  contactSearchFields,
  DERIVED_ROOTS,
  PREFIX_END,
  phoneSearchPrefixes,
  searchKey,
  type SearchField,
} from '../../../records/derived';
import { referenceSearchKey } from '../../../records/reference';
import { newestFirst, type StoredRecord } from './storedRecords';

/** How many records each search key brings back at most. */
export const SEARCH_LIMIT = 20;

/**
 * How many of a reference's eight digits a search needs: one group as written ("QT-7F3K", "7f3k").
 * Most short words could start a reference ("bola" reads as B01A); four digits leave about one
 * record in a million that a name search would find by its reference instead.
 */
export const REFERENCE_SEARCH_MIN = 4;

/** The reference digits `text` searches for (src/records/reference.ts), or '' when none. */
export function searchedReference(text: string): string {
  const digits = referenceSearchKey(text);
  return digits.length >= REFERENCE_SEARCH_MIN ? digits : '';
}

/** Each search key `text` can be: name, e-mail, phone (digits only) and reference. */
function searchedKeys(text: string): [SearchField, string][] {
  const keys: [SearchField, string][] = contactSearchFields
    .filter((field) => field !== 'phone')
    .map((field) => [field, searchKey(field, text)]);
  keys.push(['reference', searchedReference(text)]);
  // A Nigerian number is looked up in each way it can be stored.
  keys.push(...phoneSearchPrefixes(text).map((key): [SearchField, string] => ['phone', key]));
  return keys.filter(([, key]) => key !== '');
}

/**
 * The records of a collection whose name, e-mail or phone starts with `text` (any case), or whose
 * reference does, newest first: prefix queries on the database's search index (`searchIndex`,
 * indexed), then each record found, read by its key. Never the collection.
 */
export async function searchRecords(collection: string, text: string): Promise<StoredRecord[]> {
  const ids = new Set<string>();
  await Promise.all(
    searchedKeys(text).map(async ([field, key]) => {
      const found = await readValue([DERIVED_ROOTS.searchIndex, collection], {
        orderBy: JSON.stringify(field),
        startAt: JSON.stringify(key),
        endAt: JSON.stringify(key + PREFIX_END),
        limitToFirst: String(SEARCH_LIMIT),
      });
      if (isObject(found)) for (const id of Object.keys(found)) ids.add(id);
    }),
  );
  const records = await Promise.all(
    [...ids].map(async (id) => ({ id, stored: await readValue([collection, id]) })),
  );
  // A record deleted since the index answered is left out.
  return records.filter(({ stored }) => stored !== null).sort(newestFirst);
}

/**
 * The IDs of a collection's records whose search key `field` is exactly `key` (a normalised
 * e-mail or phone: src/records/derived.ts): one `equalTo` query on the database's search index.
 */
export async function recordIdsByKey(
  collection: string,
  field: SearchField,
  key: string,
): Promise<string[]> {
  const found = await readValue([DERIVED_ROOTS.searchIndex, collection], {
    orderBy: JSON.stringify(field),
    equalTo: JSON.stringify(key),
  });
  return isObject(found) ? Object.keys(found) : [];
}
