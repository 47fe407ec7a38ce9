import { existsSync } from 'node:fs';
import { loadDotEnv, readConfig } from '../config';
import { openDatabase, type SqliteDatabase } from '../db/sqlite';

/** The database file the server would use (DATABASE_FILE, from the environment or .env). */
export function databaseFile(): string {
  loadDotEnv();
  return readConfig().options.databaseFile;
}

/** BACKUP_DIR as the server would use it (from the environment or .env), or undefined when off. */
export function backupDir(): string | undefined {
  loadDotEnv();
  return readConfig().options.backup?.dir;
}

export function openExisting(file: string): SqliteDatabase {
  if (!existsSync(file)) {
    throw new Error(`No database at ${file} (start the server once, or set DATABASE_FILE)`);
  }
  return openDatabase(file);
}

export function run(main: () => Promise<void> | void): void {
  Promise.resolve()
    .then(main)
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
