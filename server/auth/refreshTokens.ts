/**
 * Staff refresh tokens, in the `refresh_tokens` table: long-lived like Firebase's (the same
 * token is answered on every renewal) until the staff member signs out, the password changes
 * or the account is removed. Only a SHA-256 of each token is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import type { SqliteDatabase } from '../db/sqlite';
import type { Account, AccountStore } from './accounts';

interface TokenRow {
  local_id: string;
  token_version: number;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export type RefreshCheck =
  | { ok: true; account: Account }
  /** Firebase's codes: unknown (or signed out), revoked by a password change, account gone. */
  | { ok: false; reason: 'INVALID_REFRESH_TOKEN' | 'TOKEN_EXPIRED' | 'USER_NOT_FOUND' };

export class RefreshTokenStore {
  private readonly byHash: Statement<[string], TokenRow>;
  private readonly touch: Statement<[string, string]>;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly accounts: AccountStore,
  ) {
    this.byHash = db.prepare(
      'SELECT local_id, token_version FROM refresh_tokens WHERE token_hash = ?',
    );
    this.touch = db.prepare('UPDATE refresh_tokens SET last_used_at = ? WHERE token_hash = ?');
  }

  /** A new random token for `account`, good until revoked. */
  issue(account: Account): string {
    const token = randomBytes(32).toString('base64url');
    const now = new Date().toISOString();
    this.db
      .prepare(
        `INSERT INTO refresh_tokens (token_hash, local_id, token_version, created_at, last_used_at)
         VALUES (?, ?, ?, ?, ?)`,
      )
      .run(hashOf(token), account.localId, account.tokenVersion, now, now);
    return token;
  }

  /** The account a token renews, if the token is still good. */
  check(token: string): RefreshCheck {
    const hash = hashOf(token);
    const row = this.byHash.get(hash);
    if (!row) return { ok: false, reason: 'INVALID_REFRESH_TOKEN' };
    const account = this.accounts.findById(row.local_id);
    if (!account) return { ok: false, reason: 'USER_NOT_FOUND' };
    if (account.tokenVersion !== row.token_version) return { ok: false, reason: 'TOKEN_EXPIRED' };
    this.touch.run(new Date().toISOString(), hash);
    return { ok: true, account };
  }

  /** Sign-out: the token stops working. Unknown tokens are ignored. */
  revoke(token: string): void {
    this.db.prepare('DELETE FROM refresh_tokens WHERE token_hash = ?').run(hashOf(token));
  }
}
