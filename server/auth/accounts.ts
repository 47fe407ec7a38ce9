/** Staff accounts, in the `accounts` table beside the data (never reachable through /db). */
import { randomBytes } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import { z } from 'zod';
import type { SqliteDatabase } from '../db/sqlite';
import { RefreshTokenStore } from './refreshTokens';
import {
  MIN_PASSWORD_LENGTH,
  generatePassword,
  type HashLane,
  hashPassword,
  needsRehash,
  PASSWORD_COST,
  type PasswordCost,
  timingDummyHash,
  verifyPassword,
} from './passwords';

export interface Account {
  localId: string;
  email: string;
  tokenVersion: number;
}

interface AccountRow {
  local_id: string;
  email: string;
  password_hash: string;
  token_version: number;
}

const emailSchema = z.email();

export function checkEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  if (!emailSchema.safeParse(trimmed).success) throw new Error(`"${email}" is not a valid email`);
  return trimmed;
}

export function checkPassword(password: string): string {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`A staff password needs at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  return password;
}

const toAccount = (row: AccountRow): Account => ({
  localId: row.local_id,
  email: row.email,
  tokenVersion: row.token_version,
});

export class AccountStore {
  private readonly byEmail: Statement<[string], AccountRow>;
  private readonly byId: Statement<[string], AccountRow>;
  private readonly versions: Statement<[], Pick<AccountRow, 'local_id' | 'token_version'>>;

  /** `cost`: what each new hash costs (tests of other things than passwords ask for less). */
  constructor(
    private readonly db: SqliteDatabase,
    private readonly cost: PasswordCost = PASSWORD_COST,
  ) {
    this.byEmail = db.prepare('SELECT * FROM accounts WHERE email = ?');
    this.byId = db.prepare('SELECT * FROM accounts WHERE local_id = ?');
    this.versions = db.prepare('SELECT local_id, token_version FROM accounts ORDER BY local_id');
  }

  private row(email: string): AccountRow | undefined {
    return this.byEmail.get(email.trim());
  }

  find(email: string): Account | null {
    const row = this.row(email);
    return row ? toAccount(row) : null;
  }

  /** The refresh tokens of these accounts, in the same database. */
  refreshTokenStore(): RefreshTokenStore {
    return new RefreshTokenStore(this.db, this);
  }

  /** Runs on every staff request (token check): one indexed lookup, statement prepared once. */
  findById(localId: string): Account | null {
    const row = this.byId.get(localId);
    return row ? toAccount(row) : null;
  }

  list(): Account[] {
    return this.db
      .prepare<[], AccountRow>('SELECT * FROM accounts ORDER BY created_at, email')
      .all()
      .map(toAccount);
  }

  count(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM accounts').get() as { n: number }).n;
  }

  async create(email: string, password: string): Promise<Account> {
    const address = checkEmail(email);
    const hash = await hashPassword(checkPassword(password), this.cost);
    const now = new Date().toISOString();
    const localId = randomBytes(21).toString('base64url').slice(0, 28);
    this.db
      .prepare(
        `INSERT INTO accounts (local_id, email, password_hash, token_version, created_at, updated_at)
         VALUES (?, ?, ?, 1, ?, ?)`,
      )
      .run(localId, address, hash, now, now);
    return { localId, email: address, tokenVersion: 1 };
  }

  /**
   * Sets a new password and ends every session signed in with the old one: the token version
   * goes up (ID tokens and open streams carry it) and the account's refresh tokens are deleted.
   */
  async setPassword(email: string, password: string): Promise<Account> {
    const hash = await hashPassword(checkPassword(password), this.cost);
    const result = this.db
      .transaction(() => {
        this.forgetRefreshTokens(email);
        return this.db
          .prepare(
            `UPDATE accounts SET password_hash = ?, token_version = token_version + 1, updated_at = ?
           WHERE email = ?`,
          )
          .run(hash, new Date().toISOString(), email.trim());
      })
      .immediate();
    if (result.changes === 0) throw new Error(`No staff account for ${email}`);
    const account = this.find(email);
    if (!account) throw new Error(`No staff account for ${email}`);
    return account;
  }

  /** Removes the account and its refresh tokens. */
  remove(email: string): boolean {
    return this.db
      .transaction(() => {
        this.forgetRefreshTokens(email);
        return (
          this.db.prepare('DELETE FROM accounts WHERE email = ?').run(email.trim()).changes > 0
        );
      })
      .immediate();
  }

  /** Removes the account with this ID, and its refresh tokens (its staff entry went). */
  removeById(localId: string): boolean {
    const account = this.findById(localId);
    return account ? this.remove(account.email) : false;
  }

  private forgetRefreshTokens(email: string): void {
    this.db
      .prepare(
        'DELETE FROM refresh_tokens WHERE local_id IN (SELECT local_id FROM accounts WHERE email = ?)',
      )
      .run(email.trim());
  }

  /**
   * Every account's token version, as one text that changes whenever a password changes or an
   * account is added or removed, by this process or another (the staff CLI).
   */
  tokenVersions(): string {
    return this.versions
      .all()
      .map((row) => `${row.local_id}:${row.token_version}`)
      .join(' ');
  }

  /**
   * The account when the password is right; null otherwise (in about the same time). A sign-in
   * names its hashing `lane`, which may be full (HashesBusy).
   */
  async verify(
    email: string,
    password: string,
    lane: HashLane = 'staff-tool',
  ): Promise<Account | null> {
    const row = this.row(email);
    const stored = row?.password_hash ?? (await timingDummyHash(this.cost));
    const matches = await verifyPassword(password, stored, lane);
    if (!row || !matches) return null;
    // A hash from before the cost was raised: replace it now that the password is known.
    if (needsRehash(row.password_hash, this.cost)) {
      const hash = await hashPassword(password, this.cost);
      this.db
        .prepare('UPDATE accounts SET password_hash = ? WHERE local_id = ? AND password_hash = ?')
        .run(hash, row.local_id, row.password_hash);
    }
    return toAccount(row);
  }

  async passwordMatches(email: string, password: string): Promise<boolean> {
    return (await this.verify(email, password)) !== null;
  }
}

export interface StaffBootstrap {
  email: string;
  /** Set only when this start created the account with a random password. */
  generatedPassword?: string;
  created: boolean;
  passwordUpdated: boolean;
}

export const DEFAULT_STAFF_EMAIL = 'staff@site.local';

/**
 * Makes sure a staff account exists. STAFF_EMAIL/STAFF_PASSWORD create or update
 * that account; with neither and no account yet, one is created with a random
 * password, which the caller prints once.
 */
export async function ensureStaffAccount(
  accounts: AccountStore,
  wanted: { email?: string; password?: string },
): Promise<StaffBootstrap | null> {
  const email = wanted.email?.trim() ? checkEmail(wanted.email) : undefined;
  const password = wanted.password ? checkPassword(wanted.password) : undefined;
  if (!email) {
    if (password) throw new Error('STAFF_PASSWORD is set but STAFF_EMAIL is not');
    const first = accounts.list()[0];
    if (first) return { email: first.email, created: false, passwordUpdated: false };
    const generatedPassword = generatePassword();
    await accounts.create(DEFAULT_STAFF_EMAIL, generatedPassword);
    return { email: DEFAULT_STAFF_EMAIL, generatedPassword, created: true, passwordUpdated: false };
  }
  const existing = accounts.find(email);
  if (!existing) {
    const generatedPassword = password ? undefined : generatePassword();
    await accounts.create(email, password ?? (generatedPassword as string));
    return {
      email,
      created: true,
      passwordUpdated: false,
      ...(generatedPassword && { generatedPassword }),
    };
  }
  if (password && !(await accounts.passwordMatches(email, password))) {
    await accounts.setPassword(email, password);
    return { email, created: false, passwordUpdated: true };
  }
  return { email, created: false, passwordUpdated: false };
}
