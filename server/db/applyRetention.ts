/**
 * The retention rule on server/ (src/lib/retention.ts): at startup and once a day, leads received
 * more than RETENTION_MONTHS ago are erased from their collection, Trash and Spam in one
 * transaction, with one audit line per type saying how many (never who); then what the next run
 * will erase is written at `retention/` for staff to see.
 */
import { collections } from '../../src/records/collections';
import {
  planRetention,
  retentionAudit,
  retentionCutoff,
  retentionPreview,
} from '../../src/lib/retention';
import { INBOX_ROOTS, RETENTION_ROOT } from '../../src/records/lead';
import { RECEIVED_AT } from '../../src/records/schemas';
import { isJsonObject, type Json, type Path } from './protocol';
import type { SetOperation, TreeStore } from './store';

export interface RetentionOptions {
  now: number;
  months: number;
  /** When the next daily run is due. */
  nextRunAt: number;
  nextPushId: () => string;
}

const byReceivedAt = { kind: 'child', path: [RECEIVED_AT] } as const;

/**
 * What the rule reads at `path` when it runs at `now`: a collection without the records received
 * since the cutoff (they cannot be due), as two index range reads (childOrder.ts), so a daily
 * run does not load a large inbox whole. Every record without a numeric receive time is read
 * (the rule then goes by its push ID or form time). Trash and Spam are read as they are.
 */
function readCandidates(store: TreeStore, now: number, months: number) {
  const cutoff = retentionCutoff(now, months);
  return (path: readonly string[]): Json | null => {
    const [collection] = path;
    if (path.length !== 1 || !collections.some((name) => name === collection)) {
      return store.get([...path]);
    }
    // Missing, booleans and numbers up to the cutoff; then every string and object.
    const older = store.query([...path], { orderBy: byReceivedAt, endAt: cutoff });
    const odd = store.query([...path], { orderBy: byReceivedAt, startAt: '' });
    if (!isJsonObject(odd)) return older;
    return { ...(isJsonObject(older) ? older : {}), ...odd };
  };
}

/** Erases what the rule says is due and records the next run's preview; returns the paths written. */
export function applyRetention(store: TreeStore, options: RetentionOptions): Path[] {
  const plan = planRetention(
    readCandidates(store, options.now, options.months),
    options.now,
    options.months,
  );
  const operations: SetOperation[] = Object.keys(plan.deletions).map((path) => ({
    path: path.split('/'),
    value: null,
  }));
  for (const entry of retentionAudit(plan.counts, options.now)) {
    operations.push({ path: [INBOX_ROOTS.audit, options.nextPushId()], value: { ...entry } });
  }
  if (operations.length > 0) store.apply(operations);
  // After the erasure, so the preview counts only what is still there.
  const preview = retentionPreview(
    readCandidates(store, options.nextRunAt, options.months),
    options.nextRunAt,
    options.months,
  );
  const previewOperation: SetOperation = { path: [RETENTION_ROOT], value: { ...preview } };
  store.apply([previewOperation]);
  return [...operations, previewOperation].map(({ path }) => path);
}
