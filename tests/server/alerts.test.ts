// @vitest-environment node
/**
 * Alerts to staff (decision 0049), with a real SMTP server: mail failing for 15 minutes and a disk
 * 90 % full each mail every admin once when they start and once when they end, /DC's status shows
 * them meanwhile, and a restart neither repeats a mail nor forgets an alert. The alerts' clock is
 * the test's: it runs the checks at the times it names instead of waiting a minute.
 */
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NotifySettings } from '../../server/notify/notifier';
import { NOTICES_FAILING_ALERT_MS } from '../../server/notify/alerts';
import { alertWords } from '../../src/content/staffMail';
import type { NotifyStatus } from '../../src/lib/notifyStatus';
import { createMailCatcher, startMailCatcher, type MailCatcher } from '../support/mail.support';
import { STAFF_EMAIL, startTestServer, validRecords, type TestServer } from './support';

const NOTIFY_TO = 'notices@example.com';
const MINUTE = 60_000;
/** The checks run only when a test says so. */
const NEVER = 24 * 60 * MINUTE;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const settings = (catcher: MailCatcher): NotifySettings => ({
  smtpUrl: catcher.url,
  to: [NOTIFY_TO],
  from: 'site@example.com',
  dashboardUrl: 'http://site.test',
  backoff: { firstMs: 50, maxMs: 200 },
});

async function serverWith(options: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  const server = await startTestServer({ alertCheckMs: NEVER, ...options });
  cleanups.push(() => server.close());
  return server;
}

async function readStatus(server: TestServer): Promise<NotifyStatus> {
  const token = await server.staffToken();
  const response = await fetch(`${server.url}/notify/v1/status?auth=${token}`);
  expect(response.status).toBe(200);
  return (await response.json()) as NotifyStatus;
}

const alertSubjects = (catcher: MailCatcher) =>
  catcher.mails.filter((mail) => mail.subject.includes(alertWords.what.noticesFailing));

describe('mail failing for 15 minutes', () => {
  it('mails every admin once when it starts and once when it ends; /DC shows it meanwhile', async () => {
    // The mail server is down: the lead's notice and acknowledgement fail and wait.
    const catcher = await createMailCatcher();
    cleanups.push(() => catcher.stop());
    const server = await serverWith({ notify: settings(catcher) });
    const lead = await server.request('POST', '/contactForm', validRecords().contactForm);
    expect(lead.status).toBe(200);
    await expect.poll(async () => (await readStatus(server)).failing).toBeGreaterThan(0);
    const start = Date.now();

    server.site.alerts.run(start + NOTICES_FAILING_ALERT_MS - MINUTE);
    expect((await readStatus(server)).alerts).toEqual([]);

    const startedAt = start + NOTICES_FAILING_ALERT_MS + MINUTE;
    server.site.alerts.run(startedAt);
    server.site.alerts.run(startedAt + MINUTE); // still in force: nothing more to mail
    expect((await readStatus(server)).alerts).toEqual([
      { name: 'noticesFailing', since: startedAt },
    ]);

    // The mail server is back: the notice, the acknowledgement and one alert arrive.
    await catcher.start();
    await catcher.waitFor(3);
    await expect.poll(async () => (await readStatus(server)).waiting).toBe(0);
    const [started] = alertSubjects(catcher);
    expect(alertSubjects(catcher)).toHaveLength(1);
    expect(started?.to).toEqual([STAFF_EMAIL]); // the admin, not NOTIFY_TO
    expect(started?.subject).toContain(alertWords.what.noticesFailing);
    expect(started?.text).toContain('check the mail server');

    server.site.alerts.run(startedAt + 2 * MINUTE);
    expect((await readStatus(server)).alerts).toEqual([]);
    await catcher.waitFor(4);
    const resolved = alertSubjects(catcher)[1];
    expect(resolved?.subject).toMatch(/resolved/);
    expect(resolved?.to).toEqual([STAFF_EMAIL]);
    expect(alertSubjects(catcher)).toHaveLength(2);
  });
});

describe('a disk 90 % full', () => {
  it('is shown while it lasts, kept across a restart without a second mail, and then resolved', async () => {
    const catcher = await startMailCatcher();
    cleanups.push(() => catcher.stop());
    const dir = mkdtempSync(join(tmpdir(), 'alerts-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    let used = 0.5;
    let now = Date.now();
    const options = {
      databaseFile: join(dir, 'site.db'),
      notify: settings(catcher),
      diskSpace: () => ({ usedShare: used, freeBytes: 10 ** 12 }),
      alertClock: () => now,
    };
    const first = await serverWith(options);
    used = 0.95;
    first.site.alerts.run(now);
    const since = now;
    expect((await readStatus(first)).alerts).toEqual([{ name: 'diskFull', since }]);
    await catcher.waitFor(1);
    expect(catcher.mails[0]?.subject).toContain(alertWords.what.diskFull);
    await first.site.close();

    // A restart on the same database: the alert is still there, and nobody is mailed again.
    now += MINUTE;
    const second = await serverWith(options);
    expect((await readStatus(second)).alerts).toEqual([{ name: 'diskFull', since }]);
    used = 0.6;
    second.site.alerts.run(now);
    expect((await readStatus(second)).alerts).toEqual([]);
    await catcher.waitFor(2);
    expect(catcher.mails.map((mail) => mail.subject)).toEqual([
      alertWords.startedSubject(alertWords.what.diskFull),
      alertWords.resolvedSubject(alertWords.what.diskFull),
    ]);
  });
});

describe('a failed backup', () => {
  it('is in force from the failure until a backup works again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'alerts-backup-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const folder = join(dir, 'backups');
    writeFileSync(folder, 'a file where the folder should be');
    let now = Date.now();
    const server = await serverWith({
      databaseFile: join(dir, 'site.db'),
      backup: { dir: folder, keep: { hourly: 1, daily: 0, weekly: 0 } },
      backupClock: () => now,
      backupCheckMs: NEVER,
      alertClock: () => now,
    });
    const backups = server.site.backups!;
    await backups.runDue();
    expect(backups.status().lastFailureAt).toBe(now);
    server.site.alerts.run(now);
    expect((await readStatus(server)).alerts).toEqual([{ name: 'backupFailed', since: now }]);

    rmSync(folder);
    now += 60 * MINUTE;
    await backups.runDue();
    server.site.alerts.run(now);
    expect((await readStatus(server)).alerts).toEqual([]);
  });
});

describe('no flapping, and nothing ended that nobody checked', () => {
  it('a disk alert started at 90 % ends only below 85 %', async () => {
    let used = 0.95;
    const dir = mkdtempSync(join(tmpdir(), 'alerts-disk-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const server = await serverWith({
      databaseFile: join(dir, 'site.db'),
      diskSpace: () => ({ usedShare: used, freeBytes: 10 ** 12 }),
    });
    const now = Date.now();
    server.site.alerts.run(now);
    expect(server.site.alerts.active().map((alert) => alert.name)).toEqual(['diskFull']);
    used = 0.88; // an hourly backup pruned: under 90 %, not yet clear
    server.site.alerts.run(now + MINUTE);
    expect(server.site.alerts.active().map((alert) => alert.name)).toEqual(['diskFull']);
    used = 0.8;
    server.site.alerts.run(now + 2 * MINUTE);
    expect(server.site.alerts.active()).toEqual([]);
  });

  it('a failed-backup alert survives a restart, and ends unmailed once backups are off', async () => {
    const catcher = await startMailCatcher();
    cleanups.push(() => catcher.stop());
    const dir = mkdtempSync(join(tmpdir(), 'alerts-restart-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const folder = join(dir, 'backups');
    writeFileSync(folder, 'a file where the folder should be');
    let now = Date.now();
    const options = {
      databaseFile: join(dir, 'site.db'),
      notify: settings(catcher),
      backup: { dir: folder, keep: { hourly: 1, daily: 0, weekly: 0 } },
      backupClock: () => now,
      backupCheckMs: NEVER,
      alertClock: () => now,
    };
    const first = await serverWith(options);
    await first.site.backups!.runDue();
    first.site.alerts.run(now);
    const since = now;
    expect(first.site.alerts.active()).toEqual([{ name: 'backupFailed', since }]);
    await catcher.waitFor(1);
    await first.site.close();

    // A new process checks at once, before its first backup pass has told it anything.
    now += MINUTE;
    const second = await serverWith(options);
    expect(second.site.alerts.active()).toEqual([{ name: 'backupFailed', since }]);
    await second.site.backups!.runDue();
    second.site.alerts.run(now);
    expect(second.site.alerts.active()).toEqual([{ name: 'backupFailed', since }]);
    await second.site.close();

    // Backups turned off: nothing checks them any more, so the alert goes, with no mail.
    const third = await serverWith({ ...options, backup: undefined });
    expect(third.site.alerts.active()).toEqual([]);
    await third.site.close();
    const db = new Database(options.databaseFile, { readonly: true });
    const rows = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    expect(rows('SELECT COUNT(*) AS n FROM alerts')).toBe(0);
    expect(rows("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'mail'")).toBe(1); // the start's
    db.close();
  });
});
