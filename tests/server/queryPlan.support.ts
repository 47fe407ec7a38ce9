/** What SQLite does for a read of server/: the plan of the range query it prepares. */
import { expect } from 'vitest';
import type { SqliteDatabase } from '../../server/db/sqlite';

/**
 * The query plan (EXPLAIN QUERY PLAN, its lines joined) of the range read (`SELECT key, value FROM
 * nodes …`) that `read` prepares on `db`, bound to `parameters`.
 */
export function rangeReadPlan(
  db: SqliteDatabase,
  read: () => void,
  parameters: readonly unknown[],
): string {
  const spied: string[] = [];
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    spied.push(sql);
    return prepare(sql);
  }) as typeof db.prepare;
  try {
    read();
  } finally {
    db.prepare = prepare;
  }
  const select = spied.find((sql) => sql.startsWith('SELECT key, value FROM nodes'));
  expect(select).toBeDefined();
  return prepare(`EXPLAIN QUERY PLAN ${select ?? ''}`)
    .all(...parameters)
    .map((row) => (row as { detail: string }).detail)
    .join('\n');
}
