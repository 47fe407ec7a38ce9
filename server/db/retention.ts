/**
 * The retention rule on server/ (src/lib/retention.ts): at startup and once a day, leads received
 * more than RETENTION_MONTHS ago are erased from their collection, Trash and Spam in one
 * transaction, with one audit line per type saying how many (never who); then what the next run
 * will erase is written at `retention/` for staff to see.
 */
import { planRetention, retentionAudit, retentionPreview } from '../../src/lib/retention';
import { INBOX_ROOTS, RETENTION_ROOT } from '../../src/records/lead';
import type { Path } from './protocol';
import type { SetOperation, TreeStore } from './store';

export interface RetentionOptions {
  now: number;
  months: number;
  /** When the next daily run is due. */
  nextRunAt: number;
  nextPushId: () => string;
}

/** Erases what the rule says is due and records the next run's preview; returns the paths written. */
export function applyRetention(store: TreeStore, options: RetentionOptions): Path[] {
  const read = (path: readonly string[]) => store.get([...path]);
  const plan = planRetention(read, options.now, options.months);
  const operations: SetOperation[] = Object.keys(plan.deletions).map((path) => ({
    path: path.split('/'),
    value: null,
  }));
  for (const entry of retentionAudit(plan.counts, options.now)) {
    operations.push({ path: [INBOX_ROOTS.audit, options.nextPushId()], value: { ...entry } });
  }
  if (operations.length > 0) store.apply(operations);
  // After the erasure, so the preview counts only what is still there.
  const preview = retentionPreview(read, options.nextRunAt, options.months);
  const previewOperation: SetOperation = { path: [RETENTION_ROOT], value: { ...preview } };
  store.apply([previewOperation]);
  return [...operations, previewOperation].map(({ path }) => path);
}
