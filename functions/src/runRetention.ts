/**
 * The retention rule on hosted Firebase (src/lib/retention.ts, the same plan server/ applies): reads
 * every place a lead can be kept, erases what is due in one multi-path update with one audit line
 * per type (how many, never who), and leaves what the next run will erase at `retention/`.
 * The database is passed in, so the run is tested without a Firebase project.
 */
import { collections } from '../../src/records/collections';
import { INBOX_ROOTS, RETENTION_ROOT } from '../../src/records/lead';
import {
  leadPlaces,
  planRetention,
  retentionAudit,
  retentionPreview,
} from '../../src/lib/retention';

/** What the run needs of the Realtime Database (the Admin SDK in production). */
export interface RetentionDatabase {
  read(path: string): Promise<unknown>;
  /** One multi-path update: all of it or nothing. */
  update(values: Record<string, unknown>): Promise<void>;
  /** A new push key for an audit entry. */
  newKey(): string;
}

export interface RetentionRun {
  now: number;
  months: number;
  nextRunAt: number;
}

export async function runRetention(db: RetentionDatabase, run: RetentionRun): Promise<number> {
  const stored = new Map<string, unknown>();
  for (const collection of collections) {
    for (const place of leadPlaces(collection)) {
      const path = place.join('/');
      stored.set(path, await db.read(path));
    }
  }
  const read = (path: readonly string[]) => stored.get(path.join('/'));
  const plan = planRetention(read, run.now, run.months);

  // The preview counts what is left once this run's erasure is applied.
  const left = (path: readonly string[]) => {
    const records = read(path);
    if (typeof records !== 'object' || records === null) return records;
    const prefix = `${path.join('/')}/`;
    return Object.fromEntries(
      Object.entries(records).filter(([id]) => !(`${prefix}${id}` in plan.deletions)),
    );
  };
  const updates: Record<string, unknown> = { ...plan.deletions };
  for (const entry of retentionAudit(plan.counts, run.now))
    updates[`${INBOX_ROOTS.audit}/${db.newKey()}`] = entry;
  updates[RETENTION_ROOT] = retentionPreview(left, run.nextRunAt, run.months);
  await db.update(updates);
  return plan.counts.reduce((sum, { count }) => sum + count, 0);
}
