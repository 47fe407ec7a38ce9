// @vitest-environment node
/**
 * Backups (server/db/backup.ts, decision 0046): the schedule keeps exactly the configured number
 * of hourly, daily and weekly copies as a moved clock passes; every copy passes `sha256sum -c`; a
 * failed backup is kept in the status; a restore brings back what the backup held and refuses a
 * file whose checksum does not match or that is not a database of this schema.
 */
import { execFileSync } from 'node:child_process';
import Database from 'better-sqlite3';
import {
  appendFileSync,
  copyFileSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BackupSchedule,
  backupDatabase,
  CHECKSUM_SUFFIX,
  restoreDatabase,
} from '../../server/db/backup';
import { openDatabase, type SqliteDatabase } from '../../server/db/sqlite';
import { TreeStore } from '../../server/db/store';
import { silentLogger, type Logger } from '../../server/log';
import { readConfig } from '../../server/config';
import { serverHolding } from '../../server/db/serverLock';
import { until } from './serverProcess.support';
import { startTestServer } from './support';

const HOUR = 3_600_000;
let dirs: string[] = [];
let open: SqliteDatabase[] = [];
afterEach(() => {
  for (const db of open) db.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
  open = [];
});

function database() {
  const dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
  dirs.push(dir);
  const file = join(dir, 'site.db');
  const db = openDatabase(file);
  open.push(db);
  const store = new TreeStore(db);
  const write = (id: string) =>
    store.apply([{ path: ['contactForm', id], value: { name: `Person ${id}` } }]);
  return { dir, file, db, store, write };
}

/** The backups of each set in `folder`, by set. */
function sets(folder: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const name of readdirSync(folder).filter((name) => name.endsWith('.db'))) {
    const set = /^site-(\w+)-/.exec(name)?.[1] ?? '?';
    (found[set] ??= []).push(name);
  }
  return found;
}

describe('the backup schedule', () => {
  it('keeps exactly the configured number of hourly, daily and weekly copies', async () => {
    const { dir, file, db, write } = database();
    const folder = join(dir, 'backups');
    let now = Date.parse('2026-11-02T00:30:00Z'); // a Monday
    const schedule = new BackupSchedule(
      db,
      file,
      { dir: folder, keep: { hourly: 3, daily: 2, weekly: 2 } },
      silentLogger,
      () => now,
    );
    await schedule.runDue();
    expect(sets(folder)).toEqual({
      hourly: ['site-hourly-20261102T003000Z.db'],
      daily: ['site-daily-20261102T003000Z.db'],
      weekly: ['site-weekly-20261102T003000Z.db'],
    });
    // Later in the same hour: nothing is due.
    now += 20 * 60_000;
    await schedule.runDue();
    expect(sets(folder).hourly).toHaveLength(1);

    // Nine days, hour by hour, writing between passes.
    for (let hour = 1; hour <= 9 * 24; hour += 1) {
      now = Date.parse('2026-11-02T00:30:00Z') + hour * HOUR;
      write(`lead${hour}`);
      await schedule.runDue();
    }
    expect(sets(folder)).toEqual({
      hourly: [
        'site-hourly-20261110T223000Z.db',
        'site-hourly-20261110T233000Z.db',
        'site-hourly-20261111T003000Z.db',
      ],
      daily: ['site-daily-20261110T003000Z.db', 'site-daily-20261111T003000Z.db'],
      weekly: ['site-weekly-20261102T003000Z.db', 'site-weekly-20261109T003000Z.db'],
    });
    // Every copy is checked the way a person would, and only the kept ones have checksums.
    const checksums = readdirSync(folder).filter((name) => name.endsWith(CHECKSUM_SUFFIX));
    expect(checksums).toHaveLength(7);
    const checked = execFileSync('sha256sum', ['-c', ...checksums], { cwd: folder }).toString();
    expect(checked.match(/: OK$/gm)).toHaveLength(7);
    expect(schedule.status()).toMatchObject({
      lastSuccessAt: now,
      lastSuccessFile: join(folder, 'site-hourly-20261111T003000Z.db'),
      lastFailureAt: null,
    });
    // The newest copy holds the last lead written before it.
    const newest = openDatabase(join(folder, 'site-hourly-20261111T003000Z.db'), {
      readonly: true,
    });
    open.push(newest);
    expect(new TreeStore(newest).get(['contactForm', `lead${9 * 24}`])).toEqual({
      name: `Person lead${9 * 24}`,
    });
  });

  it('a set turned off (kept 0 times) leaves the copies it already has', async () => {
    const { dir, file, db } = database();
    const folder = join(dir, 'backups');
    let now = Date.parse('2026-11-02T00:30:00Z');
    const keep = { hourly: 1, daily: 1, weekly: 1 };
    const schedule = new BackupSchedule(db, file, { dir: folder, keep }, silentLogger, () => now);
    await schedule.runDue();
    expect(sets(folder).weekly).toEqual(['site-weekly-20261102T003000Z.db']);

    keep.weekly = 0;
    now += 8 * 24 * HOUR;
    await schedule.runDue();
    expect(sets(folder).weekly).toEqual(['site-weekly-20261102T003000Z.db']);
    expect(sets(folder).daily).toEqual(['site-daily-20261110T003000Z.db']);
  });

  it('logs a failed backup and keeps it in the status until one succeeds', async () => {
    const { dir, file, db } = database();
    const folder = join(dir, 'backups');
    writeFileSync(folder, 'a file where the folder should be');
    const errors: string[] = [];
    const logger: Logger = { ...silentLogger, error: (message) => errors.push(message) };
    let now = Date.parse('2026-11-02T10:00:00Z');
    const keep = { hourly: 1, daily: 0, weekly: 0 };
    const schedule = new BackupSchedule(db, file, { dir: folder, keep }, logger, () => now);
    await schedule.runDue();
    expect(errors).toEqual([`Backup into ${folder} failed`]);
    expect(schedule.status()).toMatchObject({
      lastSuccessAt: null,
      lastFailureAt: now,
      lastFailureMessage: expect.stringMatching(/EEXIST|ENOTDIR/),
    });

    rmSync(folder);
    now += HOUR;
    await schedule.runDue();
    expect(schedule.status()).toMatchObject({ lastSuccessAt: now, lastFailureAt: now - HOUR });
    expect(readdirSync(folder)).toEqual([
      'site-hourly-20261102T110000Z.db',
      `site-hourly-20261102T110000Z.db${CHECKSUM_SUFFIX}`,
    ]);
  });
});

describe('restoring a backup', () => {
  it('brings back what the backup held, and refuses a tampered or foreign file', async () => {
    const source = database();
    source.write('kept');
    const backup = await backupDatabase(source.db, source.file, join(source.dir, 'backups'));
    source.write('after');

    const target = database();
    target.write('other');
    target.db.close();
    open = open.filter((db) => db !== target.db);
    restoreDatabase(backup, target.file);
    const restored = new TreeStore(openDatabase(target.file));
    expect(restored.get(['contactForm'])).toEqual({ kept: { name: 'Person kept' } });

    const tampered = join(source.dir, 'tampered.db');
    copyFileSync(backup, tampered);
    copyFileSync(backup + CHECKSUM_SUFFIX, tampered + CHECKSUM_SUFFIX);
    appendFileSync(tampered, 'x');
    expect(() => restoreDatabase(tampered, target.file)).toThrow(/does not match its checksum/);

    const foreign = join(source.dir, 'foreign.db');
    writeFileSync(foreign, 'not a database at all');
    execFileSync('sh', ['-c', `sha256sum ${basename(foreign)} > ${basename(foreign)}.sha256`], {
      cwd: source.dir,
    });
    expect(() => restoreDatabase(foreign, target.file)).toThrow(/not a .*SQLite database/);

    // A sound SQLite file of another program is refused too: no schema version, or not our tables.
    const other = join(source.dir, 'other.db');
    const sealOther = (setup: string) => {
      rmSync(other, { force: true });
      const otherDb = new Database(other);
      otherDb.exec(setup);
      otherDb.close();
      execFileSync('sh', ['-c', `sha256sum ${basename(other)} > ${basename(other)}.sha256`], {
        cwd: source.dir,
      });
    };
    sealOther('CREATE TABLE nodes (path TEXT)');
    expect(() => restoreDatabase(other, target.file)).toThrow(/has schema version 0/);
    sealOther('CREATE TABLE nodes (path TEXT); PRAGMA user_version = 1');
    expect(() => restoreDatabase(other, target.file)).toThrow(
      /lacks the tables accounts, refresh_tokens, outbox/,
    );
    expect(restored.get(['contactForm'])).toEqual({ kept: { name: 'Person kept' } });
  });
});

describe('backups in the server and its settings', () => {
  it('takes a backup at start, exposes its status, and holds the database while it runs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'backup-server-'));
    dirs.push(dir);
    const databaseFile = join(dir, 'site.db');
    const now = Date.parse('2026-11-02T09:15:00Z');
    const server = await startTestServer({
      databaseFile,
      backup: { dir: join(dir, 'backups'), keep: { hourly: 1, daily: 1, weekly: 0 } },
      backupClock: () => now,
    });
    try {
      await until(() => server.site.backups?.status().lastSuccessAt === now);
      expect(sets(join(dir, 'backups'))).toEqual({
        hourly: ['site-hourly-20261102T091500Z.db'],
        daily: ['site-daily-20261102T091500Z.db'],
      });
      expect(serverHolding(databaseFile)).toBe(process.pid);
    } finally {
      await server.close();
    }
    expect(serverHolding(databaseFile)).toBeNull();
  });

  it('a second server on the same database is refused, and the first keeps its mark', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'backup-lock-'));
    dirs.push(dir);
    const file = join(dir, 'site.db');
    // Another live process (this test's parent) holds the database.
    writeFileSync(`${file}.pid`, `${process.ppid}\n`);
    await expect(startTestServer({ databaseFile: file })).rejects.toThrow(
      `Another server (PID ${process.ppid})`,
    );
    expect(serverHolding(file)).toBe(process.ppid);
  });

  it('reads BACKUP_DIR and BACKUP_KEEP_* with backups beside the database by default', () => {
    const backup = (env: Record<string, string>) =>
      readConfig({ DATABASE_FILE: '/srv/site/data/site.db', ...env }).options.backup;
    expect(backup({})).toEqual({
      dir: '/srv/site/data/backups',
      keep: { hourly: 24, daily: 7, weekly: 4 },
    });
    expect(backup({ BACKUP_DIR: '/mnt/copies', BACKUP_KEEP_HOURLY: '0' })).toEqual({
      dir: '/mnt/copies',
      keep: { hourly: 0, daily: 7, weekly: 4 },
    });
    expect(backup({ BACKUP_DIR: 'off' })).toBeUndefined();
    expect(() => backup({ BACKUP_KEEP_DAILY: '-1' })).toThrow(/BACKUP_KEEP_DAILY/);
  });
});
