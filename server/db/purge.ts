/**
 * Trash and spam entries older than TRASH_DAYS are deleted for good: at startup and once a
 * day. Each purge appends one audit entry per collection it emptied entries from (by
 * `server`, action `purge`, detail `trash` or `spam`, the ids it deleted).
 */
import { collections } from '../../src/records/collections';
import { INBOX_ROOTS, type AuditEntry } from '../../src/records/lead';
import { isJsonObject, type Path } from './protocol';
import type { SetOperation, TreeStore } from './store';

export const DAY_MS = 24 * 3600 * 1000;
export const PURGED_BY = 'server';

/** Where each kind of entry keeps the time it was put there. */
const TIME_FIELD = { trash: 'deletedAt', spam: 'caughtAt' } as const;

export interface PurgeOptions {
  now: number;
  trashDays: number;
  nextPushId: () => string;
}

/** Deletes what has expired in one transaction; returns the paths it deleted and wrote. */
export function purgeExpired(store: TreeStore, options: PurgeOptions): Path[] {
  const cutoff = options.now - options.trashDays * DAY_MS;
  const operations: SetOperation[] = [];
  for (const kind of ['trash', 'spam'] as const) {
    for (const collection of collections) {
      const entries = store.get([INBOX_ROOTS[kind], collection]);
      if (!isJsonObject(entries)) continue;
      const ids = Object.entries(entries)
        .filter(([, entry]) => {
          const time = isJsonObject(entry) ? entry[TIME_FIELD[kind]] : undefined;
          return typeof time === 'number' && time < cutoff;
        })
        .map(([id]) => id);
      if (ids.length === 0) continue;
      for (const id of ids)
        operations.push({ path: [INBOX_ROOTS[kind], collection, id], value: null });
      const audit: AuditEntry = {
        at: options.now,
        by: PURGED_BY,
        action: 'purge',
        collection,
        ids,
        detail: kind,
      };
      operations.push({
        path: [INBOX_ROOTS.audit, options.nextPushId()],
        value: { ...audit, ids: Object.fromEntries(ids.map((id, index) => [String(index), id])) },
      });
    }
  }
  if (operations.length > 0) store.apply(operations);
  return operations.map(({ path }) => path);
}
