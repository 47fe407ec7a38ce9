/**
 * The outbox: one row per notice of a new lead. A row is written inside the transaction that
 * stores the record (so a committed lead always has its notice, across a kill -9), and marked
 * sent only once the mail server has accepted it.
 */
import type { Statement } from 'better-sqlite3';
import type { NotifyStatus } from '../../src/lib/notifyStatus';
import type { Collection } from '../../src/records/collections';
import type { SqliteDatabase } from '../db/sqlite';

export interface WaitingNotice {
  rowId: number;
  collection: Collection;
  id: string;
  record: Record<string, unknown>;
  attempts: number;
}

export type OutboxState = Omit<NotifyStatus, 'enabled'>;

interface Row {
  id: number;
  collection: string;
  record_id: string;
  record: string;
  attempts: number;
}

export class Outbox {
  private readonly insert: Statement<[string, string, string, number, number]>;
  private readonly selectDue: Statement<[number], Row>;
  private readonly selectNextDue: Statement<[], { at: number | null }>;
  private readonly markSentRow: Statement<[number, number]>;
  private readonly markFailedRow: Statement<[string, number, number]>;
  private readonly selectCounts: Statement<
    [],
    { sent: number; waiting: number; failing: number; lastSentAt: number | null }
  >;
  private readonly selectLastError: Statement<[], { last_error: string }>;

  constructor(private readonly db: SqliteDatabase) {
    this.insert = db.prepare(
      `INSERT INTO outbox (collection, record_id, record, created_at, next_attempt_at)
       VALUES (?, ?, ?, ?, ?)`,
    );
    this.selectDue = db.prepare(
      `SELECT id, collection, record_id, record, attempts FROM outbox
       WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY id`,
    );
    this.selectNextDue = db.prepare(
      'SELECT MIN(next_attempt_at) AS at FROM outbox WHERE sent_at IS NULL',
    );
    this.markSentRow = db.prepare('UPDATE outbox SET sent_at = ?, last_error = NULL WHERE id = ?');
    this.markFailedRow = db.prepare(
      `UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?
       WHERE id = ?`,
    );
    this.selectCounts = db.prepare(
      `SELECT COUNT(sent_at) AS sent,
              COUNT(*) - COUNT(sent_at) AS waiting,
              COALESCE(SUM(sent_at IS NULL AND attempts > 0), 0) AS failing,
              MAX(sent_at) AS lastSentAt
       FROM outbox`,
    );
    this.selectLastError = db.prepare(
      `SELECT last_error FROM outbox WHERE sent_at IS NULL AND last_error IS NOT NULL
       ORDER BY next_attempt_at DESC LIMIT 1`,
    );
  }

  /** Call inside the transaction that stores the record. */
  enqueue(collection: Collection, id: string, record: unknown, now: number): void {
    this.insert.run(collection, id, JSON.stringify(record), now, now);
  }

  /** Notices whose next attempt is due at `now`, oldest first. */
  due(now: number): WaitingNotice[] {
    return this.selectDue.all(now).map((row) => ({
      rowId: row.id,
      collection: row.collection as Collection,
      id: row.record_id,
      record: JSON.parse(row.record) as Record<string, unknown>,
      attempts: row.attempts,
    }));
  }

  /** When the earliest waiting notice is due (ms), or null when none waits. */
  nextDueAt(): number | null {
    return this.selectNextDue.get()?.at ?? null;
  }

  markSent(rowIds: readonly number[], now: number): void {
    this.db.transaction(() => {
      for (const rowId of rowIds) this.markSentRow.run(now, rowId);
    })();
  }

  markFailed(rowIds: readonly number[], error: string, retryAt: number): void {
    this.db.transaction(() => {
      for (const rowId of rowIds) this.markFailedRow.run(error, retryAt, rowId);
    })();
  }

  state(): OutboxState {
    const counts = this.selectCounts.get() ?? { sent: 0, waiting: 0, failing: 0, lastSentAt: null };
    const lastError = counts.failing > 0 ? this.selectLastError.get()?.last_error : undefined;
    return {
      sent: counts.sent,
      waiting: counts.waiting,
      failing: counts.failing,
      ...(lastError !== undefined && { lastError }),
      ...(counts.lastSentAt !== null && { lastSentAt: counts.lastSentAt }),
    };
  }
}
