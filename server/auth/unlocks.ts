/**
 * `npm run staff -- unlock <email>` runs in another process than the server, whose sign-in
 * delays live in memory: the CLI leaves a request in the `sign_in_unlocks` table, and the server
 * takes it (and forgets the account's counts) at the account's next delayed attempt.
 *
 * The table is this module's own, made here rather than as a numbered migration: it holds only
 * requests in flight, nothing to keep or export, and both processes make it if it is missing.
 */
import type { Statement } from 'better-sqlite3';
import type { SqliteDatabase } from '../db/sqlite';

export class SignInUnlocks {
  private readonly insert: Statement<[string, string]>;
  private readonly find: Statement<[string]>;
  private readonly remove: Statement<[string]>;

  constructor(db: SqliteDatabase) {
    db.exec(`CREATE TABLE IF NOT EXISTS sign_in_unlocks (
      email        TEXT PRIMARY KEY COLLATE NOCASE,
      requested_at TEXT NOT NULL
    ) WITHOUT ROWID`);
    this.insert = db.prepare(
      'INSERT OR REPLACE INTO sign_in_unlocks (email, requested_at) VALUES (?, ?)',
    );
    this.find = db.prepare('SELECT 1 FROM sign_in_unlocks WHERE email = ?');
    this.remove = db.prepare('DELETE FROM sign_in_unlocks WHERE email = ?');
  }

  /** The CLI: the account's delay ends at its next attempt. */
  request(email: string): void {
    this.insert.run(email.trim().toLowerCase(), new Date().toISOString());
  }

  /**
   * The server, when `email` is delayed: whether an unlock was asked for (it is used up). A read
   * first, since a flood asks this of every refused guess and nearly always for nothing.
   */
  take(email: string): boolean {
    const key = email.trim().toLowerCase();
    if (this.find.get(key) === undefined) return false;
    return this.remove.run(key).changes > 0;
  }
}
