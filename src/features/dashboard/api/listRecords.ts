/** A collection one page at a time, newest first, so a large one is never loaded whole. */
import { readValue } from '../../../lib/db';
import { LIST_ORDER_CHILD, orderValue, storedRecords, type StoredRecord } from './storedRecords';

export interface PageRequest {
  /** How many records per page. */
  limit: number;
  /** The ID of the oldest record already shown: the page starts just before it. */
  endBefore?: string;
  /** That record's receive time; null when it has none (the page then goes on by key). */
  endBeforeOrder?: number | null;
  /** The IDs already shown with that same receive time (`endAt` includes them again). */
  shownAtEnd?: string[];
}

export interface RecordPage {
  /** Newest first. */
  records: StoredRecord[];
  /** The request for the next (older) page, or null at the end. */
  nextPage: PageRequest | null;
}

/** The query parameters of one page (see listRecords). */
function pageQuery(page: PageRequest, limit: number): Record<string, string> {
  // endAt is inclusive: ask for one more to see if there is a next page, and one more for
  // each record already shown that the bound includes again.
  if (page.endBefore === undefined) {
    return { orderBy: JSON.stringify(LIST_ORDER_CHILD), limitToLast: String(limit + 1) };
  }
  if (typeof page.endBeforeOrder === 'number') {
    return {
      orderBy: JSON.stringify(LIST_ORDER_CHILD),
      endAt: JSON.stringify(page.endBeforeOrder),
      limitToLast: String(limit + 1 + (page.shownAtEnd?.length ?? 1)),
    };
  }
  // Among records without a receive time: by key, which the REST dialect can bound.
  return {
    orderBy: '"$key"',
    endAt: JSON.stringify(page.endBefore),
    limitToLast: String(limit + 2),
  };
}

/**
 * A collection's records, newest first (by LIST_ORDER_CHILD, then by key). With `page`, one
 * page at a time (`orderBy` + `limitToLast` + `endAt`), so a large collection is never loaded
 * whole.
 */
export async function listRecords(collection: string, page?: PageRequest): Promise<RecordPage> {
  if (!page) return { records: storedRecords(await readValue([collection])), nextPage: null };
  const limit = Math.max(1, Math.floor(page.limit));
  const answer = await readValue([collection], pageQuery(page, limit));
  const shownBefore = new Set([...(page.shownAtEnd ?? []), page.endBefore]);
  const byKey = page.endBefore !== undefined && typeof page.endBeforeOrder !== 'number';
  const candidates = storedRecords(answer).filter((record) => !shownBefore.has(record.id));
  const window = candidates.slice(0, limit);
  // Paging by key reaches stamped records again (they all came before): skip them.
  const records = byKey ? window.filter((record) => orderValue(record) === null) : window;
  const oldest = window[window.length - 1];
  if (candidates.length <= limit || !oldest) return { records, nextPage: null };
  const oldestOrder = orderValue(oldest);
  const sameOrder = window.filter((record) => orderValue(record) === oldestOrder);
  const carried =
    oldestOrder !== null && page.endBeforeOrder === oldestOrder ? (page.shownAtEnd ?? []) : [];
  return {
    records,
    nextPage: {
      limit,
      endBefore: oldest.id,
      endBeforeOrder: oldestOrder,
      shownAtEnd: oldestOrder === null ? [] : [...carried, ...sameOrder.map((record) => record.id)],
    },
  };
}
