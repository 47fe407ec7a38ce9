/**
 * Every record a person sent, wherever it is kept: each type's leads through the database's
 * search index (one `equalTo` query per key and type, then each record by its ID: never a whole
 * collection), and each type's Trash and Spam, read whole and matched here. Trash and Spam are not
 * indexed (a type's Trash is one node), and stay small: they are purged after TRASH_DAYS.
 */
import { dashboardTypes, type Collection } from '../../../records/collections';
import { INBOX_ROOTS } from '../../../records/lead';
import { readCounts } from '../api/readCounts';
import { readRecords, readAt } from '../api/readRecords';
import { recordIdsByKey } from '../api/searchRecords';
import type { StoredRecord } from '../api/storedRecords';
import { isPersonsRecord, type PersonQuery } from './personQuery';

/** Where a found record is kept. */
export type Place = 'records' | 'trash' | 'spam';

export interface FoundRecord {
  place: Place;
  collection: Collection;
  id: string;
  /** Exactly as stored (with its status and notes, or its Trash or Spam details). */
  stored: unknown;
}

/** The database path of a found record: `{collection}/{id}`, `trash/…` or `spam/…`. */
export const pathOf = ({ place, collection, id }: FoundRecord): string =>
  place === 'records' ? `${collection}/${id}` : `${INBOX_ROOTS[place]}/${collection}/${id}`;

const asFound = (place: Place, collection: Collection) => (entry: StoredRecord) => ({
  place,
  collection,
  id: entry.id,
  stored: entry.stored,
});

/**
 * A type the database keeps no search index for (hosted Firebase without the Cloud Function: it
 * has no `counts` either) is read whole and matched here: slower, but a request about a person
 * must never miss a record.
 */
async function findInUnindexed(collection: Collection, query: PersonQuery) {
  const records = await readRecords([collection]);
  return records
    .filter(({ stored }) => isPersonsRecord(stored, query))
    .map(asFound('records', collection));
}

async function findInLeads(collection: Collection, query: PersonQuery): Promise<FoundRecord[]> {
  const idLists = await Promise.all(
    query.keys.map((key) => recordIdsByKey(collection, query.field, key)),
  );
  const ids = [...new Set(idLists.flat())];
  const records = await Promise.all(
    ids.map(async (id) => ({ id, stored: await readAt([collection, id]) })),
  );
  // A record deleted since the index answered is left out; so is one the index no longer fits.
  return records
    .filter(({ stored }) => stored !== null && isPersonsRecord(stored, query))
    .map(asFound('records', collection));
}

async function findIn(
  place: 'trash' | 'spam',
  collection: Collection,
  query: PersonQuery,
): Promise<FoundRecord[]> {
  const entries = await readRecords([INBOX_ROOTS[place], collection]);
  return entries
    .filter(({ stored }) => isPersonsRecord(stored, query))
    .map(asFound(place, collection));
}

/** The person's records: each type in the dashboard's order, its leads, then Trash, then Spam. */
export async function findPerson(query: PersonQuery): Promise<FoundRecord[]> {
  // Where the database keeps counts, it keeps the search index too (src/records/derived.ts).
  const counts = await readCounts();
  const perType = await Promise.all(
    dashboardTypes.map(async ({ collection }) => {
      const [leads, trash, spam] = await Promise.all([
        counts[collection] ? findInLeads(collection, query) : findInUnindexed(collection, query),
        findIn('trash', collection, query),
        findIn('spam', collection, query),
      ]);
      return [...leads, ...trash, ...spam];
    }),
  );
  return perType.flat();
}

/** How many leads the records are: a lead kept in two places (a list and its Trash) counts once. */
export const leadCount = (found: readonly FoundRecord[]): number =>
  new Set(found.map(({ collection, id }) => `${collection}/${id}`)).size;
