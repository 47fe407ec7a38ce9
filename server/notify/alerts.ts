/**
 * Alerts to staff (decision 0049): once a minute the server asks each check whether its trouble is
 * in force (notices failing for 15 minutes, the last backup failed, the disk 90 % full). When one
 * starts, and again when it ends, every admin (or, with none, NOTIFY_TO) gets one mail through the
 * outbox. What is in force is kept in the `alerts` table, written in the transaction that queues
 * the mail, so a restart neither repeats a mail nor forgets an alert; /DC reads the same table.
 */
import type { Statement } from 'better-sqlite3';
import { alertMail, type ActiveAlert, type AlertName } from '../../src/lib/serverAlerts';
import { alertWords } from '../../src/content/staffMail';
import { ADMIN } from '../../src/records/staff';
import type { BackupStatus } from '../db/backup';
import type { DiskSpace } from '../db/diskSpace';
import type { SqliteDatabase } from '../db/sqlite';
import type { TreeStore } from '../db/store';
import type { Logger } from '../log';
import type { LeadNotifier } from './notifier';
import { staffEntries } from './staffMails';

/** How long mail must have been failing before staff are told. */
export const NOTICES_FAILING_ALERT_MS = 15 * 60_000;
/** The share of the disk in use at which staff are told, and below which it is resolved. */
export const DISK_FULL_ALERT_SHARE = 0.9;
export const DISK_FULL_RESOLVED_SHARE = 0.85;
/** How often the checks run. */
export const DEFAULT_ALERT_CHECK_MS = 60_000;

export interface AlertCheck {
  name: AlertName;
  /**
   * Whether the trouble is there at `now`, given whether its alert is in force (a check may ask
   * more to end an alert than to start one, so it does not flap). Undefined when it cannot tell
   * yet; that, or a throw, leaves the alert as it was.
   */
  inForce(now: number, current: boolean): boolean | undefined;
}

export interface AlertMonitorOptions {
  checks: readonly AlertCheck[];
  notifier: LeadNotifier;
  store: TreeStore;
  /** NOTIFY_TO: who is told when the database has no admin entry. */
  fallbackTo: readonly string[];
  siteUrl: string;
  logger: Logger;
}

export class AlertMonitor {
  private readonly selectAll: Statement<[], { name: string; since: number }>;
  private readonly insert: Statement<[string, number]>;
  private readonly remove: Statement<[string]>;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly options: AlertMonitorOptions,
  ) {
    this.selectAll = db.prepare('SELECT name, since FROM alerts ORDER BY since, name');
    this.insert = db.prepare('INSERT INTO alerts (name, since) VALUES (?, ?)');
    this.remove = db.prepare('DELETE FROM alerts WHERE name = ?');
  }

  /** The alerts in force, oldest first. */
  active(): ActiveAlert[] {
    const known = new Set<string>(this.options.checks.map((check) => check.name));
    return this.selectAll
      .all()
      .filter((row) => known.has(row.name))
      .map((row) => ({ name: row.name as AlertName, since: row.since }));
  }

  /** Runs every check once at `now`: records what started or ended and queues its mails. */
  run(now: number): void {
    const inForce = new Map(this.active().map((alert) => [alert.name, alert]));
    const checked = new Set<string>(this.options.checks.map((check) => check.name));
    // An alert whose check is no longer run (backups turned off) ends without a mail.
    const orphans = this.selectAll.all().filter((row) => !checked.has(row.name));
    const started: ActiveAlert[] = [];
    const ended: ActiveAlert[] = [];
    for (const check of this.options.checks) {
      const current = inForce.get(check.name);
      let there: boolean | undefined;
      try {
        there = check.inForce(now, current !== undefined);
      } catch (error) {
        this.options.logger.error(`Checking for the alert ${check.name} failed`, error);
        continue;
      }
      if (there === undefined) continue;
      if (there && !current) started.push({ name: check.name, since: now });
      if (!there && current) ended.push(current);
    }
    for (const orphan of orphans) this.remove.run(orphan.name);
    if (started.length === 0 && ended.length === 0) return;

    let queued = false;
    this.db
      .transaction(() => {
        const recipients = this.recipients();
        for (const alert of started) {
          this.insert.run(alert.name, alert.since);
          queued = this.mail(alert, recipients) || queued;
        }
        for (const alert of ended) {
          this.remove.run(alert.name);
          queued = this.mail(alert, recipients, now) || queued;
        }
      })
      .immediate();
    for (const alert of started) this.options.logger.warn(`Alert: ${alert.name}`);
    for (const alert of ended) this.options.logger.info(`Alert resolved: ${alert.name}`);
    if (queued) this.options.notifier.wake();
  }

  /** Every admin's address; NOTIFY_TO when there is none. */
  private recipients(): string[] {
    const admins = staffEntries(this.options.store)
      .filter((member) => member.role === ADMIN)
      .map((member) => member.email);
    return admins.length > 0 ? admins : [...this.options.fallbackTo];
  }

  private mail(alert: ActiveAlert, recipients: readonly string[], resolvedAt?: number): boolean {
    const stage = resolvedAt === undefined ? 'started' : 'resolved';
    let queued = false;
    for (const to of recipients) {
      const mail = alertMail(alert, to, this.options.siteUrl, alertWords, resolvedAt);
      queued =
        this.options.notifier.enqueueMail(`alert/${alert.name}/${alert.since}/${stage}`, mail) ||
        queued;
    }
    return queued;
  }
}

/** Mail has waited after a failed attempt for NOTICES_FAILING_ALERT_MS. */
export const noticesFailing = (notifier: LeadNotifier): AlertCheck => ({
  name: 'noticesFailing',
  inForce(now) {
    const since = notifier.oldestFailingAt();
    return since !== null && now - since >= NOTICES_FAILING_ALERT_MS;
  },
});

/** The disk holding `folder` is DISK_FULL_ALERT_SHARE full, until it is below the resolved share. */
export const diskFull = (folder: string, space: (path: string) => DiskSpace): AlertCheck => ({
  name: 'diskFull',
  inForce: (_now, current) =>
    space(folder).usedShare >= (current ? DISK_FULL_RESOLVED_SHARE : DISK_FULL_ALERT_SHARE),
});

/**
 * The last scheduled backup failed (none has worked since). Unknown until this process has made a
 * pass: after a restart the status starts empty, and that must not end an alert still true.
 */
export const backupFailed = (status: () => BackupStatus): AlertCheck => ({
  name: 'backupFailed',
  inForce() {
    const { lastFailureAt, lastSuccessAt } = status();
    if (lastFailureAt === null && lastSuccessAt === null) return undefined;
    return lastFailureAt !== null && (lastSuccessAt === null || lastFailureAt > lastSuccessAt);
  },
});
