/**
 * `npm run db:import <file> [--replace]`: loads a JSON export (from Firebase's
 * console or `db:export`). Records are merged: each record in the file is written
 * at its key, replacing a record with the same key, and other records stay. With
 * --replace the database becomes exactly the file. Records are imported as they
 * are (older shapes included); one transaction, so it all lands or nothing does.
 * A running server serves the imported data at once, but open live streams only
 * see it on their next reconnect.
 */
import { readFileSync } from 'node:fs';
import { isJsonObject, normalizeValue } from '../db/protocol';
import { TreeStore, type SetOperation } from '../db/store';
import { AccountStore } from '../auth/accounts';
import { ensureStaffEntries } from '../auth/staffEntries';
import { databaseFile, run } from './common';
import { openDatabase } from '../db/sqlite';

run(() => {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const source = args.find((arg) => !arg.startsWith('--'));
  if (!source) throw new Error('Usage: npm run db:import <file.json> [--replace]');
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(source, 'utf8'));
  } catch (error) {
    throw new Error(`${source} is not a JSON file: ${(error as Error).message}`);
  }
  const value = normalizeValue(parsed, 0);
  const operations: SetOperation[] = [];
  if (replace || !isJsonObject(value)) {
    operations.push({ path: [], value });
  } else {
    for (const [key, child] of Object.entries(value)) {
      if (isJsonObject(child)) {
        for (const [id, record] of Object.entries(child))
          operations.push({ path: [key, id], value: record });
      } else {
        operations.push({ path: [key], value: child });
      }
    }
  }
  const file = databaseFile();
  const db = openDatabase(file);
  try {
    const store = new TreeStore(db);
    store.apply(operations);
    // A replaced tree keeps its accounts staff, as server/ does at startup (decision 0034).
    ensureStaffEntries(store, new AccountStore(db));
  } finally {
    db.close();
  }
  console.log(
    `Imported ${source} into ${file}${replace ? ' (replacing everything)' : ''}: ${operations.length} ${
      replace ? 'tree' : 'records and values'
    }`,
  );
});
