/**
 * `npm run db:restore -- <file>`: makes a backup (from db:backup or the schedule) the database at
 * DATABASE_FILE, after checking its checksum, SQLite's integrity check and this schema's tables.
 * Refuses while a server has that database open: stop it first, start it again after.
 */
import { resolve } from 'node:path';
import { restoreDatabase } from '../db/backup';
import { pidFileOf, serverHolding } from '../db/serverLock';
import { databaseFile, run } from './common';

run(() => {
  const backup = process.argv[2];
  if (!backup) throw new Error('Usage: npm run db:restore -- <backup file>');
  const file = databaseFile();
  const pid = serverHolding(file);
  if (pid !== null) {
    throw new Error(
      `A server (process ${pid}, see ${pidFileOf(file)}) has ${file} open: stop it, then restore`,
    );
  }
  restoreDatabase(resolve(backup), file);
  console.log(`Restored ${resolve(backup)} as ${file}`);
});
