/**
 * `npm run db:backup [-- folder]`: one online backup of DATABASE_FILE now, into the folder given
 * or BACKUP_DIR, beside its `.sha256` checksum file; prints the backup's path.
 * Safe while the server runs (SQLite's backup API copies one consistent snapshot).
 */
import { resolve } from 'node:path';
import { backupDatabase } from '../db/backup';
import { backupDir, databaseFile, openExisting, run } from './common';

run(async () => {
  const file = databaseFile();
  const folder = process.argv[2] ?? backupDir();
  if (!folder) throw new Error('Name a folder (npm run db:backup -- folder) or set BACKUP_DIR');
  const db = openExisting(file);
  try {
    console.log(await backupDatabase(db, file, resolve(folder)));
  } finally {
    db.close();
  }
});
