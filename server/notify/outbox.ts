/**
 * The outbox: one row per mail about a new lead, the staff notice (`notice`) and the visitor's
 * acknowledgement (`ack`). A row is written inside the transaction that stores the record (so a
 * committed lead always has its mails, across a kill -9), and marked sent only once the mail
 * server has accepted it. An acknowledgement row keeps its recipient, to hold each address to
 * ACKNOWLEDGEMENTS_PER_DAY a Lagos day.
 */
import type { Statement } from 'better-sqlite3';
import type { NotifyStatus } from '../../src/lib/notifyStatus';
import type { Collection } from '../../src/records/collections';
import type { SqliteDatabase } from '../db/sqlite';
import { ACKNOWLEDGEMENTS_PER_DAY } from '../../src/lib/acknowledgement';
import { lagosDayStart } from '../../src/records/lagosTime';
import type { ReadyMail } from '../../src/lib/staffMail';

/** A lead's staff notice, its visitor's acknowledgement, or a mail built in full when queued. */
export type MailKind = 'notice' | 'ack' | 'mail';

export interface WaitingNotice {
  rowId: number;
  kind: MailKind;
  collection: Collection;
  id: string;
  record: Record<string, unknown>;
  attempts: number;
  /** When it was queued (ms): the record's arrival. */
  createdAt: number;
}

export type OutboxState = Omit<NotifyStatus, 'enabled'>;

interface Row {
  id: number;
  kind: string;
  collection: string;
  record_id: string;
  record: string;
  attempts: number;
  created_at: number;
}

export class Outbox {
  private readonly insert: Statement<
    [string, string, string, number, number, string, string | null]
  >;
  private readonly countAcks: Statement<[string, number], { count: number }>;
  private readonly selectDue: Statement<[number], Row>;
  private readonly selectNextDue: Statement<[], { at: number | null }>;
  private readonly markSentRow: Statement<[number, number]>;
  private readonly markFailedRow: Statement<[string, number, number]>;
  private readonly selectCounts: Statement<
    [],
    { sent: number; waiting: number; failing: number; lastSentAt: number | null }
  >;
  private readonly selectLastError: Statement<[], { last_error: string }>;
  private readonly selectOldestFailing: Statement<[], { at: number | null }>;
  private readonly selectOldestWaiting: Statement<[], { at: number | null }>;

  constructor(private readonly db: SqliteDatabase) {
    this.insert = db.prepare(
      `INSERT INTO outbox (collection, record_id, record, created_at, next_attempt_at, kind, recipient)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.countAcks = db.prepare(
      `SELECT COUNT(*) AS count FROM outbox
       WHERE recipient = ? AND created_at >= ? AND kind = 'ack'`,
    );
    this.selectDue = db.prepare(
      `SELECT id, kind, collection, record_id, record, attempts, created_at FROM outbox
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
       FROM outbox WHERE kind = 'notice'`,
    );
    this.selectOldestWaiting = db.prepare(
      `SELECT MIN(created_at) AS at FROM outbox WHERE kind = 'notice' AND sent_at IS NULL`,
    );
    this.selectOldestFailing = db.prepare(
      `SELECT MIN(created_at) AS at FROM outbox
       WHERE kind = 'notice' AND sent_at IS NULL AND attempts > 0`,
    );
    this.selectLastError = db.prepare(
      `SELECT last_error FROM outbox
       WHERE kind = 'notice' AND sent_at IS NULL AND last_error IS NOT NULL
       ORDER BY next_attempt_at DESC LIMIT 1`,
    );
  }

  /** The staff notice of a lead. Call inside the transaction that stores the record. */
  enqueue(collection: Collection, id: string, record: unknown, now: number): void {
    this.insert.run(collection, id, JSON.stringify(record), now, now, 'notice', null);
  }

  /**
   * The visitor's acknowledgement of a lead, unless `recipient` has had its share today (then
   * false, and nothing is queued). Call inside the transaction that stores the record.
   */
  enqueueAck(
    collection: Collection,
    id: string,
    record: unknown,
    recipient: string,
    now: number,
  ): boolean {
    const today = this.countAcks.get(recipient, lagosDayStart(now))?.count ?? 0;
    if (today >= ACKNOWLEDGEMENTS_PER_DAY) return false;
    this.insert.run(collection, id, JSON.stringify(record), now, now, 'ack', recipient);
    return true;
  }

  /**
   * A mail built in full when queued (src/lib/staffMail.ts: an invitation, a new owner's, a reply
   * to a visitor, a morning list), under `ref`. Call inside the transaction that asks for it.
   */
  enqueueMail(ref: string, mail: ReadyMail, now: number): void {
    this.insert.run('staff', ref, JSON.stringify(mail), now, now, 'mail', null);
  }

  /** Notices whose next attempt is due at `now`, oldest first. */
  due(now: number): WaitingNotice[] {
    return this.selectDue.all(now).map((row) => ({
      rowId: row.id,
      kind: row.kind === 'ack' || row.kind === 'mail' ? row.kind : 'notice',
      collection: row.collection as Collection,
      id: row.record_id,
      record: JSON.parse(row.record) as Record<string, unknown>,
      attempts: row.attempts,
      createdAt: row.created_at,
    }));
  }

  /** When the earliest waiting notice is due (ms), or null when none waits. */
  nextDueAt(): number | null {
    return this.selectNextDue.get()?.at ?? null;
  }

  markSent(rowIds: readonly number[], now: number): void {
    this.db
      .transaction(() => {
        for (const rowId of rowIds) this.markSentRow.run(now, rowId);
      })
      .immediate();
  }

  markFailed(rowIds: readonly number[], error: string, retryAt: number): void {
    this.db
      .transaction(() => {
        for (const rowId of rowIds) this.markFailedRow.run(error, retryAt, rowId);
      })
      .immediate();
  }

  /**
   * When the oldest staff notice still waiting was queued (ms), or null. Notices only: one
   * visitor's refused address (an acknowledgement) says nothing of the mail server.
   */
  oldestWaitingAt(): number | null {
    return this.selectOldestWaiting.get()?.at ?? null;
  }

  /** When the oldest staff notice still waiting after a failed attempt was queued (ms), or null. */
  oldestFailingAt(): number | null {
    return this.selectOldestFailing.get()?.at ?? null;
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
