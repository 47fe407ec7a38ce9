/**
 * Staff invitations on server/ (decision 0034). An admin writes `invitations/{id}`; inside that
 * write's transaction this makes the invitation's one-time secret (only its hash is kept, in
 * `invitation_secrets`, which no database API reaches) and queues the e-mail with its link.
 * `accept` turns a right secret and a password, within INVITATION_HOURS, into an account, its
 * `staff/{uid}` entry, and the invitation's end, in one transaction.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import {
  invitationExpiresAt,
  secretRefusal,
  type InvitationRefusal,
} from '../../src/lib/invitations';
import {
  invitationSchema,
  INVITATIONS_ROOT,
  STAFF_ROOT,
  memberOf,
  type Invitation,
} from '../../src/records/staff';
import type { SqliteDatabase } from '../db/sqlite';
import type { SetOperation, TreeStore } from '../db/store';
import type { Path } from '../db/protocol';
import type { Account, AccountStore } from './accounts';

/** What happens to a new invitation: its link is mailed (true when a mail was queued). */
export type SendInvitation = (invitation: Invitation, id: string, token: string) => boolean;

export type Accepted =
  | { ok: true; account: Account; changed: Path[] }
  | { ok: false; reason: Exclude<InvitationRefusal, 'WEAK_PASSWORD'> };

const hashOf = (token: string) => createHash('sha256').update(token).digest();

export class Invitations {
  private readonly insert: Statement<[string, string, number]>;
  private readonly select: Statement<[string], { token_hash: string; expires_at: number }>;
  private readonly forget: Statement<[string]>;

  constructor(
    private readonly db: SqliteDatabase,
    private readonly store: TreeStore,
    private readonly accounts: AccountStore,
    private readonly clock: () => number = Date.now,
  ) {
    this.insert = db.prepare(
      'INSERT OR REPLACE INTO invitation_secrets (id, token_hash, expires_at) VALUES (?, ?, ?)',
    );
    this.select = db.prepare('SELECT token_hash, expires_at FROM invitation_secrets WHERE id = ?');
    this.forget = db.prepare('DELETE FROM invitation_secrets WHERE id = ?');
  }

  /**
   * After a write is applied, inside its transaction: each invitation it created gets a secret
   * and its mail; each it deleted loses its secret. True when a mail was queued.
   */
  afterWrite(operations: readonly SetOperation[], send: SendInvitation): boolean {
    const ids = new Set<string>();
    for (const { path } of operations) {
      if (path[0] === INVITATIONS_ROOT && path[1] !== undefined) ids.add(path[1]);
    }
    let queued = false;
    for (const id of ids) {
      const parsed = invitationSchema.safeParse(this.store.get([INVITATIONS_ROOT, id]));
      if (!parsed.success) {
        this.forget.run(id);
        continue;
      }
      if (this.select.get(id)) continue; // already has its secret (a later change of its role)
      const token = randomBytes(32).toString('base64url');
      this.insert.run(id, hashOf(token).toString('hex'), invitationExpiresAt(this.clock()));
      queued = send(parsed.data, id, token) || queued;
    }
    return queued;
  }

  /** Whether `token` is the invitation's secret and still good (a cheap check, no hashing). */
  private check(id: string, token: string): Accepted | null {
    const row = this.select.get(id);
    const given = hashOf(token);
    const kept = row ? Buffer.from(row.token_hash, 'hex') : Buffer.alloc(given.length);
    const matches = timingSafeEqual(given, kept) && row !== undefined;
    const reason = secretRefusal(row ? { expiresAt: row.expires_at } : null, matches, this.clock());
    return reason ? { ok: false, reason } : null;
  }

  /** The invitation's account, made with `password`, if the secret is right and still good. */
  async accept(id: string, token: string, password: string): Promise<Accepted> {
    const refused = this.check(id, token);
    if (refused) return refused;
    const invitation = invitationSchema.safeParse(this.store.get([INVITATIONS_ROOT, id]));
    if (!invitation.success) return { ok: false, reason: 'INVALID_INVITATION' };
    const { email } = invitation.data;
    if (this.accounts.find(email)) return { ok: false, reason: 'EMAIL_EXISTS' };
    // The password is hashed first (slow, off the transaction); the rest is all or nothing.
    const account = await this.accounts.create(email, password);
    const finish = this.db.transaction((): Accepted => {
      const again = this.check(id, token);
      if (again) {
        this.accounts.removeById(account.localId);
        return again;
      }
      const changed: Path[] = [
        [STAFF_ROOT, account.localId],
        [INVITATIONS_ROOT, id],
      ];
      this.store.apply([
        { path: changed[0] as Path, value: memberOf(invitation.data) },
        { path: changed[1] as Path, value: null },
      ]);
      this.forget.run(id);
      return { ok: true, account, changed };
    });
    return finish.immediate();
  }
}
