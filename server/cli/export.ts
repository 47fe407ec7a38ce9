/**
 * `npm run db:export [-- [--redact] [file]]`: the whole database as one JSON file, the shape
 * Firebase's console exports (and `db:import` or Firebase's console import).
 * Default file: data/export-<date-time>.json; `-` writes to standard output. `--redact` replaces
 * names, e-mails, phones and free text with placeholders (server/cli/redact.ts).
 * Safe while the server runs (it reads one consistent snapshot).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { toOutput } from '../db/protocol';
import { TreeStore } from '../db/store';
import { databaseFile, openExisting, run } from './common';
import { redactTree } from './redact';

run(() => {
  const file = databaseFile();
  const db = openExisting(file);
  try {
    const store = new TreeStore(db);
    const args = process.argv.slice(2);
    const redact = args.includes('--redact');
    const stored = toOutput(store.snapshot(() => store.get([])));
    const tree = redact ? redactTree(stored) : stored;
    const text = JSON.stringify(tree ?? {}, null, 2) + '\n';
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target =
      args.find((arg) => arg !== '--redact') ??
      `data/export-${stamp}${redact ? '-redacted' : ''}.json`;
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
      `Exported ${file}${redact ? ' (redacted)' : ''} to ${path}${counts.length ? `\n  ${counts.join('\n  ')}` : ' (empty)'}`,
    );
  } finally {
    db.close();
  }
});
