/**
 * `npm run db:export [file]`: the whole database as one JSON file, the shape
 * Firebase's console exports (and `db:import` or Firebase's console import).
 * Default file: data/export-<date-time>.json; `-` writes to standard output.
 * Safe while the server runs (it reads one consistent snapshot).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { toOutput } from '../db/protocol';
import { TreeStore } from '../db/store';
import { databaseFile, openExisting, run } from './common';

run(() => {
  const file = databaseFile();
  const db = openExisting(file);
  try {
    const store = new TreeStore(db);
    const tree = store.transaction(() => store.get([]));
    const text = JSON.stringify(toOutput(tree) ?? {}, null, 2) + '\n';
    const target =
      process.argv[2] ?? `data/export-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    if (target === '-') {
      process.stdout.write(text);
      return;
    }
    const path = resolve(target);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    const counts = Object.entries((tree ?? {}) as Record<string, unknown>).map(
      ([key, value]) =>
        `${key}: ${typeof value === 'object' && value ? Object.keys(value).length : 1}`,
    );
    console.log(
      `Exported ${file} to ${path}${counts.length ? `\n  ${counts.join('\n  ')}` : ' (empty)'}`,
    );
  } finally {
    db.close();
  }
});
