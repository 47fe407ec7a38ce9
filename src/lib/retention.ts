/**
 * The retention rule: a lead received more than RETENTION_MONTHS ago is erased everywhere it is
 * kept (its collection, with its status and notes, and its Trash and Spam copies). server/ applies
 * it once a day, the scheduled Cloud Function does the same on hosted Firebase; both plan the
 * erasure with this module, so the rule and what it leaves behind are the same.
 */
import { collections, type Collection } from '../records/collections';
import { INBOX_ROOTS, type AuditEntry } from '../records/lead';
import { timestampField } from '../records/schemas';
import { PUSH_ID_PATTERN, pushIdTime } from './pushId';
import { isObject } from './tree';

export { DEFAULT_RETENTION_MONTHS } from '../config/retention';

/** Who the audit trail names for an erasure under the rule. */
export const RETENTION_ACTOR = 'retention rule';

/** Every place a lead can be kept: its collection, then Trash and Spam. */
export const leadPlaces = (collection: Collection): readonly string[][] => [
  [collection],
  [INBOX_ROOTS.trash, collection],
  [INBOX_ROOTS.spam, collection],
];

/** The first instant that is still inside the retention period: `months` calendar months before `now`. */
export function retentionCutoff(now: number, months: number): number {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.getTime();
}

/**
 * When a lead arrived: the time the database set (`receivedAt`), else the time in its push ID
 * (generated when it was stored), else the time the form sent. Undefined when none is readable:
 * such a record is kept, never guessed at.
 */
export function leadReceivedAt(
  collection: Collection,
  id: string,
  record: unknown,
): number | undefined {
  if (!isObject(record)) return undefined;
  if (typeof record.receivedAt === 'number') return record.receivedAt;
  if (PUSH_ID_PATTERN.test(id)) return pushIdTime(id);
  const sent = record[timestampField[collection]];
  const time = typeof sent === 'string' ? Date.parse(sent) : NaN;
  return Number.isFinite(time) ? time : undefined;
}

export interface RetentionCount {
  collection: Collection;
  /** Leads erased (a lead kept in two places counts once). */
  count: number;
}

export interface RetentionPlan {
  /** Path (slash-joined) → null, for one multi-path update. */
  deletions: Record<string, null>;
  counts: RetentionCount[];
}

/**
 * What the rule erases at `now`. `read` answers what is stored at a path (an object keyed by
 * record ID, or nothing); it may leave out records that cannot be due (a key-range query).
 */
export function planRetention(
  read: (path: readonly string[]) => unknown,
  now: number,
  months: number,
): RetentionPlan {
  const cutoff = retentionCutoff(now, months);
  const deletions: Record<string, null> = {};
  const counts: RetentionCount[] = [];
  for (const collection of collections) {
    const erased = new Set<string>();
    for (const place of leadPlaces(collection)) {
      const records = read(place);
      if (!isObject(records)) continue;
      for (const [id, record] of Object.entries(records)) {
        const received = leadReceivedAt(collection, id, record);
        if (received === undefined || received >= cutoff) continue;
        deletions[[...place, id].join('/')] = null;
        erased.add(id);
      }
    }
    if (erased.size > 0) counts.push({ collection, count: erased.size });
  }
  return { deletions, counts };
}

/** An audit line of a run: how many leads of one type, never who. */
export type RetentionAuditEntry = Required<
  Pick<AuditEntry, 'at' | 'by' | 'action' | 'collection' | 'detail'>
>;

export function retentionAudit(
  counts: readonly RetentionCount[],
  now: number,
): RetentionAuditEntry[] {
  return counts.map(({ collection, count }) => ({
    at: now,
    by: RETENTION_ACTOR,
    action: 'retention',
    collection,
    detail: String(count),
  }));
}

/** What staff see of the rule: when it next runs and how many leads of each type it will erase. */
export interface RetentionPreview {
  months: number;
  nextRunAt: number;
  /**
   * Collection → leads due at the next run; types with none are left out, and the whole of it
   * when nothing is due (the database keeps no empty object).
   */
  due?: Partial<Record<Collection, number>>;
}

export function retentionPreview(
  read: (path: readonly string[]) => unknown,
  nextRunAt: number,
  months: number,
): RetentionPreview {
  const { counts } = planRetention(read, nextRunAt, months);
  if (counts.length === 0) return { months, nextRunAt };
  const due = Object.fromEntries(counts.map(({ collection, count }) => [collection, count]));
  return { months, nextRunAt, due };
}
