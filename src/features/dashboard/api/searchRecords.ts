/** Leads found by the database's search index (`searchIndex`), never by reading a collection. */
import { readValue } from '../../../lib/db';
import { isObject } from '../../../lib/tree';
import {
  contactSearchFields,
  DERIVED_ROOTS,
  PREFIX_END,
  searchKey,
  type SearchField,
} from '../../../records/derived';
import { newestFirst, type StoredRecord } from './storedRecords';

/** How many records each search key brings back at most. */
export const SEARCH_LIMIT = 20;

/**
 * The records of a collection whose name, e-mail or phone starts with `text` (any case), newest
 * first: prefix queries on the database's search index (`searchIndex`, indexed), then each
 * record found, read by its key. Never the collection.
 */
export async function searchRecords(collection: string, text: string): Promise<StoredRecord[]> {
  const ids = new Set<string>();
  await Promise.all(
    contactSearchFields.map(async (field) => {
      const key = searchKey(field, text);
      // A phone key is digits: text with letters cannot start one.
      if (key === '' || (field === 'phone' && !/^\d+$/.test(key))) return;
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
