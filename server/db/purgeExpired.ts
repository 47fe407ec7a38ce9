/**
 * Trash and spam entries older than TRASH_DAYS are deleted for good: at startup and once a
 * day. Each purge appends one audit entry per collection it emptied entries from (by
 * `server`, action `purge`, detail `trash` or `spam`, the ids it deleted).
 */
import { INBOX_ROOTS, type AuditEntry } from '../../src/records/lead';
import { expiredEntries } from '../../src/lib/purge';
import type { Path } from './protocol';
import type { SetOperation, TreeStore } from './store';

export { DAY_MS } from '../../src/lib/purge';
export const PURGED_BY = 'server';

export interface PurgeOptions {
  now: number;
  trashDays: number;
  nextPushId: () => string;
}

/** Deletes what has expired in one transaction; returns the paths it deleted and wrote. */
export function purgeExpired(store: TreeStore, options: PurgeOptions): Path[] {
  const operations: SetOperation[] = [];
  const expired = expiredEntries(
    (root, collection) => store.get([root, collection]),
    options.now,
    options.trashDays,
  );
  for (const { kind, collection, ids } of expired) {
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
  if (operations.length > 0) store.apply(operations);
  return operations.map(({ path }) => path);
}
