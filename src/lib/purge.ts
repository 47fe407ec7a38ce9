/**
 * Which Trash and Spam entries have expired: those put there more than `trashDays` days ago.
 * server/ purges them itself once a day; on hosted Firebase nothing runs by itself, so the
 * dashboard purges them when staff open it. Both use this one rule.
 */
import { collections, type Collection } from '../records/collections';
import { INBOX_ROOTS } from '../records/lead';
import { isObject } from './tree';

export const DAY_MS = 24 * 3600 * 1000;

/** How long Trash and Spam keep an entry unless configured (server/: TRASH_DAYS; the dashboard: VITE_TRASH_DAYS). */
export const DEFAULT_TRASH_DAYS = 30;

/** Where each kind of entry keeps the time it was put there. */
export const PURGE_TIME_FIELD = { trash: 'deletedAt', spam: 'caughtAt' } as const;

export type PurgeKind = keyof typeof PURGE_TIME_FIELD;

export interface ExpiredEntries {
  kind: PurgeKind;
  collection: Collection;
  ids: string[];
}

/**
 * The expired entries, per kind and collection. `entriesAt` answers what is stored at
 * `trash/{collection}` or `spam/{collection}` (an object keyed by record ID, or nothing).
 */
export function expiredEntries(
  entriesAt: (root: string, collection: Collection) => unknown,
  now: number,
  trashDays: number,
): ExpiredEntries[] {
  const cutoff = now - trashDays * DAY_MS;
  const expired: ExpiredEntries[] = [];
  for (const kind of ['trash', 'spam'] as const) {
    for (const collection of collections) {
      const entries = entriesAt(INBOX_ROOTS[kind], collection);
      if (!isObject(entries)) continue;
      const ids = Object.entries(entries)
        .filter(([, entry]) => {
          const time = isObject(entry) ? entry[PURGE_TIME_FIELD[kind]] : undefined;
          return typeof time === 'number' && time < cutoff;
        })
        .map(([id]) => id);
      if (ids.length > 0) expired.push({ kind, collection, ids });
    }
  }
  return expired;
}
