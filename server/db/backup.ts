/**
 * Backups that restore (decision 0046): an online copy of the live database through SQLite's
 * backup API, written atomically beside a `sha256sum`-format checksum; hourly, daily and weekly
 * sets kept on a schedule; and the checks and the swap of a restore.
 */
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  copyFileSync,
} from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import Database from 'better-sqlite3';
import type { Logger } from '../log';
import { SCHEMA_VERSION, type SqliteDatabase } from './sqlite';

export type BackupSet = 'hourly' | 'daily' | 'weekly';
export const BACKUP_SETS: readonly BackupSet[] = ['hourly', 'daily', 'weekly'];
export type BackupKeep = Record<BackupSet, number>;
export const DEFAULT_BACKUP_KEEP: BackupKeep = { hourly: 24, daily: 7, weekly: 4 };
/** Where backups go when BACKUP_DIR is not set: this folder beside the database. */
export const DEFAULT_BACKUP_FOLDER = 'backups';
/** How often the server looks whether a backup is due. */
export const DEFAULT_BACKUP_CHECK_MS = 60_000;
export const CHECKSUM_SUFFIX = '.sha256';
/** The tables a database of this schema must hold before it may replace the live one. */
const EXPECTED_TABLES = ['nodes', 'accounts', 'refresh_tokens', 'outbox'];

export interface BackupSettings {
  dir: string;
  keep: BackupKeep;
}

/** What a later alert reads: when a backup last worked and last failed, and why. */
export interface BackupStatus {
  lastSuccessAt: number | null;
  lastSuccessFile: string | null;
  lastFailureAt: number | null;
  lastFailureMessage: string | null;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** 1970-01-01 was a Thursday: weeks (UTC) start on Monday. */
const MONDAY_OFFSET_MS = 3 * DAY_MS;
const slotOf: Record<BackupSet, (time: number) => number> = {
  hourly: (time) => Math.floor(time / HOUR_MS),
  daily: (time) => Math.floor(time / DAY_MS),
  weekly: (time) => Math.floor((time + MONDAY_OFFSET_MS) / (7 * DAY_MS)),
};

/** `20261128T210000Z`: UTC, sorts as text in time order. */
const stampOf = (time: number) => new Date(time).toISOString().replace(/[-:]|\.\d+/g, '');
const timeOfStamp = (stamp: string) =>
  Date.parse(stamp.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));

const baseOf = (databaseFile: string) => basename(databaseFile, extname(databaseFile));
const fileName = (databaseFile: string, set: string, time: number) =>
  `${baseOf(databaseFile)}-${set}-${stampOf(time)}${extname(databaseFile) || '.db'}`;

/** The backups of one set in `dir`, oldest first. */
function listSet(dir: string, databaseFile: string, set: BackupSet): string[] {
  if (!existsSync(dir)) return [];
  const pattern = new RegExp(
    `^${escape(baseOf(databaseFile))}-${set}-\\d{8}T\\d{6}Z${escape(extname(databaseFile) || '.db')}$`,
  );
  return readdirSync(dir)
    .filter((name) => pattern.test(name))
    .sort()
    .map((name) => join(dir, name));
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const sha256Of = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Renames a written temporary file into place and makes the rename itself durable. */
function publish(temporary: string, target: string): void {
  fsyncPath(temporary);
  renameSync(temporary, target);
  fsyncPath(dirname(target));
}

/** Writes `<target>.sha256` (`sha256sum -c` reads it) atomically. */
function writeChecksum(target: string): void {
  const checksumFile = target + CHECKSUM_SUFFIX;
  const temporary = `${checksumFile}.tmp-${process.pid}`;
  writeFileSync(temporary, `${sha256Of(target)}  ${basename(target)}\n`);
  publish(temporary, checksumFile);
}

/**
 * One online backup of `db` into `dir`: SQLite's backup API copies a consistent snapshot while
 * writes go on, to a temporary name that is fsynced and renamed; then its checksum file.
 * Returns the backup's path.
 */
export async function backupDatabase(
  db: SqliteDatabase,
  databaseFile: string,
  dir: string,
  set = 'manual',
  now = Date.now(),
): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const target = join(dir, fileName(databaseFile, set, now));
  const temporary = `${target}.tmp-${process.pid}`;
  try {
    await db.backup(temporary);
    publish(temporary, target);
  } finally {
    rmSync(temporary, { force: true });
  }
  writeChecksum(target);
  return target;
}

/** Copies a finished backup into another set, atomically, with its own checksum file. */
function copyBackup(source: string, target: string): void {
  const temporary = `${target}.tmp-${process.pid}`;
  try {
    copyFileSync(source, temporary);
    publish(temporary, target);
  } finally {
    rmSync(temporary, { force: true });
  }
  writeChecksum(target);
}

/**
 * Deletes all but the newest `keep` backups of a set (with their checksum files). A set kept 0
 * times is off: the copies it already has are left to the person who turned it off.
 */
function prune(dir: string, databaseFile: string, set: BackupSet, keep: number): void {
  if (keep <= 0) return;
  const files = listSet(dir, databaseFile, set);
  for (const file of files.slice(0, Math.max(0, files.length - keep))) {
    rmSync(file, { force: true });
    rmSync(file + CHECKSUM_SUFFIX, { force: true });
  }
}

/**
 * The server's schedule: whenever `runDue` finds a set whose newest copy is from an earlier hour,
 * day or week (UTC) than now, it takes one backup and files it in every such set, then prunes each
 * set to its number. A set kept 0 times is off. Failures are logged and kept in `status()`.
 */
export class BackupSchedule {
  private state: BackupStatus = {
    lastSuccessAt: null,
    lastSuccessFile: null,
    lastFailureAt: null,
    lastFailureMessage: null,
  };
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly databaseFile: string,
    private readonly settings: BackupSettings,
    private readonly logger: Logger,
    private readonly clock: () => number = Date.now,
  ) {}

  private timer: NodeJS.Timeout | undefined;

  /** A pass now (a copy missed while the server was down is taken), then every `checkMs`. */
  start(checkMs = DEFAULT_BACKUP_CHECK_MS): void {
    void this.runDue();
    this.timer = setInterval(() => void this.runDue(), checkMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a pass under way (before the database closes). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  status(): BackupStatus {
    return { ...this.state };
  }

  /** Sets with no copy yet in the current hour, day or week. */
  private due(now: number): BackupSet[] {
    return BACKUP_SETS.filter((set) => {
      if (this.settings.keep[set] <= 0) return false;
      const newest = listSet(this.settings.dir, this.databaseFile, set).at(-1);
      if (!newest) return true;
      const stamp = /-(\d{8}T\d{6}Z)\.[^.]+$/.exec(newest)?.[1] ?? '';
      return slotOf[set](timeOfStamp(stamp)) !== slotOf[set](now);
    });
  }

  /** One pass; a pass already under way is joined rather than doubled. */
  runDue(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  private async pass(): Promise<void> {
    const now = this.clock();
    const { dir, keep } = this.settings;
    try {
      const due = this.due(now);
      if (due.length === 0) return;
      const [first, ...rest] = due as [BackupSet, ...BackupSet[]];
      const file = await backupDatabase(this.db, this.databaseFile, dir, first, now);
      for (const set of rest) copyBackup(file, join(dir, fileName(this.databaseFile, set, now)));
      for (const set of BACKUP_SETS) prune(dir, this.databaseFile, set, keep[set]);
      this.state = { ...this.state, lastSuccessAt: now, lastSuccessFile: file };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.state = { ...this.state, lastFailureAt: now, lastFailureMessage: message };
      this.logger.error(`Backup into ${dir} failed`, error);
    }
  }
}

/** Why `file` may not replace the database, or null when its checksum and contents are sound. */
export function checkBackup(file: string): string | null {
  const checksumFile = file + CHECKSUM_SUFFIX;
  if (!existsSync(file)) return `No file at ${file}`;
  if (!existsSync(checksumFile)) return `No checksum file ${checksumFile} beside the backup`;
  const expected = readFileSync(checksumFile, 'utf8').trim().split(/\s+/)[0];
  if (expected !== sha256Of(file)) return `${file} does not match its checksum ${checksumFile}`;
  return null;
}

/** Why a SQLite file is not a database of this schema, or null when it is one. */
function checkContents(file: string): string | null {
  let db: SqliteDatabase;
  try {
    db = new Database(file, { fileMustExist: true });
  } catch (error) {
    return `${file} is not a SQLite database: ${(error as Error).message}`;
  }
  try {
    const integrity = db.pragma('integrity_check', { simple: true }) as string;
    if (integrity !== 'ok') return `${file} fails SQLite's integrity check: ${integrity}`;
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version < 1 || version > SCHEMA_VERSION)
      return `${file} has schema version ${version}; this server knows 1 to ${SCHEMA_VERSION}`;
    const tables = new Set(
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[],
    );
    const missing = EXPECTED_TABLES.filter((table) => !tables.has(table));
    if (missing.length) return `${file} lacks the tables ${missing.join(', ')}`;
    return null;
  } catch (error) {
    return `${file} is not a readable SQLite database: ${(error as Error).message}`;
  } finally {
    db.close();
  }
}

/**
 * Makes `backup` the database at `databaseFile`: its checksum is checked, a copy beside the
 * database passes SQLite's integrity check and holds this schema's tables, the old `-wal`/`-shm`
 * go (SQLite would replay a stale log onto the new file), and the copy is renamed into place.
 * The caller makes sure no server has the database open.
 */
export function restoreDatabase(backup: string, databaseFile: string): void {
  const refused = checkBackup(backup);
  if (refused) throw new Error(refused);
  mkdirSync(dirname(databaseFile), { recursive: true });
  const temporary = `${databaseFile}.restore-${process.pid}`;
  try {
    copyFileSync(backup, temporary);
    const problem = checkContents(temporary);
    if (problem) throw new Error(problem.replaceAll(temporary, backup));
    // The check opened the copy; closing it folded any log back in, leaving one file.
    for (const suffix of ['-wal', '-shm']) rmSync(temporary + suffix, { force: true });
    fsyncPath(temporary);
    for (const suffix of ['-wal', '-shm']) rmSync(databaseFile + suffix, { force: true });
    renameSync(temporary, databaseFile);
    fsyncPath(dirname(databaseFile));
  } finally {
    for (const suffix of ['', '-wal', '-shm']) rmSync(temporary + suffix, { force: true });
  }
}
